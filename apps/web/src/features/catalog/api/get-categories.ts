import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageEnvelope, type Page } from '@oko/shared/schemas/api';
import { categorySchema, type Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const categoriesResponse = pageEnvelope(categorySchema);

/** Two rows of four on a wide screen, four rows of two on a phone. */
export const CATEGORIES_PAGE_SIZE = 8;

export type CategoriesQuery = { page: number; perPage?: number };

export function getCategories({
  page,
  perPage = CATEGORIES_PAGE_SIZE,
}: CategoriesQuery): Promise<Page<Category>> {
  return api.get('/products/categories', categoriesResponse, { params: { page, per_page: perPage } });
}

export const getCategoriesQueryOptions = ({ page, perPage = CATEGORIES_PAGE_SIZE }: CategoriesQuery) =>
  queryOptions({
    queryKey: queryKeys.categories({ page, perPage }),
    queryFn: () => getCategories({ page, perPage }),
  });

/** Keeps the previous page on screen while the next one loads, so the pagination bar does not jump. */
export const useCategories = (query: CategoriesQuery) =>
  useQuery({ ...getCategoriesQueryOptions(query), placeholderData: keepPreviousData });
