// Standing orders (issue 40, decision 046): the shopper's weekly box. A standing order names a channel, a weekday
// and the window of day it starts at; its windows are the channel's delivery windows (decision 026) on that
// weekday at that time, every week or every second week from its first. The generator (standing-order-run.ts)
// places one order per window; this file keeps the standing orders themselves and answers their next four runs.
import { addDays, isoWeekday, lagosDay, lagosIso } from '@oko/shared/lagos-time';
import {
  NEXT_RUNS,
  STANDING_ORDER_MESSAGES,
  type StandingOrder,
  type StandingRun,
  type createStandingOrderSchema,
  type updateStandingOrderSchema,
} from '@oko/shared/schemas/standing-order';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { unitLabel } from '@oko/shared/units';
import { and, asc, desc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { z } from 'zod';
import { findAddressOfUser, findAddressSnapshot } from '../addresses/queries';
import { findUnitDetails } from '../catalog/queries';
import type { Database } from '../db/client';
import { deliveryWindows, standingOrderLines, standingOrderRuns, standingOrders, users } from '../db/schema';
import {
  findPickupPointForOrder,
  firstPickupPointOf,
  listActivePickupPoints,
} from '../delivery/pickup-points';
import { findDeliveryChannel, listSchedules, listWindowsBetween } from '../delivery/queries';
import { ensureWindows } from '../delivery/service';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { findStandingOrderLeadHours } from '../settings/queries';
import { findOrder, listLinesOfOrders } from './queries';

export type StandingOrderRow = typeof standingOrders.$inferSelect;
export type StandingWindow = Awaited<ReturnType<typeof listWindowsBetween>>[number];

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** "09:00": the Lagos time of day an instant falls at. */
const lagosTimeOfDay = (at: Date) => lagosIso(at).slice(11, 16);

/** Whole weeks from the standing order's first day to `day` fall on its rhythm (every week, every second). */
function inRhythm(order: Pick<StandingOrderRow, 'anchorDay' | 'everyWeeks'>, day: string): boolean {
  const weeks = Math.round(
    (Date.parse(`${day}T00:00:00Z`) - Date.parse(`${order.anchorDay}T00:00:00Z`)) / DAY_MS / 7,
  );
  return ((weeks % order.everyWeeks) + order.everyWeeks) % order.everyWeeks === 0;
}

/** The standing order's windows starting in [from, to), soonest first: its channel's, weekday and start time. */
export async function windowsOf(
  db: Database,
  order: StandingOrderRow,
  from: Date,
  to: Date,
): Promise<StandingWindow[]> {
  const windows = await listWindowsBetween(db, from, to, order.deliveryChannelId);
  return windows.filter((window) => {
    const day = lagosDay(window.startsAt);
    return (
      isoWeekday(day) === order.weekday &&
      lagosTimeOfDay(window.startsAt) === order.windowStart &&
      inRhythm(order, day)
    );
  });
}

/** No order for this window: paused (until a later day, or with no end). */
export const pausedFor = (order: StandingOrderRow, window: { startsAt: Date }) =>
  order.status === 'paused' || (order.pausedUntil !== null && lagosDay(window.startsAt) < order.pausedUntil);

/** The next day on or after `from` that is `weekday`. */
function nextWeekday(from: string, weekday: number): string {
  let day = from;
  while (isoWeekday(day) !== weekday) day = addDays(day, 1);
  return day;
}

type CreateFields = z.output<typeof createStandingOrderSchema>;
type UpdateFields = z.output<typeof updateStandingOrderSchema>;

const fieldProblem = (field: string, message: string) =>
  new DomainError(422, message, { [field]: [message] });

/** The lines must name units on sale, each once. */
async function checkedLines(db: Database, lines: NonNullable<CreateFields['lines']>) {
  const ids = lines.map((line) => line.product_unit_id);
  const details = await findUnitDetails(db, ids.filter(isDbId));
  const errors: Record<string, string[]> = {};
  lines.forEach((line, index) => {
    if (!details.has(line.product_unit_id)) {
      errors[`lines.${index}.product_unit_id`] = ['This product is no longer available.'];
    } else if (ids.indexOf(line.product_unit_id) !== index) {
      errors[`lines.${index}.product_unit_id`] = ['Each product unit may be named once.'];
    }
  });
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(422, first, errors);
  return lines;
}

type FilledFields = CreateFields &
  Required<
    Pick<CreateFields, 'delivery_channel_id' | 'weekday' | 'window_start' | 'payment_method' | 'lines'>
  >;

/**
 * "Repeat this order every week" (decision 048): what the body leaves out is the order's. Its channel, the weekday
 * and time of day of its delivery window, its payment method and lines (units still named, with their "if it runs
 * out"); its place: the pick-up point of that name on the channel, else the shopper's address (they have one).
 */
async function fillFromOrder(db: Database, userId: number, fields: CreateFields): Promise<FilledFields> {
  const order =
    fields.from_order_id === undefined ? undefined : await findOrder(db, fields.from_order_id, userId);
  if (fields.from_order_id !== undefined && !order)
    throw fieldProblem('from_order_id', ORDER_MESSAGES.notFound);
  if (!order) return fields as FilledFields;
  const startsAt = order.deliveryWindowStartsAt;
  if ((fields.weekday === undefined || fields.window_start === undefined) && !startsAt) {
    throw fieldProblem('from_order_id', STANDING_ORDER_MESSAGES.orderWithoutWindow);
  }
  const channelId = fields.delivery_channel_id ?? order.deliveryChannelId;
  if (channelId === null) throw fieldProblem('delivery_channel_id', ORDER_MESSAGES.unknownChannel);
  let place: Pick<CreateFields, 'address_id' | 'pickup_point_id'> = {
    address_id: fields.address_id,
    pickup_point_id: fields.pickup_point_id,
  };
  if (place.address_id === undefined && place.pickup_point_id === undefined) {
    if (order.pickupPoint) {
      const named = (await listActivePickupPoints(db)).find(
        (point) => point.delivery_channel_id === channelId && point.name === order.pickupPoint!.name,
      );
      const point = named ?? (await firstPickupPointOf(db, channelId));
      if (!point) throw fieldProblem('pickup_point_id', ORDER_MESSAGES.unknownPickupPoint);
      place = { pickup_point_id: point.id };
    } else {
      const address = await findAddressOfUser(db, userId);
      if (!address) throw fieldProblem('address_id', STANDING_ORDER_MESSAGES.noAddress);
      place = { address_id: address.id };
    }
  }
  const lines =
    fields.lines ??
    (await listLinesOfOrders(db, [order.id])).flatMap((line) =>
      line.productUnitId === null
        ? []
        : [
            {
              product_unit_id: line.productUnitId,
              quantity: line.quantity,
              if_unavailable: line.ifUnavailable,
            },
          ],
    );
  return {
    ...fields,
    ...place,
    delivery_channel_id: channelId,
    weekday: fields.weekday ?? isoWeekday(lagosDay(startsAt!)),
    window_start: fields.window_start ?? lagosTimeOfDay(startsAt!),
    payment_method: fields.payment_method ?? order.paymentMethod,
    lines,
  };
}

/** `POST /standing-orders`: checked as an order would be (channel, place, window of day, units). */
export async function createStandingOrder(
  db: Database,
  userId: number,
  input: CreateFields,
  now: Date,
): Promise<StandingOrder> {
  const fields = await fillFromOrder(db, userId, input);
  const channel = await findDeliveryChannel(db, fields.delivery_channel_id);
  if (!channel) throw fieldProblem('delivery_channel_id', ORDER_MESSAGES.unknownChannel);
  if (fields.address_id !== undefined && !(await findAddressSnapshot(db, userId, fields.address_id))) {
    throw fieldProblem('address_id', ORDER_MESSAGES.addressNotYours);
  }
  if (
    fields.pickup_point_id !== undefined &&
    !(await findPickupPointForOrder(db, fields.pickup_point_id, channel.id))
  ) {
    throw fieldProblem('pickup_point_id', ORDER_MESSAGES.unknownPickupPoint);
  }
  const slots = await listSchedules(db, [channel.id]);
  if (!slots.some((slot) => slot.weekday === fields.weekday && slot.startTime === fields.window_start)) {
    throw fieldProblem('window_start', STANDING_ORDER_MESSAGES.noSuchWindow);
  }
  if (fields.lines.length === 0) throw fieldProblem('lines', STANDING_ORDER_MESSAGES.lines);
  const lines = await checkedLines(db, fields.lines);
  const id = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(standingOrders)
      .values({
        userId,
        deliveryChannelId: channel.id,
        addressId: fields.address_id ?? null,
        pickupPointId: fields.pickup_point_id ?? null,
        weekday: fields.weekday,
        everyWeeks: fields.every_weeks,
        windowStart: fields.window_start,
        anchorDay: nextWeekday(lagosDay(now), fields.weekday),
        paymentMethod: fields.payment_method,
        fromOrderId: fields.from_order_id ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: standingOrders.id });
    await tx.insert(standingOrderLines).values(
      lines.map((line) => ({
        standingOrderId: row!.id,
        productUnitId: line.product_unit_id,
        quantity: line.quantity,
        ifUnavailable: line.if_unavailable ?? 'refund',
      })),
    );
    return row!.id;
  });
  return getStandingOrder(db, userId, id, now);
}

