import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@oko/shared/schemas/admin';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';

const orderResponse = dataEnvelope(adminOrderDetailSchema);

/** `GET /admin/orders/{id}`: lines, totals, shopper, phone, address, channel, payment and history. */
export async function getAdminOrder(orderId: number): Promise<AdminOrderDetail> {
  return orderResponse.parse(await api.get(`/admin/orders/${orderId}`)).data;
}

export const getAdminOrderQueryOptions = (orderId: number) =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'detail', orderId],
    queryFn: () => getAdminOrder(orderId),
    meta: { personal: true },
  });

export const useAdminOrder = (orderId: number) => useQuery(getAdminOrderQueryOptions(orderId));
