// Orders (DESIGN.md "Orders", decision 006). The client sends ids and quantities; the server prices every line
// and the delivery fee from the database, takes the stock in one transaction (never below zero, whatever runs
// at the same time), copies names and prices into the order, records the first status and empties those rows
// of the cart. A replayed Idempotency-Key answers the first order. The owner moves an order along its states.
import { createHash } from 'node:crypto';
import { type OrderPayment, awaitsCardPayment, nextStatuses } from '@oko/shared/order-status';
import type { PaymentMethod } from '@oko/shared/constants';
import { koboToNaira } from '@oko/shared/money';
import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import type { PageQuery, Page } from '@oko/shared/schemas/api';
import {
  ORDER_MESSAGES,
  ORDER_STATUSES,
  type OrderDetail,
  type OrderLine,
  type OrderStatus,
  type OrderSummary,
  type OrderTracking,
  bankDetailsSchema,
  type placeOrderSchema,
} from '@oko/shared/schemas/order';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { unitLabel } from '@oko/shared/units';
import type { z } from 'zod';
import { findAddressSnapshot } from '../addresses/queries';
import { findPickupPointForOrder, firstPickupPointOf } from '../content/pickup-points';
import type { AddressSnapshot } from '../db/schema';
import type { PickupPoint } from '@oko/shared/schemas/content';
import { findUserById, setPhoneIfNone } from '../auth/queries';
import { removeCartRows } from '../cart/queries';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { type CheckedLine, type FieldErrors, checkLines } from '../catalog/lines';
import { findUnitDetails } from '../catalog/queries';
import { unitWeight } from '../catalog/service';
import { gramsToKg } from '@oko/shared/weight';
import { changeStock } from '../catalog/stock';
import {
  bookWindowPlace,
  channelsWithWindows,
  feeForState,
  findDeliveryChannel,
  findWindow,
  releaseWindowPlace,
} from '../delivery/queries';
import { DELIVERY_MESSAGES, type OrderWindow } from '@oko/shared/schemas/delivery';
import { lagosIso } from '@oko/shared/lagos-time';
import { giveBackCode, payAheadFor, redeemCode } from '../deals/service';
import { DomainError, NotFoundError } from '../errors';
import { findBankDetails, findFreeDeliveryThresholdKobo } from '../settings/queries';
import { MAX_ID, isDbId } from '../ids';
import { pageMeta, pageOffset } from '../paging';
import { queueOrderPlacedMails, queueStatusMail } from './order-mail';
import { queueCardPaymentExpiry } from '../payments/jobs';
import {
  ALL_THAT_IS_LEFT,
  type RefundRow,
  listRefundsOf,
  requestRefund,
  toOrderRefund,
} from '../payments/refunds';
import { settlePacking } from './packing';
import {
  type OrderLineRow,
  type OrderRow,
  countOrdersOfUser,
  findOrder,
  findOrderByKey,
  insertOrder,
  insertOrderLines,
  insertStatusHistory,
  listOrderLines,
  listOrdersOfUser,
  listStatusHistory,
  findOrderWindowId,
  lockOrderStatus,
  setOrderTotals,
  updateOrderStatus,
} from './queries';

type PlaceOrderFields = z.output<typeof placeOrderSchema>;

export interface PlaceOrderOptions {
  /** The Idempotency-Key header: a replay by the same shopper answers the first order. */
  idempotencyKey?: string;
  /** Minutes a card order waits for its payment; null when card payments are off (cards are then refused). */
  cardPaymentMinutes?: number | null;
  /** The shop's clock: a delivery window's cut-off is checked against it (tests move it). */
  now?: Date;
}

/** Why a window cannot take the order (unknown, another channel's, closed, past its cut-off), or undefined. */
function windowProblem(
  window: Awaited<ReturnType<typeof findWindow>>,
  channelId: number,
  now: Date,
): string | undefined {
  if (!window || window.channelId !== channelId) return DELIVERY_MESSAGES.windowInvalid;
  const times = { starts_at: lagosIso(window.startsAt), ends_at: lagosIso(window.endsAt) };
  if (window.closed) return DELIVERY_MESSAGES.windowClosed(times);
  if (window.cutoffAt <= now) return DELIVERY_MESSAGES.windowCutOff(times, lagosIso(window.cutoffAt));
  return undefined;
}

function throwIfAny(errors: FieldErrors, status = 422, message?: string): void {
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(status, message ?? first, errors);
}

