import { adminQueryKeys } from './admin-query-keys';
import { usePagedQuery } from './back-office-query';

const productsAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductPageAnswerSchema);

export type AdminProductsQuery = { q?: string; category_id?: number; page?: number };

/** `GET /admin/products`: hidden products too, with each unit's stock. */
export const useAdminProducts = (query: AdminProductsQuery) =>
  usePagedQuery(adminQueryKeys.productList(query), '/admin/products', productsAnswer, query);
