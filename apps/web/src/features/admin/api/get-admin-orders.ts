import type { AdminOrdersQuery } from '@/config/paths';
import { adminQueryKeys } from './admin-query-keys';
import { usePagedQuery } from './back-office-query';

const ordersAnswer = () =>
  import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderPageAnswerSchema);

/** `GET /admin/orders`: every shopper's orders, newest first, filtered and paged. */
export const useAdminOrders = (query: AdminOrdersQuery) =>
  usePagedQuery(adminQueryKeys.orderList(query), '/admin/orders', ordersAnswer, query);