/** A quantity below 1 is refused (the cart's rule is to remove such a row; an order has no row to remove). */
const quantityProblem = (quantity: number) => (quantity < 1 ? ORDER_MESSAGES.quantityTooSmall : undefined);

/** Sorted by the payload's order, so the first message is the first line's. */
function byPosition(errors: { line: CheckedLine; message: string }[]): FieldErrors {
  return Object.fromEntries(
    errors
      .sort((a, b) => a.line.index - b.line.index || a.line.position - b.line.position)
      .map(({ line, message }) => [
        `order_data.${line.index}.product_units.${line.position}.quantity`,
        [message],
      ]),
  );
}

/**
 * What the request asked for, as the schema parsed it (its keys in the schema's order): a replayed key must come
 * with the same request, or it names another order (issue 11; the IETF Idempotency-Key draft answers 422).
 */
function fingerprintOf(fields: PlaceOrderFields): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The first order placed with the key, or a 422 when that order was asked for by another request. */
async function replayedOrder(
  db: Database,
  userId: number,
  placed: { id: number; requestFingerprint: string | null },
  requestFingerprint: string,
): Promise<OrderDetail> {
  // Orders placed before fingerprints were kept have none: they answer a replay as they did.
  if (placed.requestFingerprint !== null && placed.requestFingerprint !== requestFingerprint) {
    const message = ORDER_MESSAGES.idempotencyKeyReused;
    throw new DomainError(422, message, { 'idempotency-key': [message] });
  }
  return getOrder(db, userId, placed.id);
}

const addressOnly = ({ stateId: _stateId, ...address }: AddressSnapshot & { stateId: number }) => address;

/** A pick-up order's "delivery address": the point it is collected at, by name and address. */
const pickupAddress = (point: PickupPoint): AddressSnapshot => ({
  country: '',
  state: '',
  street_no: '',
  nearest_landmark: '',
  address: `${point.name}, ${point.address}`,
  city: '',
  zip_code: '',
});

/** Signals, inside the transaction, that the Idempotency-Key belongs to an order already placed. */
const KEY_TAKEN = Symbol('idempotency key taken');

/**
 * `POST /create-order`. Validation problems are one 422 with every field; a line asking for more than is left
 * is a 409 naming each such line, and nothing is written. Answers the order as `GET /orders/{id}` does.
 */
