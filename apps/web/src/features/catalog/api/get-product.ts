import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Product } from '@oko/shared/schemas/catalog';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const productAnswer = () => import('@oko/shared/schemas/catalog').then((m) => m.productAnswerSchema);

export async function getProduct(productId: string): Promise<Product> {
  return (await api.get(`/products/${encodeURIComponent(productId)}`, productAnswer)).data;
}

export const getProductQueryOptions = (productId: string) =>
  queryOptions({ queryKey: queryKeys.product(productId), queryFn: () => getProduct(productId) });

export const useProduct = (productId: string) => useQuery(getProductQueryOptions(productId));
