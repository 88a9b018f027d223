import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { useOrderChange } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `POST /admin/orders/{id}/refunds/{refundId}/sent` (owner): the bank transfer back was sent (once; 409 after). */
export async function confirmRefundSent(orderId: number, refundId: number): Promise<AdminOrderDetail> {
  return (await api.post(`/admin/orders/${orderId}/refunds/${refundId}/sent`, undefined, orderAnswer)).data;
}

export const useConfirmRefundSent = (orderId: number) =>
  useOrderChange((refundId: number) => confirmRefundSent(orderId, refundId));
