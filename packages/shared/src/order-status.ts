// The order's status flow (DESIGN.md "Orders"): read by the API's transition check and the storefront's steps.
import type { PaymentMethod } from './constants';
import type { OrderStatus, PaymentStatus } from './schemas/order';

/** The delivery path, in order; `cancelled` is reachable from any of them before `delivered`. */
export const ORDER_FLOW = [
  'pending',
  'confirmed',
  'processing',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** How the order is paid, where its next steps depend on it. */
export type OrderPayment = { payment_method: PaymentMethod; payment_status: PaymentStatus };

/**
 * The states an order may move to from `from`: any later step of the flow (skipping allowed), or cancelled. A
 * card order not yet paid can only be cancelled (or expire): it is neither packed nor sent before its money is in.
 */
export function nextStatuses(from: OrderStatus, payment?: OrderPayment): OrderStatus[] {
  if (from === 'cancelled' || from === 'delivered') return [];
  if (payment && awaitsCardPayment(payment)) return ['cancelled'];
  return [...ORDER_FLOW.slice(ORDER_FLOW.indexOf(from) + 1), 'cancelled'];
}

/** A card (or Pay with Transfer, issue 39) order whose payment has not arrived. */
export const awaitsCardPayment = (payment: OrderPayment) =>
  (payment.payment_method === 'cards' || payment.payment_method === 'transfer') &&
  payment.payment_status !== 'paid';

/** An order still on its way: neither delivered nor cancelled. */
export const isOpenOrder = (status: OrderStatus) => nextStatuses(status).length > 0;