async function findOwn(db: Database, userId: number | null, id: number): Promise<StandingOrderRow> {
  const [row] = isDbId(id)
    ? await db
        .select()
        .from(standingOrders)
        .where(
          and(eq(standingOrders.id, id), userId === null ? undefined : eq(standingOrders.userId, userId)),
        )
    : [];
  if (!row) throw new NotFoundError(STANDING_ORDER_MESSAGES.notFound);
  return row;
}

export async function listLines(db: Database, standingOrderId: number) {
  return db
    .select({
      productUnitId: standingOrderLines.productUnitId,
      quantity: standingOrderLines.quantity,
      ifUnavailable: standingOrderLines.ifUnavailable,
    })
    .from(standingOrderLines)
    .where(eq(standingOrderLines.standingOrderId, standingOrderId))
    .orderBy(asc(standingOrderLines.id));
}

export async function runsFor(db: Database, standingOrderId: number, windowIds: number[]) {
  if (windowIds.length === 0) return new Map<number, typeof standingOrderRuns.$inferSelect>();
  const rows = await db
    .select()
    .from(standingOrderRuns)
    .where(
      and(
        eq(standingOrderRuns.standingOrderId, standingOrderId),
        inArray(standingOrderRuns.deliveryWindowId, windowIds),
      ),
    );
  return new Map(rows.map((row) => [row.deliveryWindowId, row]));
}

