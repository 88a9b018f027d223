// The back office's SQL for orders (Drizzle): every shopper's orders with filters (the list, the CSV export, the
// pick list) and the dashboard's counts. Order rows read and written by the shop itself stay in
// orders/queries.ts.
import { type SQL, and, asc, count, desc, eq, gte, ilike, inArray, lt, or, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { likeEscaped } from '../db/like';
import { orderLines, orders, users } from '../db/schema';
import { orderColumns } from './queries';

export interface OrderFilter {
  status?: (typeof orders.$inferSelect)['status'];
  paymentMethod?: (typeof orders.$inferSelect)['paymentMethod'];
  paymentStatus?: (typeof orders.$inferSelect)['paymentStatus'];
  /** Placed at or after. */
  since?: Date;
  /** Placed before. */
  before?: Date;
  /** An order number, or part of the shopper's e-mail or name. */
  search?: string;
  /** The orders of one delivery window. */
  windowId?: number;
}

function orderConditions(filter: OrderFilter): SQL | undefined {
  const conditions: (SQL | undefined)[] = [
    filter.status ? eq(orders.status, filter.status) : undefined,
    filter.paymentMethod ? eq(orders.paymentMethod, filter.paymentMethod) : undefined,
    filter.paymentStatus ? eq(orders.paymentStatus, filter.paymentStatus) : undefined,
    filter.since ? gte(orders.createdAt, filter.since) : undefined,
    filter.before ? lt(orders.createdAt, filter.before) : undefined,
    filter.windowId ? eq(orders.deliveryWindowId, filter.windowId) : undefined,
  ];
  if (filter.search) {
    const number = /^#?(\d{1,9})$/.exec(filter.search)?.[1];
    const pattern = `%${likeEscaped(filter.search)}%`;
    conditions.push(
      or(
        number === undefined ? undefined : eq(orders.id, Number(number)),
        ilike(users.email, pattern),
        ilike(sql`${users.name} || ' ' || ${users.lastName}`, pattern),
      ),
    );
  }
  return and(...conditions);
}

/** The shop's order columns, and the shopper who placed it. */
const adminOrderColumns = {
  ...orderColumns,
  customer: { id: users.id, name: users.name, last_name: users.lastName, email: users.email },
};

/** A page of every shopper's orders matching the filter, newest first, and how many match. */
export async function listAllOrders(db: Database, filter: OrderFilter, limit: number, offset: number) {
  const where = orderConditions(filter);
  // Every order has its shopper (a foreign key, not null): only a search by name or e-mail needs the join to count.
  const counted = db.select({ total: count() }).from(orders);
  const [rows, [total]] = await Promise.all([
    db
      .select(adminOrderColumns)
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(where)
      .orderBy(desc(orders.createdAt), desc(orders.id))
      .limit(limit)
      .offset(offset),
    filter.search ? counted.innerJoin(users, eq(users.id, orders.userId)).where(where) : counted.where(where),
  ]);
  return { rows, total: total?.total ?? 0 };
}
export type AdminOrderRow = Awaited<ReturnType<typeof listAllOrders>>['rows'][number];

export async function findOrderWithCustomer(db: Database, orderId: number) {
  const [row] = await db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  return row;
}

/**
 * Orders matching the filter, newest first, at most `limit` (the CSV export, the pick list); with `after`, those
 * that come after that order in this order: the next page, read by the index on (created_at, id), not by an offset.
 */
export async function listOrdersForExport(db: Database, filter: OrderFilter, limit: number, after?: number) {
  // The cursor is the order's own row: its created_at is to the microsecond, a JavaScript Date to the millisecond.
  const afterCursor =
    after === undefined
      ? undefined
      : sql`(${orders.createdAt}, ${orders.id}) < (select o.created_at, o.id from orders o where o.id = ${after})`;
  return db
    .select(adminOrderColumns)
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(and(orderConditions(filter), afterCursor))
    .orderBy(desc(orders.createdAt), desc(orders.id))
    .limit(limit);
}

/** The orders' lines summed per unit: what to gather from the store. */
export async function pickLines(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({
      productUnitId: orderLines.productUnitId,
      productName: orderLines.productName,
      unitLabel: orderLines.unitLabel,
      quantity: sql<number>`sum(${orderLines.quantity})`.mapWith(Number),
      ordersCount: sql<number>`count(distinct ${orderLines.orderId})`.mapWith(Number),
    })
    .from(orderLines)
    .where(inArray(orderLines.orderId, orderIds))
    .groupBy(orderLines.productUnitId, orderLines.productName, orderLines.unitLabel)
    .orderBy(asc(orderLines.productName), asc(orderLines.unitLabel));
}

// ── The dashboard ───────────────────────────────────────────────────────────────────────────────────────────

/** How many orders are in each status. */
export async function countOrdersByStatus(db: Database) {
  return db.select({ status: orders.status, total: count() }).from(orders).groupBy(orders.status);
}

/** A timestamp's Lagos day (WAT, UTC+01:00, no summer time) in SQL: "2026-11-28". */
const lagosDayOf = (column: SQL) =>
  sql<string>`to_char((${column} at time zone 'UTC') + interval '1 hour', 'YYYY-MM-DD')`;

/** Orders not cancelled whose delivery window starts in [from, to), by its Lagos day. */
export async function deliveriesByDay(
  db: Database,
  from: Date,
  to: Date,
): Promise<{ day: string; orders: number }[]> {
  const day = lagosDayOf(sql`${orders.deliveryWindowStartsAt}`);
  return db
    .select({ day, orders: count() })
    .from(orders)
    .where(
      and(
        gte(orders.deliveryWindowStartsAt, from),
        lt(orders.deliveryWindowStartsAt, to),
        sql`${orders.status} <> 'cancelled'`,
      ),
    )
    .groupBy(day);
}

/**
 * The products sold in orders placed since `since` (cancelled ones left out): units ordered and what their lines
 * came to after packing, the `limit` best by `by`.
 */
export async function bestSellersSince(db: Database, since: Date, by: 'quantity' | 'takings', limit = 5) {
  const quantity = sql<number>`sum(${orderLines.quantity})`.mapWith(Number);
  const takings = sql<number>`sum(${orderLines.finalTotalKobo})`.mapWith(Number);
  return db
    .select({ productId: orderLines.productId, productName: orderLines.productName, quantity, takings })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .where(and(gte(orders.createdAt, since), sql`${orders.status} <> 'cancelled'`))
    .groupBy(orderLines.productId, orderLines.productName)
    .orderBy(
      desc(by === 'quantity' ? quantity : takings),
      desc(by === 'quantity' ? takings : quantity),
      asc(orderLines.productName),
    )
    .limit(limit);
}
