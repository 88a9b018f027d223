import type { OrderStatus } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { useOrderChange } from './cache';
import type { AdminOrderDetail, OrderStatusChange } from '@oko/shared/schemas/admin-orders';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/**
 * `PATCH /admin/orders/{id}`: a move the state machine forbids answers 422. A status alone, or with
 * `out_for_delivery` the rider taking the order (issue 41).
 */
export async function updateOrderStatus(
  orderId: number,
  change: OrderStatus | OrderStatusChange,
): Promise<AdminOrderDetail> {
  const body = typeof change === 'string' ? { status: change } : change;
  return (await api.patch(`/admin/orders/${orderId}`, body, orderAnswer)).data;
}

export const useUpdateOrderStatus = (orderId: number) =>
  useOrderChange((change: OrderStatus | OrderStatusChange) => updateOrderStatus(orderId, change));
