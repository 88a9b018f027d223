import type { AdminOrderDetail, PaymentReceivedInput } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { useOrderChange } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/**
 * `POST /admin/orders/{id}/payment-received`: a bank transfer's money arrived, or the rider's cash was collected,
 * with the amount that actually came in (naira as typed; the account records it, decision 044).
 */
export async function markPaymentReceived(
  orderId: number,
  received: PaymentReceivedInput,
): Promise<AdminOrderDetail> {
  return (await api.post(`/admin/orders/${orderId}/payment-received`, received, orderAnswer)).data;
}

export const useMarkPaymentReceived = (orderId: number) =>
  useOrderChange((received: PaymentReceivedInput) => markPaymentReceived(orderId, received));
