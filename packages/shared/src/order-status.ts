// The order's status flow (DESIGN.md "Orders"): read by the API's transition check and the storefront's steps.
import type { OrderStatus } from './schemas/order';

/** The delivery path, in order; `cancelled` is reachable from any of them before `delivered`. */
export const ORDER_FLOW = [
  'pending',
  'confirmed',
  'processing',
  'out_for_delivery',
  'delivered',
] as const satisfies readonly OrderStatus[];

/** The states an order may move to from `from`: any later step of the flow (skipping allowed), or cancelled. */
export function nextStatuses(from: OrderStatus): OrderStatus[] {
  if (from === 'cancelled' || from === 'delivered') return [];
  return [...ORDER_FLOW.slice(ORDER_FLOW.indexOf(from) + 1), 'cancelled'];
}

/** An order still on its way: neither delivered nor cancelled. */
export const isOpenOrder = (status: OrderStatus) => nextStatuses(status).length > 0;
