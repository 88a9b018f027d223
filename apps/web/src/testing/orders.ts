import type { OrderDetail, OrderMoney } from '@oko/shared/schemas/order';
import type { StandingOrder } from '@oko/shared/schemas/standing-order';

// A shopper's order in the API's shape, for the answers the demo shop cannot give (its orders start empty) and as
// the base of the back office's order fixtures (testing/admin-api.ts).

/** A local time as the API sends it (ISO 8601), so the expected texts hold in any time zone. */
export const at = (day: number, hour: number, minute: number) =>
  new Date(2026, 0, day, hour, minute).toISOString();

/** Order `id` of ₦15,750.00 by bank transfer to Ibadan: 2 × White Yam and 1 × Ofada Rice. */
export function orderDetailFixture(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  const order: Omit<OrderDetail, keyof OrderMoney> & Partial<OrderMoney> & { final_total: string } = {
    id,
    status: 'pending',
    payment_method: 'bank_transfer',
    payment_status: 'awaiting_payment',
    subtotal: '14250.00',
    discount: null,
    pay_ahead: null,
    delivery_fee: '1500.00',
    total: '15750.00',
    final_total: '15750.00',
    items_count: 3,
    created_at: at(5, 15, 7),
    updated_at: at(5, 15, 7),
    delivery_channel: { id: 2, name: 'Express (Lagos)' },
    delivery_window: null,
    pickup_point: null,
    delivery_address: {
      country: 'Nigeria',
      state: 'Oyo',
      street_no: '14',
      nearest_landmark: 'Bodija Market',
      address: 'Awolowo Avenue',
      city: 'Ibadan',
      zip_code: '200221',
    },
    phone: '+2348031234567',
    items: [
      {
        id: 1,
        product_id: 7,
        product_unit_id: 11,
        product_name: 'White Yam',
        unit_label: '1 tuber',
        unit_price: '2125.00',
        quantity: 2,
        line_total: '4250.00',
        ...asOrdered('4250.00'),
      },
      {
        id: 2,
        product_id: 9,
        product_unit_id: 21,
        product_name: 'Ofada Rice',
        unit_label: '25 kg',
        unit_price: '10000.00',
        quantity: 1,
        line_total: '10000.00',
        ...asOrdered('10000.00'),
      },
    ],
    bank_details: { bank_name: 'Zenith Bank', account_name: 'Oko Farm Ltd', account_number: '1012345678' },
    refunds: [],
    packed_deal: null,
    ...overrides,
  };
  return { ...moneyFixture(order), ...order };
}

/**
 * The order's account (decision 044) as its status says, unless a test gives the figures: paid (or refunded), the
 * final total came in; otherwise it is all due. A cancelled order comes to nothing.
 */
export function moneyFixture(
  order: Pick<OrderDetail, 'status' | 'payment_status' | 'final_total'> & Partial<OrderMoney>,
): OrderMoney {
  const cancelled = order.status === 'cancelled';
  const paid = order.payment_status === 'paid' || order.payment_status === 'refunded';
  const finalTotal = cancelled ? '0.00' : order.final_total;
  const paidAmount = paid ? order.final_total : '0.00';
  return {
    final_total: finalTotal,
    credit_used: '0.00',
    amount_paid: paidAmount,
    amount_refunded: order.payment_status === 'refunded' ? paidAmount : '0.00',
    amount_due: paid || cancelled ? '0.00' : order.final_total,
    refund_due: cancelled && order.payment_status === 'paid' ? paidAmount : '0.00',
  };
}

/** An order line's packing fields when it was sent as ordered (issue 27). */
export const asOrdered = (lineTotal: string) => ({
  weight: null,
  weighed_kg: null,
  if_unavailable: 'refund' as const,
  outcome: null,
  substitute: null,
  final_total: lineTotal,
});

/**
 * Weekly order 7 (issue 40): Saturdays at 9:00 by the "Saturday van" to address 4, 2 × Tomatoes (1 kg) refunded
 * when missing, paid by a kept card; no runs unless the test gives them. The shopper's and the back office's alike.
 */
export function standingOrderFixture(overrides: Partial<StandingOrder> = {}): StandingOrder {
  return {
    id: 7,
    status: 'active',
    delivery_channel_id: 2,
    delivery_channel_name: 'Saturday van',
    address_id: 4,
    pickup_point_id: null,
    weekday: 6,
    every_weeks: 1,
    window_start: '09:00',
    payment_method: 'cards',
    card_kept: true,
    paused_until: null,
    lines: [
      {
        product_unit_id: 3,
        product_name: 'Tomatoes',
        unit_label: '1 kg',
        quantity: 2,
        if_unavailable: 'refund',
      },
    ],
    next_runs: [],
    created_at: '2099-12-01T10:00:00+01:00',
    ...overrides,
  };
}
