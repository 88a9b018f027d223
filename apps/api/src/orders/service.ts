// Reading orders: a shopper's own, in a page or one in full, its tracking, and the shapes the API answers an
// order, its lines and its refunds in (the back office's admin-service.ts adds who ordered and the history).
// Placing an order is place-order.ts; moving one, order-status.ts.
import type { PaymentMethod } from '@oko/shared/constants';
import { koboToNaira } from '@oko/shared/money';
import type { PageQuery, Page } from '@oko/shared/schemas/api';
import {
  ORDER_MESSAGES,
  type OrderDetail,
  type OrderLine,
  type OrderMoney,
  type PaymentStatus,
  type OrderSummary,
  type OrderTracking,
  bankDetailsSchema,
} from '@oko/shared/schemas/order';
import type { OrderWindow } from '@oko/shared/schemas/delivery';
import { lagosIso } from '@oko/shared/lagos-time';
import { gramsToKg } from '@oko/shared/weight';
import type { Database } from '../db/client';
import { unitWeight } from '../catalog/service';
import { NotFoundError } from '../errors';
import type { OrderFigures } from '../ledger/account';
import { findBankDetails } from '../settings/queries';
import { isDbId } from '../ids';
import { pageMeta, pageOffset } from '../paging';
import { type RefundRow, listRefundsOf, toOrderRefund } from '../payments/refunds';
import { transferPaymentOf } from '../payments/service';
import {
  type OrderLineRow,
  type OrderRow,
  countOrdersOfUser,
  findOrder,
  listOrderLines,
  listOrdersOfUser,
  listStatusHistory,
} from './queries';

/** The five figures of the order's account (decision 044), in naira: the same in every answer. */
export const orderMoney = (figures: OrderFigures): OrderMoney => ({
  final_total: koboToNaira(figures.finalTotalKobo),
  credit_used: koboToNaira(figures.creditUsedKobo),
  amount_paid: koboToNaira(figures.amountPaidKobo),
  amount_refunded: koboToNaira(figures.amountRefundedKobo),
  amount_due: koboToNaira(figures.amountDueKobo),
  refund_due: koboToNaira(figures.refundDueKobo),
});

/**
 * Where the money stands follows from the account: money in and all of it back is `refunded`, money in is `paid`;
 * none in, the column says whether a card was declined (`failed`) or it waits (`awaiting_payment`).
 */
export function paymentStatusOf(row: Pick<OrderRow, 'paymentStatus' | 'figures'>): PaymentStatus {
  const { amountPaidKobo, amountRefundedKobo, creditUsedKobo, amountDueKobo } = row.figures;
  if (amountPaidKobo > 0) return amountRefundedKobo >= amountPaidKobo ? 'refunded' : 'paid';
  // Covered whole by shop credit (issue 39): nothing is owed, nothing came in.
  if (creditUsedKobo > 0 && amountDueKobo === 0) return 'paid';
  return row.paymentStatus === 'failed' ? 'failed' : 'awaiting_payment';
}

export function toSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: paymentStatusOf(row),
    subtotal: koboToNaira(row.subtotalKobo),
    discount: orderDiscount(row),
    pay_ahead: orderPayAhead(row),
    delivery_fee: koboToNaira(row.deliveryFeeKobo),
    total: koboToNaira(row.totalKobo),
    ...orderMoney(row.figures),
    items_count: row.itemsCount,
    created_at: row.createdAt.toISOString(),
  };
}

/** The window the order booked, in Lagos time, or null. */
export function orderWindow(
  row: Pick<OrderRow, 'deliveryWindowId' | 'deliveryWindowStartsAt' | 'deliveryWindowEndsAt'>,
): OrderWindow | null {
  if (!row.deliveryWindowStartsAt || !row.deliveryWindowEndsAt) return null;
  return {
    id: row.deliveryWindowId,
    starts_at: lagosIso(row.deliveryWindowStartsAt),
    ends_at: lagosIso(row.deliveryWindowEndsAt),
  };
}

/** The shopper's own order, or a 404 that says nothing about anyone else's. */
async function ownOrder(db: Database, userId: number, orderId: number): Promise<OrderRow> {
  const row = isDbId(orderId) ? await findOrder(db, orderId, userId) : undefined;
  if (!row) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return row;
}

export async function bankDetailsFor(db: Database, method: PaymentMethod) {
  if (method !== 'bank_transfer') return null;
  // A missing or malformed setting is the server's fault (500), not the shopper's.
  return bankDetailsSchema.parse(await findBankDetails(db));
}

export async function getOrder(db: Database, userId: number, orderId: number): Promise<OrderDetail> {
  return orderDetail(db, await ownOrder(db, userId, orderId));
}

/** The order as `GET /orders/{id}` shows it (the back office adds who ordered and the history). */
export async function orderDetail(db: Database, row: OrderRow): Promise<OrderDetail> {
  const detail = toOrderDetail(
    row,
    await listOrderLines(db, row.id),
    await bankDetailsFor(db, row.paymentMethod),
    await listRefundsOf(db, [row.id]),
  );
  // Pay with Transfer (issue 39): the account it waits on, while it waits.
  if (row.paymentMethod !== 'transfer') return detail;
  return { ...detail, payment: await transferPaymentOf(db, row) };
}

