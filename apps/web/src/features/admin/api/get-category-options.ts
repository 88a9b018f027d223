import { useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@oko/shared/constants';
import type { Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const categoriesAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.categoryPageAnswerSchema);

/** Every category query of the back office sits under this key: a category change refreshes them all. */

/** The categories a product can be filed under, for the product form and the list's filter. */
export async function getCategoryOptions(): Promise<Category[]> {
  return (await api.get('/products/categories', categoriesAnswer, { params: { per_page: MAX_PER_PAGE } }))
    .data;
}

export const getCategoryOptionsQueryOptions = () =>
  backOfficeQuery(adminQueryKeys.categoryOptions, getCategoryOptions);

export const useCategoryOptions = () => useQuery(getCategoryOptionsQueryOptions());
