import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { ProductSort } from '@oko/shared/constants';
import type { Page } from '@oko/shared/schemas/api';
import type { Product } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const productsAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.productPageAnswerSchema);

/** Three rows of four on a wide screen. */
export const PRODUCTS_PAGE_SIZE = 12;

export type ProductsQuery = { page?: number; perPage?: number; category?: string; sort?: ProductSort };

export function getProducts({
  page = 1,
  perPage = PRODUCTS_PAGE_SIZE,
  category,
  sort = 'newest',
}: ProductsQuery): Promise<Page<Product>> {
  return api.get('/products', productsAnswer, { params: { page, per_page: perPage, category, sort } });
}

export const getProductsQueryOptions = ({
  page = 1,
  perPage = PRODUCTS_PAGE_SIZE,
  category,
  sort = 'newest',
}: ProductsQuery) =>
  queryOptions({
    queryKey: queryKeys.products({ page, perPage, category: category ?? null, sort }),
    queryFn: () => getProducts({ page, perPage, category, sort }),
  });

/** Keeps the previous page on screen while the next loads. */
export const useProducts = (query: ProductsQuery) =>
  useQuery({ ...getProductsQueryOptions(query), placeholderData: keepPreviousData });
