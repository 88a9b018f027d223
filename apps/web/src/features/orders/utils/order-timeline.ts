import type { OrderStatus, OrderTracking } from '@oko/shared/schemas/order';
import { ORDER_FLOW } from '@oko/shared/order-status';

export type TimelineStep = {
  status: OrderStatus;
  /** When the order reached the step (ISO 8601); null for a step not reached, or passed without a record. */
  at: string | null;
  state: 'done' | 'current' | 'upcoming';
};

/**
 * The tracking page's steps: every step from pending to delivered, those reached with their time and the order's
 * status as the current one. A cancelled order shows the steps it reached, then "cancelled" as the current step.
 */
export function timelineSteps(tracking: OrderTracking): TimelineStep[] {
  const reachedAt = (status: OrderStatus) =>
    tracking.history.find((entry) => entry.status === status)?.at ??
    // An order starts pending when it is placed, whether or not the history says so.
    (status === 'pending' ? tracking.created_at : null);

  if (tracking.status === 'cancelled') {
    const lastReached = Math.max(
      0,
      ...tracking.history.map((entry) => ORDER_FLOW.indexOf(entry.status as (typeof ORDER_FLOW)[number])),
    );
    return [
      ...ORDER_FLOW.slice(0, lastReached + 1).map((status) => ({
        status,
        at: reachedAt(status),
        state: 'done' as const,
      })),
      { status: 'cancelled', at: reachedAt('cancelled'), state: 'current' },
    ];
  }

  const current = ORDER_FLOW.indexOf(tracking.status);
  return ORDER_FLOW.map((status, index) => ({
    status,
    at: index <= current ? reachedAt(status) : null,
    state: index < current ? 'done' : index === current ? 'current' : 'upcoming',
  }));
}