export async function placeOrder(
  db: Database,
  userId: number,
  fields: PlaceOrderFields,
  options: PlaceOrderOptions = {},
): Promise<OrderDetail> {
  const idempotencyKey = options.idempotencyKey ?? null;
  const requestFingerprint = fingerprintOf(fields);
  if (idempotencyKey !== null) {
    const placed = await findOrderByKey(db, userId, idempotencyKey);
    if (placed !== undefined) return replayedOrder(db, userId, placed, requestFingerprint);
  }

  const errors: FieldErrors = {};
  const channel = isDbId(fields.delivery_channel_id)
    ? await findDeliveryChannel(db, fields.delivery_channel_id)
    : undefined;
  if (!channel) errors.delivery_channel_id = [ORDER_MESSAGES.unknownChannel];
  const cardPaymentMinutes = options.cardPaymentMinutes ?? null;
  if (fields.payment_method === 'cards' && cardPaymentMinutes === null) {
    errors.payment_method = [ORDER_MESSAGES.cardsUnavailable];
  }
  // Where the order goes: the shopper's address, or (a pick-up order without one, issue 23) the pick-up point.
  const found =
    fields.address_id === undefined
      ? undefined
      : isDbId(fields.address_id)
        ? await findAddressSnapshot(db, userId, fields.address_id)
        : undefined;
  if (fields.address_id !== undefined && !found) errors.address_id = [ORDER_MESSAGES.addressNotYours];
  // A channel with pick-up points is collected (issue 43): the point named, else its first; never a home address.
  const pickupPoint = !channel
    ? undefined
    : fields.pickup_point_id !== undefined
      ? await findPickupPointForOrder(db, fields.pickup_point_id, channel.id)
      : await firstPickupPointOf(db, channel.id);
  if ((fields.address_id === undefined || fields.pickup_point_id !== undefined) && channel && !pickupPoint) {
    errors.pickup_point_id = [ORDER_MESSAGES.unknownPickupPoint];
  }
  // The fee is the address's state's (its zone's, issue 26); a channel whose zones leave the state out is refused.
  // Collected without an address: the channel's own fee, as the checkout shows it before an address exists.
  const channelFeeKobo = !channel
    ? undefined
    : found
      ? await feeForState(db, channel, found.stateId)
      : pickupPoint
        ? channel.feeKobo
        : undefined;
  if (channel && found && channelFeeKobo === undefined) {
    errors.delivery_channel_id = [DELIVERY_MESSAGES.notDelivered(channel.name, found.state)];
  }
  // A channel with windows needs one chosen: open and before its cut-off here, its place taken in the transaction.
  const now = options.now ?? new Date();
  const window =
    fields.delivery_window_id !== undefined && isDbId(fields.delivery_window_id)
      ? await findWindow(db, fields.delivery_window_id)
      : undefined;
  if (channel && fields.delivery_window_id !== undefined) {
    const problem = windowProblem(window, channel.id, now);
    if (problem) errors.delivery_window_id = [problem];
  } else if (channel && (await channelsWithWindows(db, [channel.id], now)).has(channel.id)) {
    errors.delivery_window_id = [DELIVERY_MESSAGES.windowRequired];
  }
  const checked = await checkLines(db, 'order_data', fields.order_data, quantityProblem);
  Object.assign(errors, checked.errors);
  throwIfAny(errors);
  if (!channel || !(found || pickupPoint) || channelFeeKobo === undefined) {
    throw new Error('unreachable: checked above');
  }
  const address = pickupPoint ? pickupAddress(pickupPoint) : addressOnly(found!);

  // Units in id order: every order locks rows in the same order, so two orders never deadlock.
  const lines = [...checked.lines].sort((a, b) => a.productUnitId - b.productUnitId);
  const outcome = await db.transaction(async (tx) => {
    // The number the rider calls: the one given at checkout (kept on an account that has none), else the
    // account's. Copied onto the order, so a later profile change never rewrites it.
    if (fields.phone) await setPhoneIfNone(tx, userId, fields.phone);
    const phone = fields.phone ?? (await findUserById(tx, userId))?.phone ?? null;
    const orderId = await insertOrder(tx, {
      userId,
      paymentMethod: fields.payment_method,
      deliveryAddress: address,
      deliveryChannelId: channel.id,
      deliveryChannelName: channel.name,
      pickupPoint: pickupPoint
        ? { name: pickupPoint.name, address: pickupPoint.address, opening_hours: pickupPoint.opening_hours }
        : null,
      deliveryWindowId: window?.id ?? null,
      deliveryWindowStartsAt: window?.startsAt ?? null,
      deliveryWindowEndsAt: window?.endsAt ?? null,
      phone,
      idempotencyKey,
      requestFingerprint: idempotencyKey === null ? null : requestFingerprint,
    });
    if (orderId === undefined) return KEY_TAKEN;

    // The window's place first (then the stock, as a cancel gives them back): one conditional update.
    if (window && !(await bookWindowPlace(tx, window.id, channel.id, now))) {
      // Thrown inside the transaction: no order, no stock, the cart kept. Closed or cut off meanwhile: a 422.
      const problem = windowProblem(await findWindow(tx, window.id), channel.id, now);
      if (problem) throw new DomainError(422, problem, { delivery_window_id: [problem] });
      throw new DomainError(409, DELIVERY_MESSAGES.windowFull, {
        delivery_window_id: [DELIVERY_MESSAGES.windowFull],
      });
    }

    const sold: ({ line: CheckedLine } & NonNullable<Awaited<ReturnType<typeof changeStock>>>)[] = [];
    const short: CheckedLine[] = [];
    for (const line of lines) {
      // More than a PostgreSQL integer is more than any unit holds (and no parameter the database would take).
      const taken =
        line.quantity <= MAX_ID ? await changeStock(tx, line.productUnitId, -line.quantity) : undefined;
      if (taken) sold.push({ line, ...taken });
      else short.push(line);
    }
    const details = await findUnitDetails(
      tx,
      lines.map((line) => line.productUnitId),
    );
    if (short.length > 0) {
      // Thrown inside the transaction: everything taken above is rolled back.
      throw new DomainError(
        409,
        ORDER_MESSAGES.stockChanged,
        byPosition(
          short.map((line) => {
            const unit = details.get(line.productUnitId);
            return {
              line,
              message: ORDER_MESSAGES.outOfStock(
                unit?.productName ?? 'This product',
                unit?.availableQuantity ?? 0,
              ),
            };
          }),
        ),
      );
    }

    const orderLines = [...sold]
      .sort((a, b) => a.line.index - b.line.index || a.line.position - b.line.position)
      .map(({ line, productId, priceKobo, unitNumber, pricePerKgKobo, estimatedGrams, tolerancePercent }) => {
        const unit = details.get(line.productUnitId);
        if (!unit) throw new Error(`unit ${line.productUnitId} vanished while sold`);
        const ordered = fields.order_data[line.index]?.product_units[line.position];
        return {
          orderId,
          productId,
          productUnitId: line.productUnitId,
          productName: unit.productName,
          unitLabel: unitLabel(unitNumber, { name: unit.unitName, symbol: unit.unitSymbol }),
          unitPriceKobo: priceKobo,
          quantity: line.quantity,
          lineTotalKobo: priceKobo * line.quantity,
          finalTotalKobo: priceKobo * line.quantity,
          // A weighed unit's terms are copied as its price is: what the shopper agreed to (issue 27).
          pricePerKgKobo,
          estimatedGrams,
          tolerancePercent,
          ifUnavailable: ordered?.if_unavailable ?? 'refund',
        };
      });
    await insertOrderLines(tx, orderLines);
    const subtotalKobo = orderLines.reduce((sum, line) => sum + line.lineTotalKobo, 0);
    // The deal (decision 031): a code priced on the lines as sold, its use taken after the stock (a cancel gives
    // them back in the same order); then paying ahead off what is left. The free-delivery threshold is judged on
    // the subtotal after the code, before paying ahead.
    const discount =
      fields.discount_code === undefined
        ? null
        : await redeemCode(tx, {
            orderId,
            userId,
            code: fields.discount_code,
            now,
            lines: orderLines.map((line) => ({
              lineTotalKobo: line.lineTotalKobo,
              categoryId: details.get(line.productUnitId)?.categoryId ?? 0,
            })),
          });
    const goodsKobo = subtotalKobo - (discount?.discountKobo ?? 0);
    const payAhead = await payAheadFor(tx, fields.payment_method, goodsKobo);
    const deliveryFeeKobo = deliveryFeeFor(
      channelFeeKobo,
      goodsKobo,
      await findFreeDeliveryThresholdKobo(tx),
    );
    await setOrderTotals(tx, orderId, {
      subtotalKobo,
      discountCode: discount?.code ?? null,
      discountKobo: discount?.discountKobo ?? 0,
      payAheadPercent: payAhead?.percent ?? null,
      payAheadKobo: payAhead?.kobo ?? 0,
      deliveryFeeKobo,
      totalKobo: goodsKobo - (payAhead?.kobo ?? 0) + deliveryFeeKobo,
      finalTotalKobo: goodsKobo - (payAhead?.kobo ?? 0) + deliveryFeeKobo,
    });
    await insertStatusHistory(tx, orderId, 'pending');
    await removeCartRows(
      tx,
      userId,
      lines.map((line) => line.productUnitId),
    );
    await queueOrderPlacedMails(tx, orderId);
    if (fields.payment_method === 'cards' && cardPaymentMinutes !== null) {
      await queueCardPaymentExpiry(tx, orderId, cardPaymentMinutes);
    }
    return { orderId };
  });

  if (outcome === KEY_TAKEN) {
    // Another request with this key won the race and committed first: answer its order.
    const placed = idempotencyKey === null ? undefined : await findOrderByKey(db, userId, idempotencyKey);
    if (placed === undefined) throw new Error('idempotency key taken but no order found');
    return replayedOrder(db, userId, placed, requestFingerprint);
  }

  return getOrder(db, userId, outcome.orderId);
}

