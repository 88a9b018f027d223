import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import { backOfficeQuery } from './back-office-query';

const productsAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductPageAnswerSchema);

/** Every back-office product query sits under this key: a save refreshes them all. */

export type AdminProductsQuery = { q?: string; category_id?: number; page?: number };

/** `GET /admin/products`: hidden products too, with each unit's stock. */
export async function getAdminProducts(query: AdminProductsQuery): Promise<Page<AdminProduct>> {
  return await api.get('/admin/products', productsAnswer, { params: query });
}

export const getAdminProductsQueryOptions = (query: AdminProductsQuery) =>
  backOfficeQuery(adminQueryKeys.productList(query), () => getAdminProducts(query));

export const useAdminProducts = (query: AdminProductsQuery) =>
  useQuery({ ...getAdminProductsQueryOptions(query), placeholderData: keepPreviousData });
