import { queryOptions, useQuery } from '@tanstack/react-query';
import { MAX_PER_PAGE } from '@oko/shared/constants';
import { pageEnvelope } from '@oko/shared/schemas/api';
import { categorySchema, type Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';

const categoriesResponse = pageEnvelope(categorySchema);

/** The categories a product can be filed under, for the product form and the list's filter. */
export async function getCategoryOptions(): Promise<Category[]> {
  return categoriesResponse.parse(
    await api.get('/products/categories', { params: { per_page: MAX_PER_PAGE } }),
  ).data;
}

export const getCategoryOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admin', 'categories'],
    queryFn: getCategoryOptions,
    meta: { personal: true },
  });

export const useCategoryOptions = () => useQuery(getCategoryOptionsQueryOptions());
