import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { useOrderChange } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/**
 * `POST /admin/orders/{id}/refunds/{refundId}/send` (owner, issue 39): the refund goes to the shopper's kept bank
 * account through Paystack Transfers, once; a failed one is sent again as a new refund.
 */
export async function sendRefund(orderId: number, refundId: number): Promise<AdminOrderDetail> {
  return (await api.post(`/admin/orders/${orderId}/refunds/${refundId}/send`, undefined, orderAnswer)).data;
}

export const useSendRefund = (orderId: number) =>
  useOrderChange((refundId: number) => sendRefund(orderId, refundId));
