import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import { backOfficeQuery } from './back-office-query';

const productAnswer = () =>
  import('@oko/shared/schemas/admin-catalog').then((m) => m.adminProductAnswerSchema);

/** `GET /admin/products/{id}`: the product with every unit, active or not. */
export async function getAdminProduct(productId: number): Promise<AdminProduct> {
  return (await api.get(`/admin/products/${productId}`, productAnswer)).data;
}

export const getAdminProductQueryOptions = (productId: number) =>
  backOfficeQuery(adminQueryKeys.product(productId), () => getAdminProduct(productId));

export const useAdminProduct = (productId: number) => useQuery(getAdminProductQueryOptions(productId));
