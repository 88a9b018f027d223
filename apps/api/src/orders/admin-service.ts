// The back office's orders (issue 13, decision 017): every shopper's orders filtered and paged, one in full with
// its history and payment attempts, a status change (order-status.ts's changeOrderStatus, as everywhere), the
// CSV export and the pick list. A bank transfer marked received is the payments' (payments/mark-paid.ts).
import { LAGOS_OFFSET, addDays, formatWindow, lagosMidnight, lagosStamp } from '@oko/shared/lagos-time';
import { koboToNaira } from '@oko/shared/money';
import { nextStatuses } from '@oko/shared/order-status';
import {
  type AdminOrderDetail,
  type AdminOrderListQuery,
  type AdminOrderSummary,
  type PickList,
  type Rider,
  type adminOrderFilterSchema,
} from '@oko/shared/schemas/admin-orders';
import type { Page } from '@oko/shared/schemas/api';
import { ORDER_MESSAGES, type OrderStatus, paymentStatusLabel } from '@oko/shared/schemas/order';
import { localPhone } from '@oko/shared/schemas/phone';
import type { z } from 'zod';
import type { Database } from '../db/client';
import type { OrderFigures } from '../ledger/account';
import { creditBalanceKobo } from '../credit/queries';
import { fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { type OrderLineRow, listLinesOfOrders, listStatusHistoryOf } from './queries';
import { changeOrderStatus } from './order-status';
import {
  bankDetailsFor,
  orderMoney,
  orderWindow,
  paymentStatusOf,
  toOrderDetail,
  toOrderLine,
  toSummary,
} from './service';
import { packingNote } from '@oko/shared/packing';
import { listAttemptsOf } from '../payments/queries';
import { listRefundsOf, toAdminRefund } from '../payments/refunds';
import { keptAccountsOf } from '../payments/bank-accounts';
import { pageMeta, pageOffset } from '../paging';
import type { Actor } from '../audit/queries';
import {
  type AdminOrderRow,
  findOrderWithCustomer,
  listAllOrders,
  listOrdersForExport,
  pickLines,
} from './admin-queries';

/** The shop's days are Lagos days (UTC+1, no daylight saving): a day's orders are placed before the next's midnight. */
const nextDay = (day: string) => lagosMidnight(addDays(day, 1));

export function toAdminSummary(row: AdminOrderRow): AdminOrderSummary {
  return {
    ...toSummary(row),
    customer: row.customer,
    delivery_channel_name: row.deliveryChannelName,
    delivery_window: orderWindow(row),
  };
}

type OrderFilterQuery = z.output<typeof adminOrderFilterSchema>;

function orderFilterOf(query: OrderFilterQuery) {
  if (query.from && query.to && query.from > query.to) {
    throw fieldError(422, 'to', 'The end date may not be before the start date.');
  }
  return {
    status: query.status,
    paymentMethod: query.payment_method,
    paymentStatus: query.payment_status,
    since: query.from ? lagosMidnight(query.from) : undefined,
    before: query.to ? nextDay(query.to) : undefined,
    search: query.q || undefined,
    windowId: query.delivery_window_id,
  };
}

export async function listOrders(db: Database, query: AdminOrderListQuery): Promise<Page<AdminOrderSummary>> {
  const { rows, total } = await listAllOrders(db, orderFilterOf(query), query.per_page, pageOffset(query));
  return { data: rows.map(toAdminSummary), meta: pageMeta(total, query) };
}

/** Most orders one export holds: a busy farm shop's months, not a database dump. */
export const EXPORT_LIMIT = 10_000;
/** Most orders one pick list packs. */
const PICK_LIST_LIMIT = 200;

/** A CSV cell: quoted when needed; a leading = + - @ is defused so a spreadsheet never runs it as a formula. */
function csvCell(value: string | number): string {
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** The CSV's figures of the account, in its columns' order: the five of issue 38, then the shop credit held. */
const csvMoney = (figures: OrderFigures) => {
  const money = orderMoney(figures);
  return [
    money.final_total,
    money.amount_paid,
    money.amount_refunded,
    money.amount_due,
    money.refund_due,
    money.credit_used,
  ];
};

export const CSV_COLUMNS = [
  'order',
  `placed_at (${LAGOS_OFFSET})`,
  'status',
  'payment_method',
  'payment_status',
  'first_name',
  'last_name',
  'email',
  'phone',
  'delivery_channel',
  'delivery_window',
  'state',
  'area',
  'city',
  'items',
  'subtotal',
  'discount_code',
  'discount',
  'pay_ahead',
  'delivery_fee',
  'total',
  'final_total',
  'amount_paid',
  'amount_refunded',
  'amount_due',
  'refund_due',
  // The shop credit the order holds (issue 39, decision 050), beside the money figures.
  'credit_used',
  'packing',
] as const;

/** Orders read at a time for the CSV: its memory is one page's, however many orders it holds. */
export const EXPORT_PAGE_SIZE = 500;

/** One order as a line of the CSV, without its line break. */
function csvLine(row: AdminOrderRow, lines: OrderLineRow[]): string {
  // Ordered against sent (issue 27): each line packing changed, "Ugu (1 bunch) × 2: Not available: left out".
  const packing = lines
    .map(toOrderLine)
    .flatMap((line) =>
      line.weighed_kg !== null || line.outcome !== null
        ? [`${line.product_name} (${line.unit_label}) × ${line.quantity}: ${packingNote(line)}`]
        : [],
    )
    .join('; ');
  return [
    row.id,
    // Lagos time to the minute, "2026-11-28 06:56" (the offset is in the column's name).
    lagosStamp(row.createdAt),
    row.status,
    row.paymentMethod,
    paymentStatusLabel(row.paymentMethod, paymentStatusOf(row)),
    row.customer.name,
    row.customer.last_name,
    row.customer.email,
    row.phone ? localPhone(row.phone) : '',
    row.deliveryChannelName,
    row.deliveryWindowStartsAt && row.deliveryWindowEndsAt
      ? formatWindow({
          starts_at: row.deliveryWindowStartsAt.toISOString(),
          ends_at: row.deliveryWindowEndsAt.toISOString(),
        })
      : '',
    row.deliveryAddress.state,
    row.deliveryAddress.area ?? '',
    row.deliveryAddress.city,
    row.itemsCount,
    koboToNaira(row.subtotalKobo),
    row.discountCode ?? '',
    koboToNaira(row.discountKobo),
    koboToNaira(row.payAheadKobo),
    koboToNaira(row.deliveryFeeKobo),
    koboToNaira(row.totalKobo),
    ...csvMoney(row.figures),
    packing,
  ]
    .map(csvCell)
    .join(',');
}

/** A page of orders as CSV text: each line ended by CRLF. */
async function csvPage(db: Database, rows: AdminOrderRow[]): Promise<string> {
  const linesOf = byOrder(
    await listLinesOfOrders(
      db,
      rows.map((row) => row.id),
    ),
  );
  return rows.map((row) => `${csvLine(row, linesOf(row.id))}\r\n`).join('');
}

/**
 * The filtered orders (newest first, at most EXPORT_LIMIT) as CSV, money in naira with 2 decimals, in pieces: a
 * page of `pageSize` orders is read (by the index on created_at and id), written, and the next read after it, so
 * the export's memory is one page's. The filter is checked and the first page read before this answers, so a
 * refused filter is a 422 and a database that fails at once an error, not a cut-off file.
 */
export async function exportOrdersCsv(
  db: Database,
  query: OrderFilterQuery,
  pageSize = EXPORT_PAGE_SIZE,
): Promise<AsyncIterable<string>> {
  const filter = orderFilterOf(query);
  const first = await listOrdersForExport(db, filter, Math.min(pageSize, EXPORT_LIMIT));
  async function* pieces() {
    yield `${CSV_COLUMNS.join(',')}\r\n`;
    let rows = first;
    let written = 0;
    while (rows.length > 0) {
      yield await csvPage(db, rows);
      written += rows.length;
      const left = EXPORT_LIMIT - written;
      if (rows.length < pageSize || left <= 0) return;
      rows = await listOrdersForExport(db, filter, Math.min(pageSize, left), rows.at(-1)!.id);
    }
  }
  return pieces();
}

/** The orders to pack (the filter's; confirmed ones by default), each in full, and every unit's total. */
export async function pickList(db: Database, query: OrderFilterQuery): Promise<PickList> {
  const rows = await listOrdersForExport(
    db,
    orderFilterOf({ ...query, status: query.status ?? 'confirmed' }),
    PICK_LIST_LIMIT,
  );
  // Oldest first: the order they came in is the order they are packed in.
  const oldestFirst = [...rows].reverse();
  const details = await adminDetails(db, oldestFirst);
  const ids = oldestFirst.map((row) => row.id);
  const lines = await pickLines(db, ids);
  return {
    orders: details,
    lines: lines.map((line) => ({
      product_unit_id: line.productUnitId,
      product_name: line.productName,
      unit_label: line.unitLabel,
      quantity: line.quantity,
      orders_count: line.ordersCount,
    })),
  };
}

export async function getOrder(db: Database, orderId: number): Promise<AdminOrderDetail> {
  const row = found(
    isDbId(orderId) ? await findOrderWithCustomer(db, orderId) : undefined,
    ORDER_MESSAGES.notFound,
  );
  const [detail] = await adminDetails(db, [row]);
  if (!detail) throw new Error(`order ${orderId} has no detail`);
  return { ...detail, customer_credit: koboToNaira(await creditBalanceKobo(db, row.userId)) };
}

/** Rows of the given orders, grouped by order. */
function byOrder<T extends { orderId: number }>(rows: T[]): (orderId: number) => T[] {
  const grouped = new Map<number, T[]>();
  for (const row of rows) {
    const group = grouped.get(row.orderId);
    if (group) group.push(row);
    else grouped.set(row.orderId, [row]);
  }
  return (orderId) => grouped.get(orderId) ?? [];
}

/** The orders in full, in the rows' order: lines, history, payment attempts and refunds read once for them all. */
async function adminDetails(db: Database, rows: AdminOrderRow[]): Promise<AdminOrderDetail[]> {
  const ids = rows.map((row) => row.id);
  const [lines, history, attempts, refunds, bankDetails] = await Promise.all([
    listLinesOfOrders(db, ids).then(byOrder),
    listStatusHistoryOf(db, ids).then(byOrder),
    listAttemptsOf(db, ids).then(byOrder),
    listRefundsOf(db, ids).then(byOrder),
    rows.some((row) => row.paymentMethod === 'bank_transfer') ? bankDetailsFor(db, 'bank_transfer') : null,
  ]);
  // The shoppers' kept bank accounts, for refunds still to be sent there (issue 39).
  const keptAccounts = await keptAccountsOf(
    db,
    rows
      .filter((row) => refunds(row.id).some((refund) => refund.way === 'bank_account'))
      .map((row) => row.userId),
  );
  return rows.map((row) => {
    const detail = toOrderDetail(row, lines(row.id), bankDetails, refunds(row.id));
    return {
      ...detail,
      customer: row.customer,
      history: history(row.id).map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
      payment_attempts: attempts(row.id).map((attempt) => ({
        reference: attempt.reference,
        amount: koboToNaira(attempt.amountKobo),
        status: attempt.status,
        gateway_response: attempt.gatewayResponse,
        paid_amount: attempt.paidAmountKobo === null ? null : koboToNaira(attempt.paidAmountKobo),
        paid_currency: attempt.paidCurrency,
        test_mode: attempt.testMode,
        created_at: attempt.createdAt.toISOString(),
        settled_at: attempt.settledAt?.toISOString() ?? null,
      })),
      refunds: refunds(row.id).map((refund, _, ofOrder) =>
        toAdminRefund(refund, { ofOrder, keptAccount: keptAccounts.get(row.userId) ?? null }),
      ),
      next_statuses: nextStatuses(row.status, detail),
      rider:
        row.riderName === null && row.riderPhone === null
          ? null
          : { name: row.riderName, phone: row.riderPhone },
    };
  });
}

export async function setOrderStatus(
  db: Database,
  actor: Actor,
  orderId: number,
  status: OrderStatus,
  /** Who takes the order out, with `out_for_delivery` (issue 41); none given leaves the order's as it was. */
  rider?: Rider,
): Promise<AdminOrderDetail> {
  const given = rider && (rider.name !== null || rider.phone !== null) ? rider : undefined;
  await changeOrderStatus(db, orderId, status, { by: { userId: actor.userId }, rider: given });
  return getOrder(db, orderId);
}
