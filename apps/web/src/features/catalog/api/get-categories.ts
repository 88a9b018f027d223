import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { DEFAULT_PER_PAGE } from '@oko/shared/constants';
import { pageEnvelope, type Page } from '@oko/shared/schemas/api';
import { categorySchema, type Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';

const categoriesResponse = pageEnvelope(categorySchema);

export type CategoriesQuery = { page: number; perPage?: number };

export async function getCategories({
  page,
  perPage = DEFAULT_PER_PAGE,
}: CategoriesQuery): Promise<Page<Category>> {
  const body = await api.get('/products/categories', { params: { page, per_page: perPage } });
  return categoriesResponse.parse(body);
}

export const getCategoriesQueryOptions = ({ page, perPage = DEFAULT_PER_PAGE }: CategoriesQuery) =>
  queryOptions({
    queryKey: ['categories', { page, perPage }],
    queryFn: () => getCategories({ page, perPage }),
  });

/** Keeps the previous page on screen while the next one loads, so the pagination bar does not jump. */
export const useCategories = (query: CategoriesQuery) =>
  useQuery({ ...getCategoriesQueryOptions(query), placeholderData: keepPreviousData });
