import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCategorySchema, type AdminCategory } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const categoriesResponse = dataEnvelope(z.array(adminCategorySchema));

/** `GET /admin/categories` (owner): every category in the home page's order, with its former slugs. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  return (await api.get('/admin/categories', categoriesResponse)).data;
}

export const getAdminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.categoryList,
    queryFn: getAdminCategories,
    meta: { personal: true },
  });

export const useAdminCategories = () => useQuery(getAdminCategoriesQueryOptions());
