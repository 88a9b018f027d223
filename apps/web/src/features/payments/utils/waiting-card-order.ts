import type { OrderSummary } from '@oko/shared/schemas/order';

export type WaitingOrder = Pick<
  OrderSummary,
  'id' | 'status' | 'payment_method' | 'payment_status' | 'created_at'
>;

/**
 * The newest card order still waiting for its money: pending, not paid (awaiting or declined), and within the
 * shop's CARD_PAYMENT_MINUTES of being placed (after that its expiry cancels it). Undefined when there is none.
 */
export function waitingCardOrder(
  orders: readonly WaitingOrder[],
  minutes: number,
  now: Date,
): (WaitingOrder & { payBy: Date }) | undefined {
  for (const order of orders) {
    if (order.payment_method !== 'cards' || order.status !== 'pending') continue;
    if (order.payment_status !== 'awaiting_payment' && order.payment_status !== 'failed') continue;
    const payBy = new Date(Date.parse(order.created_at) + minutes * 60_000);
    if (payBy > now) return { ...order, payBy };
  }
  return undefined;
}
