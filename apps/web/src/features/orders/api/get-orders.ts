import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { pageEnvelope, type Page } from '@oko/shared/schemas/api';
import { orderSummarySchema, type OrderSummary } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';

// DESIGN.md "Orders": `GET /orders?page=`, the shopper's own orders, newest first, `{data, meta}`.
const ordersResponse = pageEnvelope(orderSummarySchema);
export type { OrderSummary };

/** Spec section 7: placing an order refreshes the orders cache; every orders query sits under this key. */
export const ORDERS_QUERY_KEY = ['orders'] as const;

export function getOrders({ page }: { page: number }): Promise<Page<OrderSummary>> {
  return api.get('/orders', ordersResponse, { params: { page } });
}

// The shopper's own data: never persisted to the offline cache (lib/query-client.ts).
export const getOrdersQueryOptions = ({ page }: { page: number }) =>
  queryOptions({
    queryKey: [...ORDERS_QUERY_KEY, 'list', { page }],
    queryFn: () => getOrders({ page }),
    meta: { personal: true },
  });

/** Keeps the previous page on screen while the next one loads, so the table does not jump. */
export const useOrders = ({ page }: { page: number }) =>
  useQuery({ ...getOrdersQueryOptions({ page }), placeholderData: keepPreviousData });
