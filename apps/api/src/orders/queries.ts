// The orders' own tables. What an order reads and changes elsewhere (stock, cart rows, the address, the
// delivery channel, the bank details) is its domain's query, run in the order's transaction.
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Rider } from '@oko/shared/schemas/admin-orders';
import type { OrderStatus } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import { figuresColumn } from '../ledger/account';
import {
  type AddressSnapshot,
  type PickupPointSnapshot,
  orderLines,
  orderStatusHistory,
  orders,
} from '../db/schema';

// ── Placing an order ────────────────────────────────────────────────────────────────────────────────────────

/**
 * The order row, written first so that a second request with the same Idempotency-Key waits on the unique
 * index (orders_user_idempotency_key) until the first commits, and then inserts nothing: undefined means the
 * key is taken. Totals are 0 until the lines are priced (setOrderTotals, same transaction).
 */
export async function insertOrder(
  db: Database,
  values: {
    userId: number;
    paymentMethod: (typeof orders.$inferInsert)['paymentMethod'];
    deliveryAddress: AddressSnapshot;
    deliveryChannelId: number;
    deliveryChannelName: string;
    pickupPoint: PickupPointSnapshot | null;
    deliveryWindowId: number | null;
    deliveryWindowStartsAt: Date | null;
    deliveryWindowEndsAt: Date | null;
    phone: string | null;
    idempotencyKey: string | null;
    requestFingerprint: string | null;
    siteUrl: string | null;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      // Every method awaits its money: Paystack's report for cards, the shop's own mark for the others.
      paymentStatus: 'awaiting_payment',
      subtotalKobo: 0,
      deliveryFeeKobo: 0,
      totalKobo: 0,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return row?.id;
}

export async function insertOrderLines(
  db: Database,
  lines: (typeof orderLines.$inferInsert)[],
): Promise<void> {
  if (lines.length === 0) return;
  await db.insert(orderLines).values(lines);
}

export async function setOrderTotals(
  db: Database,
  orderId: number,
  totals: Pick<
    typeof orders.$inferInsert,
    | 'subtotalKobo'
    | 'discountCode'
    | 'discountKobo'
    | 'payAheadPercent'
    | 'payAheadKobo'
    | 'deliveryFeeKobo'
    | 'totalKobo'
    | 'finalTotalKobo'
  >,
): Promise<void> {
  await db.update(orders).set(totals).where(eq(orders.id, orderId));
}

export async function insertStatusHistory(db: Database, orderId: number, status: OrderStatus): Promise<void> {
  await db.insert(orderStatusHistory).values({ orderId, status });
}

/** The shopper's order placed with this key, and the fingerprint of the request that placed it. */
export async function findOrderByKey(
  db: Database,
  userId: number,
  idempotencyKey: string,
): Promise<{ id: number; requestFingerprint: string | null } | undefined> {
  const [row] = await db
    .select({ id: orders.id, requestFingerprint: orders.requestFingerprint })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, idempotencyKey)));
  return row;
}

// ── Reading orders ──────────────────────────────────────────────────────────────────────────────────────────

/** Units in the order (the sum of its lines' quantities). Written out: the outer "orders" must stay qualified. */
const itemsCount =
  sql<number>`(select coalesce(sum(l.quantity), 0) from order_lines l where l.order_id = "orders"."id")`.mapWith(
    Number,
  );

/** An order's own columns, as every reader of orders selects them. */
export const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  subtotalKobo: orders.subtotalKobo,
  discountCode: orders.discountCode,
  discountKobo: orders.discountKobo,
  payAheadPercent: orders.payAheadPercent,
  payAheadKobo: orders.payAheadKobo,
  packedDiscountKobo: orders.packedDiscountKobo,
  packedPayAheadKobo: orders.packedPayAheadKobo,
  discountDropped: orders.discountDropped,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  totalKobo: orders.totalKobo,
  finalTotalKobo: orders.finalTotalKobo,
  /** The order's money as its account says (decision 044), in the same query. */
  figures: figuresColumn,
  itemsCount,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  deliveryChannelId: orders.deliveryChannelId,
  deliveryChannelName: orders.deliveryChannelName,
  deliveryWindowId: orders.deliveryWindowId,
  deliveryWindowStartsAt: orders.deliveryWindowStartsAt,
  deliveryWindowEndsAt: orders.deliveryWindowEndsAt,
  deliveryAddress: orders.deliveryAddress,
  pickupPoint: orders.pickupPoint,
  phone: orders.phone,
  riderName: orders.riderName,
  riderPhone: orders.riderPhone,
  siteUrl: orders.siteUrl,
};

/** One order; with `userId`, only if it is that shopper's. */
export async function findOrder(db: Database, orderId: number, userId?: number) {
  const [row] = await db
    .select(orderColumns)
    .from(orders)
    .where(and(eq(orders.id, orderId), userId === undefined ? undefined : eq(orders.userId, userId)));
  return row;
}
export type OrderRow = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The lines of the orders, each order's in the order they were written; one query however many orders. */
export async function listLinesOfOrders(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .orderBy(asc(orderLines.orderId), asc(orderLines.id));
}

export const listOrderLines = (db: Database, orderId: number) => listLinesOfOrders(db, [orderId]);
export type OrderLineRow = Awaited<ReturnType<typeof listLinesOfOrders>>[number];

/** When each order took each of its statuses, oldest first; one query however many orders. */
export async function listStatusHistoryOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      orderId: orderStatusHistory.orderId,
      status: orderStatusHistory.status,
      at: orderStatusHistory.at,
    })
    .from(orderStatusHistory)
    .where(inArray(orderStatusHistory.orderId, orderIds))
    .orderBy(asc(orderStatusHistory.orderId), asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

export const listStatusHistory = (db: Database, orderId: number) => listStatusHistoryOf(db, [orderId]);

/** A page of the shopper's orders, newest first (index orders_user_created_idx). */
export async function listOrdersOfUser(db: Database, userId: number, limit: number, offset: number) {
  return db
    .select(orderColumns)
    .from(orders)
    .where(eq(orders.userId, userId))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countOrdersOfUser(db: Database, userId: number): Promise<number> {
  const [row] = await db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return row?.total ?? 0;
}

// ── Changing an order's status ──────────────────────────────────────────────────────────────────────────────

/** The order's status and payment, its row locked until the transaction ends, so two changes of one order queue up. */
export async function lockOrderStatus(db: Database, orderId: number) {
  const [row] = await db
    .select({
      status: orders.status,
      payment_method: orders.paymentMethod,
      payment_status: orders.paymentStatus,
    })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row;
}

/** The delivery window the order booked a place in, or null. */
export async function findOrderWindowId(db: Database, orderId: number): Promise<number | null> {
  const [row] = await db
    .select({ windowId: orders.deliveryWindowId })
    .from(orders)
    .where(eq(orders.id, orderId));
  return row?.windowId ?? null;
}

export async function updateOrderStatus(
  db: Database,
  orderId: number,
  status: OrderStatus,
  options: { clearIdempotencyKey?: boolean; rider?: Rider } = {},
): Promise<void> {
  await db
    .update(orders)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(options.clearIdempotencyKey ? { idempotencyKey: null } : {}),
      ...(options.rider ? { riderName: options.rider.name, riderPhone: options.rider.phone } : {}),
    })
    .where(eq(orders.id, orderId));
}