/**
 * The next four windows that have not started, each with what became (or will become) of it. The checkout makes
 * windows 14 days ahead; the standing order's own slot is made as far as its fourth run (decision 048), so a
 * shopper can skip any of the four.
 */
export async function nextRuns(db: Database, order: StandingOrderRow, now: Date): Promise<StandingRun[]> {
  if (order.status === 'cancelled') return [];
  const days = NEXT_RUNS * 7 * order.everyWeeks + 1;
  await ensureWindows(db, now, [order.deliveryChannelId], days, {
    weekday: order.weekday,
    startTime: order.windowStart,
  });
  const leadMs = (await findStandingOrderLeadHours(db)) * HOUR_MS;
  const windows = (await windowsOf(db, order, now, new Date(now.getTime() + days * DAY_MS))).slice(
    0,
    NEXT_RUNS,
  );
  const runs = await runsFor(
    db,
    order.id,
    windows.map((window) => window.id),
  );
  return windows.map((window) => {
    const run = runs.get(window.id);
    const state = run?.state ?? (pausedFor(order, window) ? 'skipped' : 'upcoming');
    return {
      delivery_window: {
        id: window.id,
        starts_at: lagosIso(window.startsAt),
        ends_at: lagosIso(window.endsAt),
        cutoff_at: lagosIso(window.cutoffAt),
      },
      state,
      ...(run?.orderId ? { order_id: run.orderId } : {}),
      changes_close_at: lagosIso(new Date(window.cutoffAt.getTime() - leadMs)),
    };
  });
}

