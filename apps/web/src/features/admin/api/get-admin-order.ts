import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { backOfficeQuery } from './back-office-query';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `GET /admin/orders/{id}`: lines, totals, shopper, phone, address, channel, payment and history. */
export async function getAdminOrder(orderId: number): Promise<AdminOrderDetail> {
  return (await api.get(`/admin/orders/${orderId}`, orderAnswer)).data;
}

export const getAdminOrderQueryOptions = (orderId: number) =>
  backOfficeQuery(adminQueryKeys.order(orderId), () => getAdminOrder(orderId));

export const useAdminOrder = (orderId: number) => useQuery(getAdminOrderQueryOptions(orderId));