// ── Reading orders ──────────────────────────────────────────────────────────────────────────────────────────

export function toSummary(row: OrderRow): OrderSummary {
  return {
    id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    subtotal: koboToNaira(row.subtotalKobo),
    discount: orderDiscount(row),
    pay_ahead: orderPayAhead(row),
    delivery_fee: koboToNaira(row.deliveryFeeKobo),
    total: koboToNaira(row.totalKobo),
    final_total: koboToNaira(row.finalTotalKobo),
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
  return toOrderDetail(
    row,
    await listOrderLines(db, row.id),
    await bankDetailsFor(db, row.paymentMethod),
    await listRefundsOf(db, [row.id]),
  );
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
  >,
): Promise<OrderTracking> {
  const history = await listStatusHistory(db, row.id);
  const refunds = await listRefundsOf(db, [row.id]);
  return {
    order_id: row.id,
    status: row.status,
    payment_method: row.paymentMethod,
    payment_status: row.paymentStatus,
    created_at: row.createdAt.toISOString(),
    pickup: row.pickupPoint !== null,
    history: history.map((entry) => ({ status: entry.status, at: entry.at.toISOString() })),
    refunds: refunds.map(toOrderRefund),
    discount: orderDiscount(row),
    pay_ahead: orderPayAhead(row),
  };
}

export async function getTracking(db: Database, userId: number, orderId: number): Promise<OrderTracking> {
  return tracking(db, await ownOrder(db, userId, orderId));
}

// ── The order's states (the back office) ───────────────────────────────────────────────────────────

/** Why an order cannot move from `from` to `to`, or null when it can. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, payment?: OrderPayment): string | null {
  if (from === to) return `The order is already ${to}.`;
  const allowed = nextStatuses(from, payment);
  if (allowed.includes(to)) return null;
  if (allowed.length === 0) return `The order is ${from}; its status can no longer change.`;
  if (payment && awaitsCardPayment(payment)) return ORDER_MESSAGES.awaitingCardPayment;
  return `An order that is ${from} cannot become ${to}; it can become ${allowed.join(', ')}.`;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Inside a transaction that holds the order's row and checked the move: the new status, its history row and mail,
 * and for a cancel every line's quantity back on its unit, its discount code's use back, and the money paid
 * refunded (payments/refunds.ts).
 */
export async function applyStatusChange(
  tx: Database,
  orderId: number,
  to: OrderStatus,
  options: { clearIdempotencyKey?: boolean; unpaidMinutes?: number } = {},
): Promise<void> {
  await updateOrderStatus(tx, orderId, to, options);
  await insertStatusHistory(tx, orderId, to);
  await queueStatusMail(tx, orderId, to, options.unpaidMinutes);
  if (to === 'out_for_delivery') {
    // Packing is over: the final total is settled once, here (decision 032). Paid by card or transfer, the
    // difference goes back (payments decide how); pay on delivery, the rider collects the final total.
    const difference = await settlePacking(tx, orderId);
    await requestRefund(tx, { orderId, amountKobo: difference, reason: 'packing' });
  }
  if (to === 'cancelled') {
    // Money already paid goes back, all of it (decision 033): to the card, or as a transfer the owner sends.
    await requestRefund(tx, { orderId, amountKobo: ALL_THAT_IS_LEFT, reason: 'cancelled' });
    // The delivery window's place goes back first (an order takes it before its stock: one lock order).
    const windowId = await findOrderWindowId(tx, orderId);
    if (windowId !== null) await releaseWindowPlace(tx, windowId);
    const lines = await listOrderLines(tx, orderId);
    // A unit deleted from the catalog since (product_unit_id set null) has nothing to return to.
    const restock = lines.flatMap((line) =>
      line.productUnitId === null ? [] : [{ unitId: line.productUnitId, quantity: line.quantity }],
    );
    restock.sort((a, b) => a.unitId - b.unitId);
    for (const line of restock) {
      // Only a unit already holding nearly MAX_STOCK refuses its units back: nothing is cancelled then.
      if (!(await changeStock(tx, line.unitId, line.quantity))) {
        throw new DomainError(409, ADMIN_MESSAGES.stockTooHigh);
      }
    }
    // Then its discount code's use (an order takes it after its stock: one lock order).
    await giveBackCode(tx, orderId);
  }
}

/**
 * Moves an order to `to` and records it in the history, in one transaction with the order's row locked.
 * Cancelling puts every line's quantity back on its unit in the same transaction. 404 unknown order, 422 a move
 * the rules refuse. The one way an order's status changes: the back office (PATCH /admin/orders/{id}) comes here,
 * and an unpaid card order's expiry through `applyStatusChange`; a change by a person (`by`: the back-office
 * account) is written to the audit log in the same transaction.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: number,
  to: OrderStatus,
  options: {
    clearIdempotencyKey?: boolean;
    by?: { userId: number };
  } = {},
): Promise<void> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, orderId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const from = order.status;
    const problem = transitionProblem(from, to, order);
    if (problem) throw new DomainError(422, problem, { status: [problem] });
    await applyStatusChange(tx, orderId, to, options);
    if (options.by) {
      await recordAudit(tx, {
        userId: options.by.userId,
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        before: { status: from },
        after: { status: to },
      });
    }
  });
}
