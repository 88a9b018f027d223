import { and, asc, count, desc, eq, gte, inArray, sql } from 'drizzle-orm';
import type { OrderStatus } from '@oko/shared/schemas/order';
import type { Database } from '../db/client';
import {
  type AddressSnapshot,
  addresses,
  cartItems,
  carts,
  countries,
  deliveryChannels,
  orderLines,
  orderStatusHistory,
  orders,
  productUnits,
  products,
  settings,
  states,
  units,
} from '../db/schema';

// ── Placing an order ────────────────────────────────────────────────────────────────────────────────────────

/** The shopper's own address as the order keeps it (names, not ids); undefined for anyone else's. */
export async function findAddressSnapshot(
  db: Database,
  userId: number,
  addressId: number,
): Promise<AddressSnapshot | undefined> {
  const [row] = await db
    .select({
      country: countries.name,
      state: states.name,
      street_no: addresses.streetNo,
      nearest_landmark: addresses.nearestLandmark,
      address: addresses.address,
      city: addresses.city,
      zip_code: addresses.zipCode,
    })
    .from(addresses)
    .innerJoin(countries, eq(countries.id, addresses.countryId))
    .innerJoin(states, eq(states.id, addresses.stateId))
    .where(and(eq(addresses.id, addressId), eq(addresses.userId, userId)));
  return row;
}

export async function findDeliveryChannel(db: Database, channelId: number) {
  const [row] = await db
    .select({ id: deliveryChannels.id, name: deliveryChannels.name, feeKobo: deliveryChannels.feeKobo })
    .from(deliveryChannels)
    .where(and(eq(deliveryChannels.id, channelId), eq(deliveryChannels.active, true)));
  return row;
}

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
    idempotencyKey: string | null;
    requestFingerprint: string | null;
  },
): Promise<number | undefined> {
  const [row] = await db
    .insert(orders)
    .values({
      ...values,
      // Cards wait for the provider; other methods have nothing to collect online.
      paymentStatus: values.paymentMethod === 'cards' ? 'awaiting_payment' : 'not_required',
      subtotalKobo: 0,
      deliveryFeeKobo: 0,
      totalKobo: 0,
    })
    .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
    .returning({ id: orders.id });
  return row?.id;
}

/**
 * Takes `quantity` of a unit when that many are left, in one conditional UPDATE: under concurrent orders the
 * row lock makes the second wait and re-check `available_quantity >= quantity` on the committed row, so stock
 * can never go below zero. Answers the unit's price and names at the moment of sale, or undefined (not enough).
 */
export async function takeStock(db: Database, productUnitId: number, quantity: number) {
  const [row] = await db
    .update(productUnits)
    .set({ availableQuantity: sql`${productUnits.availableQuantity} - ${quantity}` })
    .where(and(eq(productUnits.id, productUnitId), gte(productUnits.availableQuantity, quantity)))
    .returning({
      productId: productUnits.productId,
      priceKobo: productUnits.priceKobo,
      unitNumber: productUnits.unitNumber,
    });
  return row;
}

/** What is left of a unit, with its product's and unit's names (for messages and order lines). */
export async function findUnitDetails(db: Database, productUnitIds: number[]) {
  if (productUnitIds.length === 0) return new Map<number, UnitDetails>();
  const rows = await db
    .select({
      id: productUnits.id,
      productName: products.name,
      unitSymbol: units.symbol,
      availableQuantity: productUnits.availableQuantity,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .innerJoin(units, eq(units.id, productUnits.unitId))
    .where(inArray(productUnits.id, productUnitIds));
  return new Map(rows.map((row) => [row.id, row]));
}
export type UnitDetails = { id: number; productName: string; unitSymbol: string; availableQuantity: number };

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
  totals: { subtotalKobo: number; deliveryFeeKobo: number; totalKobo: number },
): Promise<void> {
  await db.update(orders).set(totals).where(eq(orders.id, orderId));
}

export async function insertStatusHistory(db: Database, orderId: number, status: OrderStatus): Promise<void> {
  await db.insert(orderStatusHistory).values({ orderId, status });
}

/** Removes the ordered units from the shopper's cart (the whole row of each). */
export async function removeCartRows(db: Database, userId: number, productUnitIds: number[]): Promise<void> {
  if (productUnitIds.length === 0) return;
  await db
    .delete(cartItems)
    .where(
      and(
        inArray(cartItems.productUnitId, productUnitIds),
        inArray(cartItems.cartId, db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId))),
      ),
    );
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

const orderColumns = {
  id: orders.id,
  userId: orders.userId,
  status: orders.status,
  paymentMethod: orders.paymentMethod,
  paymentStatus: orders.paymentStatus,
  subtotalKobo: orders.subtotalKobo,
  deliveryFeeKobo: orders.deliveryFeeKobo,
  totalKobo: orders.totalKobo,
  itemsCount,
  createdAt: orders.createdAt,
  updatedAt: orders.updatedAt,
  deliveryChannelId: orders.deliveryChannelId,
  deliveryChannelName: orders.deliveryChannelName,
  deliveryAddress: orders.deliveryAddress,
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

export async function listOrderLines(db: Database, orderId: number) {
  return db.select().from(orderLines).where(eq(orderLines.orderId, orderId)).orderBy(asc(orderLines.id));
}

export async function listStatusHistory(db: Database, orderId: number) {
  return db
    .select({ status: orderStatusHistory.status, at: orderStatusHistory.at })
    .from(orderStatusHistory)
    .where(eq(orderStatusHistory.orderId, orderId))
    .orderBy(asc(orderStatusHistory.at), asc(orderStatusHistory.id));
}

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

/** The shop's bank account (the settings row `bank_details`), shown with a bank-transfer order. */
export async function findBankDetails(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'bank_details'));
  return row?.value;
}

// ── Changing an order's status ──────────────────────────────────────────────────────────────────────────────

/** The order's status, its row locked until the transaction ends, so two changes of one order queue up. */
export async function lockOrderStatus(db: Database, orderId: number): Promise<OrderStatus | undefined> {
  const [row] = await db
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    .for('update');
  return row?.status;
}

export async function updateOrderStatus(
  db: Database,
  orderId: number,
  status: OrderStatus,
  options: { clearIdempotencyKey?: boolean } = {},
): Promise<void> {
  await db
    .update(orders)
    .set({
      status,
      updatedAt: sql`now()`,
      ...(options.clearIdempotencyKey ? { idempotencyKey: null } : {}),
    })
    .where(eq(orders.id, orderId));
}

export async function setPaymentStatus(
  db: Database,
  orderId: number,
  paymentStatus: (typeof orders.$inferInsert)['paymentStatus'] & string,
): Promise<void> {
  await db
    .update(orders)
    .set({ paymentStatus, updatedAt: sql`now()` })
    .where(eq(orders.id, orderId));
}

/** Puts a line's quantity back on its unit (a cancelled order). */
export async function returnStock(db: Database, productUnitId: number, quantity: number): Promise<void> {
  await db
    .update(productUnits)
    .set({ availableQuantity: sql`${productUnits.availableQuantity} + ${quantity}` })
    .where(eq(productUnits.id, productUnitId));
}
