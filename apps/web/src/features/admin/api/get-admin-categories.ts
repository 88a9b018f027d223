import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { adminCategorySchema, type AdminCategory } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { CATEGORIES_QUERY_KEY } from './get-category-options';

const categoriesResponse = dataEnvelope(z.array(adminCategorySchema));

/** `GET /admin/categories` (owner): every category in the home page's order, with its former slugs. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  return categoriesResponse.parse(await api.get('/admin/categories')).data;
}

export const getAdminCategoriesQueryOptions = () =>
  queryOptions({
    queryKey: [...CATEGORIES_QUERY_KEY, 'all'],
    queryFn: getAdminCategories,
    meta: { personal: true },
  });

export const useAdminCategories = () => useQuery(getAdminCategoriesQueryOptions());
