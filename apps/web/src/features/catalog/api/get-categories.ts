import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import type { Category } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const categoriesAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.categoryPageAnswerSchema);

/** Two rows of four on a wide screen, four rows of two on a phone. */
export const CATEGORIES_PAGE_SIZE = 8;

export type CategoriesQuery = { page: number; perPage?: number };

export function getCategories({
  page,
  perPage = CATEGORIES_PAGE_SIZE,
}: CategoriesQuery): Promise<Page<Category>> {
  return api.get('/products/categories', categoriesAnswer, { params: { page, per_page: perPage } });
}

export const getCategoriesQueryOptions = ({ page, perPage = CATEGORIES_PAGE_SIZE }: CategoriesQuery) =>
  queryOptions({
    queryKey: queryKeys.categories({ page, perPage }),
    queryFn: () => getCategories({ page, perPage }),
  });

/** Keeps the previous page on screen while the next one loads, so the pagination bar does not jump. */
export const useCategories = (query: CategoriesQuery) =>
  useQuery({ ...getCategoriesQueryOptions(query), placeholderData: keepPreviousData });
