import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { adminOrderDetailSchema, type AdminOrderDetail } from '@oko/shared/schemas/admin';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';

const orderResponse = dataEnvelope(adminOrderDetailSchema);

/** `PATCH /admin/orders/{id}`: a move the state machine forbids answers 422. */
export async function updateOrderStatus(orderId: number, status: OrderStatus): Promise<AdminOrderDetail> {
  return orderResponse.parse(await api.patch(`/admin/orders/${orderId}`, { status })).data;
}

/** The order page shows the answer at once; lists and the dashboard count it again. */
export function useUpdateOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(orderId, status),
    onSuccess: (order) => {
      queryClient.setQueryData([...ADMIN_ORDERS_QUERY_KEY, 'detail', orderId], order);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
