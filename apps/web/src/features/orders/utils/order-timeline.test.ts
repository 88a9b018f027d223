import { describe, expect, it } from 'vitest';
import type { OrderTracking } from '@oko/shared/schemas/order';
import { timelineSteps } from './order-timeline';

const placed = '2026-01-05T14:07:00.000Z';

const track = (status: OrderTracking['status'], history: OrderTracking['history']): OrderTracking => ({
  order_id: 1,
  status,
  payment_method: 'bank_transfer',
  payment_status: 'awaiting_payment',
  pickup: false,
  refunds: [],
  discount: null,
  pay_ahead: null,
  created_at: placed,
  history,
  final_total: '5000.00',
  credit_used: '0.00',
  amount_paid: '0.00',
  amount_refunded: '0.00',
  amount_due: '5000.00',
  refund_due: '0.00',
});

describe('timelineSteps', () => {
  it('gives a new order every step, pending current with the time it was placed', () => {
    expect(timelineSteps(track('pending', [{ status: 'pending', at: placed }]))).toEqual([
      { status: 'pending', at: placed, state: 'current' },
      { status: 'confirmed', at: null, state: 'upcoming' },
      { status: 'processing', at: null, state: 'upcoming' },
      { status: 'out_for_delivery', at: null, state: 'upcoming' },
      { status: 'delivered', at: null, state: 'upcoming' },
    ]);
  });

  it('marks the steps before the current one done, a step passed without a record with no time', () => {
    const steps = timelineSteps(
      track('out_for_delivery', [
        { status: 'pending', at: placed },
        { status: 'processing', at: '2026-01-06T08:00:00.000Z' },
        { status: 'out_for_delivery', at: '2026-01-06T12:00:00.000Z' },
      ]),
    );
    expect(steps.map(({ status, state, at }) => [status, state, at])).toEqual([
      ['pending', 'done', placed],
      ['confirmed', 'done', null],
      ['processing', 'done', '2026-01-06T08:00:00.000Z'],
      ['out_for_delivery', 'current', '2026-01-06T12:00:00.000Z'],
      ['delivered', 'upcoming', null],
    ]);
  });

  it('takes the pending time from the order when the history does not have it', () => {
    expect(timelineSteps(track('pending', []))[0]).toEqual({
      status: 'pending',
      at: placed,
      state: 'current',
    });
  });

  it('ends a cancelled order with "cancelled" after the steps it reached', () => {
    const cancelledAt = '2026-01-07T10:45:00.000Z';
    expect(
      timelineSteps(
        track('cancelled', [
          { status: 'pending', at: placed },
          { status: 'confirmed', at: '2026-01-05T15:00:00.000Z' },
          { status: 'cancelled', at: cancelledAt },
        ]),
      ),
    ).toEqual([
      { status: 'pending', at: placed, state: 'done' },
      { status: 'confirmed', at: '2026-01-05T15:00:00.000Z', state: 'done' },
      { status: 'cancelled', at: cancelledAt, state: 'current' },
    ]);
  });

  it('shows an order cancelled while pending as pending, then cancelled', () => {
    const steps = timelineSteps(
      track('cancelled', [
        { status: 'pending', at: placed },
        { status: 'cancelled', at: '2026-01-05T16:00:00.000Z' },
      ]),
    );
    expect(steps.map((step) => [step.status, step.state])).toEqual([
      ['pending', 'done'],
      ['cancelled', 'current'],
    ]);
  });
});
