// Placing an order (DESIGN.md "Orders", decision 006): the one workflow that composes the other domains. The
// client sends ids and quantities; the server prices every line and the delivery fee from the database, takes the
// stock, the window's place and the discount code's use in one transaction with guarded updates (never below
// zero, whatever runs at the same time), copies names and prices into the order, records the first status and
// empties those rows of the cart. A replayed Idempotency-Key answers the first order.
import { createHash } from 'node:crypto';
import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import { orderTotalKobo } from '@oko/shared/order-total';
import { ORDER_MESSAGES, type OrderDetail, type placeOrderSchema } from '@oko/shared/schemas/order';
import { unitLabel } from '@oko/shared/units';
import type { z } from 'zod';
import { type AddressPlace, findAddressSnapshot } from '../addresses/queries';
import { findPickupPointForOrder, firstPickupPointOf } from '../delivery/pickup-points';
import type { AddressSnapshot } from '../db/schema';
import type { PickupPoint } from '@oko/shared/schemas/content';
import { findUserById, setPhoneIfNone, turnOnWhatsapp } from '../auth/queries';
import { removeCartRows } from '../cart/queries';
import type { Database } from '../db/client';
import { type Step, refusedAtCommit, runSteps } from '../db/steps';
import { type CheckedLine, type FieldErrors, checkLines } from '../catalog/lines';
import { findUnitDetails } from '../catalog/queries';
import { changeStock } from '../catalog/stock';
import {
  bookWindowPlaceStep,
  channelsWithWindows,
  feeForPlace,
  findDeliveryChannel,
  findWindow,
  leastAreaFeeIn,
} from '../delivery/queries';
import { windowProblem } from '../delivery/service';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { payAheadFor, redeemCode } from '../deals/service';
import { DomainError } from '../errors';
import { findOrderSettings } from '../settings/queries';
import { MAX_ID, isDbId } from '../ids';
import { queueOrderPlacedMails } from './order-mail';
import { queueCardPaymentExpiry } from '../payments/jobs';
import { getOrder } from './service';
import {
  findOrderByKey,
  insertOrder,
  insertOrderLines,
  insertStatusHistory,
  setOrderTotals,
} from './queries';
import { recordEntries } from '../ledger/account';
import { creditBalanceKobo, takeCredit } from '../credit/queries';
import { markCoveredByCredit } from '../payments/mark-paid';
import { CREDIT_MESSAGES } from '@oko/shared/schemas/credit';

type PlaceOrderFields = z.output<typeof placeOrderSchema>;

