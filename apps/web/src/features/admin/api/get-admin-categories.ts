import { useQuery } from '@tanstack/react-query';
import type { AdminCategory } from '@oko/shared/schemas/admin-catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const categoriesAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminCategoriesAnswerSchema);

/** `GET /admin/categories` (owner): every category in the home page's order, with its former slugs. */
export async function getAdminCategories(): Promise<AdminCategory[]> {
  return (await api.get('/admin/categories', categoriesAnswer)).data;
}

export const getAdminCategoriesQueryOptions = () =>
  backOfficeQuery(adminQueryKeys.categoryList, getAdminCategories);

export const useAdminCategories = () => useQuery(getAdminCategoriesQueryOptions());