/** A standing order as the API answers it. */
export async function standingOrderAnswer(
  db: Database,
  order: StandingOrderRow,
  now: Date,
): Promise<StandingOrder> {
  const lines = await listLines(db, order.id);
  const details = await findUnitDetails(
    db,
    lines.map((line) => line.productUnitId),
  );
  const channel = await findDeliveryChannel(db, order.deliveryChannelId);
  return {
    id: order.id,
    status: order.status,
    delivery_channel_id: order.deliveryChannelId,
    delivery_channel_name: channel?.name ?? '',
    address_id: order.addressId,
    pickup_point_id: order.pickupPointId,
    weekday: order.weekday,
    every_weeks: order.everyWeeks,
    window_start: order.windowStart,
    payment_method: order.paymentMethod,
    card_kept: order.authorizationCode !== null,
    paused_until: order.pausedUntil,
    lines: lines.map((line) => {
      const unit = details.get(line.productUnitId);
      return {
        product_unit_id: line.productUnitId,
        product_name: unit?.productName ?? '',
        unit_label: unit ? unitLabel(unit.unitNumber, { name: unit.unitName, symbol: unit.unitSymbol }) : '',
        quantity: line.quantity,
        if_unavailable: line.ifUnavailable,
      };
    }),
    next_runs: await nextRuns(db, order, now),
    created_at: lagosIso(order.createdAt),
  };
}

export async function getStandingOrder(
  db: Database,
  userId: number,
  id: number,
  now: Date,
): Promise<StandingOrder> {
  return standingOrderAnswer(db, await findOwn(db, userId, id), now);
}

/** The shopper's standing orders, newest first (cancelled ones too: their history). */
export async function listStandingOrders(db: Database, userId: number, now: Date): Promise<StandingOrder[]> {
  const rows = await db
    .select()
    .from(standingOrders)
    .where(eq(standingOrders.userId, userId))
    .orderBy(desc(standingOrders.id));
  const answers: StandingOrder[] = [];
  for (const row of rows) answers.push(await standingOrderAnswer(db, row, now));
  return answers;
}

/** `PATCH /standing-orders/{id}`: lines, a pause, the status. Every change holds for runs not yet placed. */
export async function updateStandingOrder(
  db: Database,
  userId: number | null,
  id: number,
  fields: UpdateFields,
  now: Date,
): Promise<StandingOrder> {
  const order = await findOwn(db, userId, id);
  if (order.status === 'cancelled') {
    throw new DomainError(409, STANDING_ORDER_MESSAGES.cancelledNoChange);
  }
  const lines = fields.lines ? await checkedLines(db, fields.lines) : undefined;
  await db.transaction(async (tx) => {
    await tx
      .update(standingOrders)
      .set({
        ...(fields.status ? { status: fields.status } : {}),
        ...(fields.paused_until !== undefined ? { pausedUntil: fields.paused_until } : {}),
        updatedAt: now,
      })
      .where(eq(standingOrders.id, order.id));
    if (lines) {
      await tx.delete(standingOrderLines).where(eq(standingOrderLines.standingOrderId, order.id));
      await tx.insert(standingOrderLines).values(
        lines.map((line) => ({
          standingOrderId: order.id,
          productUnitId: line.product_unit_id,
          quantity: line.quantity,
          ifUnavailable: line.if_unavailable ?? 'refund',
        })),
      );
    }
  });
  return standingOrderAnswer(db, await findOwn(db, userId, id), now);
}

/** `DELETE /standing-orders/{id}`: cancelled, kept with its runs; orders already placed stand. */
export async function cancelStandingOrder(db: Database, userId: number, id: number, now: Date) {
  const order = await findOwn(db, userId, id);
  await db
    .update(standingOrders)
    .set({ status: 'cancelled', updatedAt: now })
    .where(eq(standingOrders.id, order.id));
}