/**
 * `orderDetail` from what was read already: the row, its lines, the shop's bank details for a transfer, and the
 * order's refunds (payments').
 */
export function toOrderDetail(
  row: OrderRow,
  lines: OrderLineRow[],
  bankDetails: OrderDetail['bank_details'],
  refunds: RefundRow[],
): OrderDetail {
  return {
    ...toSummary(row),
    updated_at: row.updatedAt.toISOString(),
    delivery_channel: { id: row.deliveryChannelId, name: row.deliveryChannelName },
    delivery_window: orderWindow(row),
    delivery_address: row.deliveryAddress,
    pickup_point: row.pickupPoint,
    phone: row.phone,
    items: lines.map(toOrderLine),
    bank_details: row.paymentMethod === 'bank_transfer' ? bankDetails : null,
    refunds: refunds.map(toOrderRefund),
    packed_deal: packedDeal(row),
  };
}

/** The deal as packing re-priced it (decision 051), or null while it is as placed. */
export function packedDeal(row: OrderRow): OrderDetail['packed_deal'] {
  const discountKobo = row.packedDiscountKobo ?? row.discountKobo;
  const payAheadKobo = row.packedPayAheadKobo ?? row.payAheadKobo;
  if (discountKobo === row.discountKobo && payAheadKobo === row.payAheadKobo && !row.discountDropped) {
    return null;
  }
  return {
    discount: orderDiscount({ discountCode: row.discountCode, discountKobo }),
    pay_ahead: orderPayAhead({ payAheadPercent: row.payAheadPercent, payAheadKobo }),
    dropped: row.discountDropped,
  };
}

/** An order line as the API answers it: what was ordered, and what packing made of it (issue 27). */
export function toOrderLine(line: OrderLineRow): OrderLine {
  return {
    id: line.id,
    product_id: line.productId,
    product_unit_id: line.productUnitId,
    product_name: line.productName,
    unit_label: line.unitLabel,
    unit_price: koboToNaira(line.unitPriceKobo),
    quantity: line.quantity,
    line_total: koboToNaira(line.lineTotalKobo),
    weight: unitWeight(line),
    weighed_kg: line.weighedGrams === null ? null : gramsToKg(line.weighedGrams),
    if_unavailable: line.ifUnavailable,
    outcome: line.outcome,
    substitute:
      line.outcome === 'substituted'
        ? {
            product_unit_id: line.substituteProductUnitId,
            product_name: line.substituteName ?? '',
            unit_label: line.substituteUnitLabel ?? '',
            quantity: line.substituteQuantity ?? 0,
          }
        : null,
    final_total: koboToNaira(line.finalTotalKobo),
  };
}

export async function listOrders(
  db: Database,
  userId: number,
  query: PageQuery,
): Promise<Page<OrderSummary>> {
  const [rows, total] = await Promise.all([
    listOrdersOfUser(db, userId, query.per_page, pageOffset(query)),
    countOrdersOfUser(db, userId),
  ]);
  return { data: rows.map(toSummary), meta: pageMeta(total, query) };
}

/** The discount code an order was placed with and its naira off (issue 28), or null. */
const orderDiscount = (row: Pick<OrderRow, 'discountCode' | 'discountKobo'>) =>
  row.discountCode === null ? null : { code: row.discountCode, amount: koboToNaira(row.discountKobo) };

/** The paying-ahead percent an order was placed with and its naira off (issue 28), or null. */
const orderPayAhead = (row: Pick<OrderRow, 'payAheadPercent' | 'payAheadKobo'>) =>
  row.payAheadPercent === null
    ? null
    : { percent: row.payAheadPercent, amount: koboToNaira(row.payAheadKobo) };

/**
 * The order's status is its row's `status` column, the one source every reader asks (decision 022); the history
 * rows say when each status began, and the last of them is written in the same transaction as the column.
 */
export async function tracking(
  db: Database,
  row: Pick<
    OrderRow,
    | 'id'
    | 'status'
    | 'createdAt'
    | 'paymentMethod'
    | 'paymentStatus'
    | 'discountCode'
    | 'discountKobo'
    | 'payAheadPercent'
    | 'payAheadKobo'
    | 'pickupPoint'
    | 'figures'
  >,
): Promise<OrderTracking> {
  const history = await listStatusHistory(db, row.id);
  const refunds = await listRefundsOf(db, [row.id]);
  return {
    order_id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: paymentStatusOf(row),
    created_at: row.createdAt.toISOString(),
    pickup: row.pickupPoint !== null,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    refunds: refunds.map(toOrderRefund),
    discount: orderDiscount(row),
    pay_ahead: orderPayAhead(row),
    ...orderMoney(row.figures),
  };
}

export async function getTracking(db: Database, userId: number, orderId: number): Promise<OrderTracking> {
  return tracking(db, await ownOrder(db, userId, orderId));
}
