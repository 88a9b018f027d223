import { useMutation, useQueryClient } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { adminOrderSchema, type AdminOrder } from './admin-schemas';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';
import { DASHBOARD_QUERY_KEY } from './get-dashboard';

const orderResponse = dataEnvelope(adminOrderSchema);

/** What the back office changes on an order: its status, or a bank transfer seen in the shop's account. */
export type OrderChange = { status: OrderStatus } | { payment_status: 'paid' };

/** `PATCH /admin/orders/{id}`: a move the state machine forbids answers 422. */
export async function updateOrder(orderId: number, change: OrderChange): Promise<AdminOrder> {
  return orderResponse.parse(await api.patch(`/admin/orders/${orderId}`, change)).data;
}

/** The order page shows the answer at once; lists and the dashboard count it again. */
export function useUpdateOrder(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: OrderChange) => updateOrder(orderId, change),
    onSuccess: (order) => {
      queryClient.setQueryData([...ADMIN_ORDERS_QUERY_KEY, 'detail', orderId], order);
      void queryClient.invalidateQueries({ queryKey: ADMIN_ORDERS_QUERY_KEY });
      void queryClient.invalidateQueries({ queryKey: DASHBOARD_QUERY_KEY });
    },
  });
}
