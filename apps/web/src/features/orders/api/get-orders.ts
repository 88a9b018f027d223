import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import type { OrderSummary } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// DESIGN.md "Orders": `GET /orders?page=`, the shopper's own orders, newest first, `{data, meta}`.
const ordersAnswer = () => import('@oko/shared/schemas/order').then((m) => m.orderPageAnswerSchema);
export type { OrderSummary };

export function getOrders({ page }: { page: number }): Promise<Page<OrderSummary>> {
  return api.get('/orders', ordersAnswer, { params: { page } });
}

// The shopper's own data: never persisted to the offline cache (lib/query-client.ts).
export const getOrdersQueryOptions = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: queryKeys.orders.list(page),
    queryFn: () => getOrders({ page }),
    meta: { personal: true },
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useOrders = ({ page }: { page: number }) =>
  useQuery({ ...getOrdersQueryOptions({ page }), placeholderData: keepPreviousData });
