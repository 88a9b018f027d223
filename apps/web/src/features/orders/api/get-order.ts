import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// DESIGN.md "Orders": `GET /orders/{id}` → `{data: OrderDetail}`; another shopper's or an unknown order is a 404.
const orderAnswer = () => import('@oko/shared/schemas/order').then((m) => m.orderAnswerSchema);
export type { OrderDetail };

export async function getOrder(orderId: number): Promise<OrderDetail> {
  return (await api.get(`/orders/${orderId}`, orderAnswer)).data;
}

export const getOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(orderId),
    queryFn: () => getOrder(orderId),
    meta: { personal: true },
  });

export const useOrder = (orderId: number) => useQuery(getOrderQueryOptions(orderId));
