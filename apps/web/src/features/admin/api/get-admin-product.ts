import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { adminProductSchema, type AdminProduct } from '@oko/shared/schemas/admin';
import { ADMIN_PRODUCTS_QUERY_KEY } from './get-admin-products';

const productResponse = dataEnvelope(adminProductSchema);

/** `GET /admin/products/{id}`: the product with every unit, active or not. */
export async function getAdminProduct(productId: number): Promise<AdminProduct> {
  return productResponse.parse(await api.get(`/admin/products/${productId}`)).data;
}

export const getAdminProductQueryOptions = (productId: number) =>
  queryOptions({
    queryKey: [...ADMIN_PRODUCTS_QUERY_KEY, 'detail', productId],
    queryFn: () => getAdminProduct(productId),
    meta: { personal: true },
  });

export const useAdminProduct = (productId: number) => useQuery(getAdminProductQueryOptions(productId));
