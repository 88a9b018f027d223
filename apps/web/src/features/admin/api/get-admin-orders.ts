import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import type { AdminOrdersQuery } from '@/config/paths';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminOrderSummary } from '@oko/shared/schemas/admin-orders';
import { backOfficeQuery } from './back-office-query';

const ordersAnswer = () =>
  import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderPageAnswerSchema);

/** Every back-office order query sits under this key: a status change refreshes them all. */

/** `GET /admin/orders`: every shopper's orders, newest first, filtered and paged. */
export async function getAdminOrders(query: AdminOrdersQuery): Promise<Page<AdminOrderSummary>> {
  return await api.get('/admin/orders', ordersAnswer, { params: query });
}

// The shop's own data: never persisted to the offline cache (lib/query-client.ts).
export const getAdminOrdersQueryOptions = (query: AdminOrdersQuery) =>
  backOfficeQuery(adminQueryKeys.orderList(query), () => getAdminOrders(query));

export const useAdminOrders = (query: AdminOrdersQuery) =>
  useQuery({ ...getAdminOrdersQueryOptions(query), placeholderData: keepPreviousData });
