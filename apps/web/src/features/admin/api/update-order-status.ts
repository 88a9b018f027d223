import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderStatus } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { keepOrder } from './cache';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `PATCH /admin/orders/{id}`: a move the state machine forbids answers 422. */
export async function updateOrderStatus(orderId: number, status: OrderStatus): Promise<AdminOrderDetail> {
  return (await api.patch(`/admin/orders/${orderId}`, { status }, orderAnswer)).data;
}

/** The order page shows the answer at once; lists and the dashboard count it again. */
export function useUpdateOrderStatus(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (status: OrderStatus) => updateOrderStatus(orderId, status),
    onSuccess: (order) => keepOrder(queryClient, order),
  });
}