/**
 * `POST /standing-orders/{id}/skip`: one of the next four windows gets no order. A `skipped` run row, so the
 * generator's insert for that window finds it taken; only up to the window's cut-off and before it was placed.
 */
export async function skipRun(
  db: Database,
  userId: number,
  id: number,
  windowId: number,
  now: Date,
): Promise<StandingOrder> {
  const order = await findOwn(db, userId, id);
  const run = (await nextRuns(db, order, now)).find((next) => next.delivery_window.id === windowId);
  if (!run || (run.state !== 'upcoming' && run.state !== 'skipped')) {
    throw fieldProblem('delivery_window_id', STANDING_ORDER_MESSAGES.skipNotUpcoming);
  }
  const [window] = await db.select().from(deliveryWindows).where(eq(deliveryWindows.id, windowId));
  if (!window || window.cutoffAt <= now) {
    throw fieldProblem('delivery_window_id', STANDING_ORDER_MESSAGES.skipTooLate);
  }
  await db
    .insert(standingOrderRuns)
    .values({ standingOrderId: order.id, deliveryWindowId: windowId, state: 'skipped' })
    .onConflictDoNothing();
  return standingOrderAnswer(db, order, now);
}

/** The back office's list: every standing order not cancelled, with its shopper. */
export async function listAllStandingOrders(db: Database, now: Date) {
  const rows = await db
    .select({ order: standingOrders, name: users.name, email: users.email })
    .from(standingOrders)
    .innerJoin(users, eq(users.id, standingOrders.userId))
    .where(inArray(standingOrders.status, ['active', 'paused']))
    .orderBy(asc(standingOrders.id));
  const answers = [];
  for (const row of rows) {
    answers.push({
      ...(await standingOrderAnswer(db, row.order, now)),
      shopper: { id: row.order.userId, name: row.name, email: row.email },
    });
  }
  return answers;
}

/** Active and paused standing orders, oldest first: the order in which they take their places. */
export async function listLiveStandingOrders(db: Database) {
  return db
    .select()
    .from(standingOrders)
    .where(inArray(standingOrders.status, ['active', 'paused']))
    .orderBy(asc(standingOrders.id));
}

/** Orders the standing order's runs placed, newest first. */
export async function placedOrdersOf(db: Database, standingOrderId: number): Promise<number[]> {
  const rows = await db
    .select({ orderId: standingOrderRuns.orderId })
    .from(standingOrderRuns)
    .where(and(eq(standingOrderRuns.standingOrderId, standingOrderId), isNotNull(standingOrderRuns.orderId)))
    .orderBy(desc(standingOrderRuns.id));
  return rows.flatMap((row) => (row.orderId === null ? [] : [row.orderId]));
}

export async function keepAuthorization(db: Database, standingOrderId: number, code: string) {
  await db
    .update(standingOrders)
    .set({ authorizationCode: code })
    .where(eq(standingOrders.id, standingOrderId));
}

export async function setChargeState(
  db: Database,
  runId: number,
  chargeState: (typeof standingOrderRuns.$inferSelect)['chargeState'],
) {
  await db.update(standingOrderRuns).set({ chargeState }).where(eq(standingOrderRuns.id, runId));
}

/** Card runs whose charge was sent and never settled, with their standing orders. */
export async function runsWithUnsettledCharges(db: Database) {
  const rows = await db
    .select({ runId: standingOrderRuns.id, orderId: standingOrderRuns.orderId, order: standingOrders })
    .from(standingOrderRuns)
    .innerJoin(standingOrders, eq(standingOrders.id, standingOrderRuns.standingOrderId))
    .where(and(eq(standingOrderRuns.chargeState, 'sent'), isNotNull(standingOrderRuns.orderId)));
  return rows.map((row) => ({ runId: row.runId, orderId: row.orderId!, order: row.order }));
}
