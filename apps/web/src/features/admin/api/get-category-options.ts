import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@oko/shared/constants';
import { pageEnvelope } from '@oko/shared/schemas/api';
import { categorySchema, type Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';

const categoriesResponse = pageEnvelope(categorySchema);

/** Every category query of the back office sits under this key: a category change refreshes them all. */
export const CATEGORIES_QUERY_KEY = ['admin', 'categories'] as const;

/** The categories a product can be filed under, for the product form and the list's filter. */
export async function getCategoryOptions(): Promise<Category[]> {
  return categoriesResponse.parse(
    await api.get('/products/categories', { params: { per_page: MAX_PER_PAGE } }),
  ).data;
}

export const getCategoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: [...CATEGORIES_QUERY_KEY, 'options'],
    queryFn: getCategoryOptions,
    meta: { personal: true },
  });

export const useCategoryOptions = () => useQuery(getCategoryOptionsQueryOptions());