export interface PlaceOrderOptions {
  /** The Idempotency-Key header: a replay by the same shopper answers the first order. */
  idempotencyKey?: string;
  /** Minutes a card order waits for its payment; null when card payments are off (cards are then refused). */
  cardPaymentMinutes?: number | null;
  /** Minutes a Pay with Transfer account stays open (issue 39); null when Paystack is off (transfer refused). */
  transferMinutes?: number | null;
  /** The shop's clock: a delivery window's cut-off is checked against it (tests move it). */
  now?: Date;
  /** The address the shopper placed it from: its mails link there when APP_URL is unset. */
  siteUrl?: string;
  /** Placed by the shop, not from the cart (a standing order's run, issue 40): the shopper's cart is left alone. */
  keepCart?: boolean;
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

/** The address as the order keeps it: its area by name when it named one (issue 42), not the ids. */
const addressOnly = ({
  stateId: _stateId,
  areaId: _areaId,
  areaName,
  ...address
}: AddressSnapshot & AddressPlace): AddressSnapshot =>
  areaName === null ? address : { ...address, area: areaName };

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

/**
 * Takes the shopper's credit for the order (up to `dueKobo`), an entry of the order's account. Nothing to take
 * (another tab spent it since the checkout read it) or the guard refusing is a 409 under `use_credit`.
 */
async function spendCredit(tx: Database, userId: number, orderId: number, dueKobo: number): Promise<number> {
  if (dueKobo <= 0) return 0;
  const amountKobo = Math.min(await creditBalanceKobo(tx, userId), dueKobo);
  if (amountKobo <= 0 || !(await takeCredit(tx, { userId, amountKobo, orderId }))) {
    throw new DomainError(409, CREDIT_MESSAGES.changed, { use_credit: [CREDIT_MESSAGES.changed] });
  }
  await recordEntries(tx, orderId, [{ kind: 'credit', amountKobo }]);
  return amountKobo;
}

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
  const transferMinutes = options.transferMinutes ?? null;
  // Issue 39: Pay with Transfer needs Paystack; either transfer method may be turned off by the owner.
  // The settings an order reads, once (issue 45).
  const shop = await findOrderSettings(db);
  if (
    (fields.payment_method === 'transfer' && transferMinutes === null) ||
    shop.paymentMethodsOff.some((method) => method === fields.payment_method)
  ) {
    errors.payment_method = [ORDER_MESSAGES.methodOff];
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
  // The fee is the address's area's or state's (its zone's, issues 26 and 42); a channel whose zones leave the
  // place out is refused, naming it. Collected without an address: the channel's own fee, as the checkout shows it
  // before an address exists.
  const channelFeeKobo = !channel
    ? undefined
    : found
      ? await feeForPlace(db, channel, found.stateId, found.areaId)
      : pickupPoint
        ? channel.feeKobo
        : undefined;
  if (channel && found && channelFeeKobo === undefined) {
    const place =
      found.areaName === null ? found.state : DELIVERY_MESSAGES.areaOfState(found.areaName, found.state);
    // Without its area, a channel serving some areas of the state waits for the area (decision 055).
    const areaNeeded =
      found.areaId === null && (await leastAreaFeeIn(db, channel.id, found.stateId)) !== undefined;
    errors.delivery_channel_id = [
      areaNeeded
        ? DELIVERY_MESSAGES.areaNeeded(channel.name, found.state)
        : DELIVERY_MESSAGES.notDelivered(channel.name, place),
    ];
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
  /** Thrown, the order rolled back: closed or cut off meanwhile, a 422; else full, a 409. */
  const refuseWindow = async (reader: Database, windowId: number): Promise<never> => {
    const problem = windowProblem(await findWindow(reader, windowId), channel.id, now);
    if (problem) throw new DomainError(422, problem, { delivery_window_id: [problem] });
    throw new DomainError(409, DELIVERY_MESSAGES.windowFull, {
      delivery_window_id: [DELIVERY_MESSAGES.windowFull],
    });
  };
  const steps: { window?: Step; code?: Step } = {};
  const redeemed: { code?: Awaited<ReturnType<typeof redeemCode>> } = {};
  const placing = db.transaction(async (tx) => {
    // The number the rider calls: the one given at checkout (kept on an account that has none), else the
    // account's. Copied onto the order, so a later profile change never rewrites it.
    if (fields.phone) await setPhoneIfNone(tx, userId, fields.phone);
    if (fields.notify_whatsapp) await turnOnWhatsapp(tx, userId);
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
      siteUrl: options.siteUrl ?? null,
    });
    if (orderId === undefined) return KEY_TAKEN;

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
    // The deal (decision 031): a code priced on the lines as sold (its use is taken last, below); then paying
    // ahead off what is left. The free-delivery threshold is judged on the subtotal after the code, before paying
    // ahead.
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
    const payAhead = payAheadFor(shop.payAheadPercent, fields.payment_method, goodsKobo);
    const deliveryFeeKobo = deliveryFeeFor(channelFeeKobo, goodsKobo, shop.freeDeliveryThresholdKobo);
    const totalKobo = orderTotalKobo({
      goodsKobo: subtotalKobo,
      discountKobo: discount?.discountKobo ?? 0,
      payAheadKobo: payAhead?.kobo ?? 0,
      deliveryFeeKobo,
    });
    await setOrderTotals(tx, orderId, {
      subtotalKobo,
      discountCode: discount?.code ?? null,
      discountKobo: discount?.discountKobo ?? 0,
      payAheadPercent: payAhead?.percent ?? null,
      payAheadKobo: payAhead?.kobo ?? 0,
      deliveryFeeKobo,
      totalKobo,
      finalTotalKobo: totalKobo,
    });
    // The order's account opens with what it was priced at (decision 044).
    await recordEntries(tx, orderId, [
      { kind: 'goods', amountKobo: subtotalKobo },
      { kind: 'delivery_fee', amountKobo: deliveryFeeKobo },
      { kind: 'discount', amountKobo: -(discount?.discountKobo ?? 0) },
      { kind: 'pay_ahead', amountKobo: -(payAhead?.kobo ?? 0) },
    ]);
    // Shop credit (issue 39, decision 050): as much as the order comes to, at most the balance, taken by one
    // guarded update; a balance another tab spent meanwhile is a 409 and no order.
    const creditKobo = fields.use_credit ? await spendCredit(tx, userId, orderId, totalKobo) : 0;
    const coveredByCredit = creditKobo > 0 && creditKobo === totalKobo;
    if (coveredByCredit) await markCoveredByCredit(tx, orderId);
    await insertStatusHistory(tx, orderId, 'pending');
    if (!options.keepCart) {
      await removeCartRows(
        tx,
        userId,
        lines.map((line) => line.productUnitId),
      );
    }
    await queueOrderPlacedMails(tx, { orderId, userId, ownerWhatsapp: shop.ownerWhatsapp });
    if (fields.payment_method === 'cards' && cardPaymentMinutes !== null && !coveredByCredit) {
      await queueCardPaymentExpiry(tx, orderId, cardPaymentMinutes);
    }
    // Its account closes after transferMinutes (counted from its opening, a moment later): then it is asked about.
    if (fields.payment_method === 'transfer' && transferMinutes !== null && !coveredByCredit) {
      await queueCardPaymentExpiry(tx, orderId, transferMinutes);
    }
    // Last, the rows other orders share (issue 45): the window's place and the code's use, claimed in one statement
    // and counted at the commit under their guards (db/steps.ts), so orders for one window or one code wait on
    // each other only during a commit. After the stock, as a cancel gives them back: one lock order.
    steps.window = window ? bookWindowPlaceStep(orderId, window.id, channel.id, now) : undefined;
    steps.code = discount?.take;
    const taken = await runSteps(tx, steps);
    if (window && !taken.window) await refuseWindow(tx, window.id);
    if (discount && !taken.code) await discount.refused(tx);
    redeemed.code = discount ?? undefined;
    return { orderId };
  });
  const outcome = await placing.catch(async (error: unknown) => {
    // Refused at the commit (a racing order took the last place or use): no order, no stock, the cart kept; the
    // reason read as it is now.
    if (window && refusedAtCommit(error, steps.window)) await refuseWindow(db, window.id);
    if (redeemed.code && refusedAtCommit(error, steps.code)) await redeemed.code.refused(db);
    throw error;
  });

  if (outcome === KEY_TAKEN) {
    // Another request with this key won the race and committed first: answer its order.
    const placed = idempotencyKey === null ? undefined : await findOrderByKey(db, userId, idempotencyKey);
    if (placed === undefined) throw new Error('idempotency key taken but no order found');
    return replayedOrder(db, userId, placed, requestFingerprint);
  }

  return getOrder(db, userId, outcome.orderId);
}
