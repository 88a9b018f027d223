import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { keepOrder } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `POST /admin/orders/{id}/payment-received`: a bank transfer's money arrived (once; 409 a second time). */
export async function markPaymentReceived(orderId: number): Promise<AdminOrderDetail> {
  return (await api.post(`/admin/orders/${orderId}/payment-received`, undefined, orderAnswer)).data;
}

export function useMarkPaymentReceived(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => markPaymentReceived(orderId),
    onSuccess: (order) => keepOrder(queryClient, order),
  });
}
