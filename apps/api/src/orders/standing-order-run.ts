// The standing orders' generator (issue 40, decision 046): one order per live standing order per delivery window,
// placed `standing_order_lead_hours` before the window's cut-off. Exactly once, however often it runs and from
// however many instances: a window's run is one row, unique on (standing order, window), inserted in the same
// transaction as the order, so a second generator waits on the first's row and then finds it taken. Every run
// looks at every window of the last 14 days and the coming ones, not at "this hour's": after downtime it places
// every window still before its cut-off and records the ones past it as missed (the shopper is mailed), never late.
import { lagosDay } from '@oko/shared/lagos-time';
import { ORDER_MESSAGES, placeOrderSchema } from '@oko/shared/schemas/order';
import type { StandingForecastDay, StandingRunReport } from '@oko/shared/schemas/standing-order';
import { unitLabel } from '@oko/shared/units';
import { eq } from 'drizzle-orm';
import { findUnitDetails } from '../catalog/queries';
import type { Database } from '../db/client';
import { standingOrderRuns } from '../db/schema';
import { ensureWindows } from '../delivery/service';
import { DomainError } from '../errors';
import type { JobHandlers } from '../jobs/kinds';
import { type Schedule, enqueueJob } from '../jobs/queue';
import { chargeKeptCard, reusableAuthorizationOf } from '../payments/kept-card';
import type { CardPayments } from '../payments/paystack';
import { findStandingOrderLeadHours } from '../settings/queries';
import { placeOrder } from './place-order';
import {
  type StandingOrderRow,
  type StandingWindow,
  keepAuthorization,
  listLines,
  listLiveStandingOrders,
  pausedFor,
  placedOrdersOf,
  runsFor,
  runsWithUnsettledCharges,
  setChargeState,
  windowsOf,
} from './standing-orders';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How far back a run looks for windows it never saw (an outage longer than this is not caught up). */
const LOOK_BACK_DAYS = 14;
/** How often a 409 "stock changed" (another order took it meanwhile) is capped again and retried. */
const STOCK_RETRIES = 3;

/** The generator's schedule: every quarter of an hour, by one instance (decision 043's missed-run rule). */
export const STANDING_ORDER_SCHEDULE: Schedule<'standing-orders'> = {
  name: 'standing-orders',
  everySeconds: 15 * 60,
  kind: 'standing-orders',
  payload: {},
};

export interface StandingRunOptions {
  now: Date;
  /** Card payments (null: cards off, a card run fails as a card order would). */
  cards: CardPayments | null;
}

type Outcome = {
  state: 'placed' | 'short' | 'failed' | 'missed' | 'skipped';
  orderId?: number;
  runId?: number;
};

/** The reminder goes this long before the box is placed (its changes close): "closes tomorrow at 18:00". */
export const REMINDER_BEFORE_MS = DAY_MS;

/**
 * The reminder of a window not placed yet, once its changes close within a day (decision 048): keyed, so however
 * often the generator runs, once per standing order per window. A reminder due while the generator was down goes
 * on its first run back if the box is not placed yet; never after.
 */
async function queueReminder(
  db: Database,
  order: StandingOrderRow,
  window: StandingWindow,
  closesAt: number,
  now: Date,
) {
  if (now.getTime() < closesAt - REMINDER_BEFORE_MS || now.getTime() >= closesAt) return;
  await enqueueJob(
    db,
    'standing-order-reminder',
    { standingOrderId: order.id, windowId: window.id },
    { key: `standing-reminder:${order.id}:${window.id}` },
  );
}

const queueRunMail = (tx: Database, runId: number, mail: 'missed' | 'short' | 'failed' | 'declined') =>
  enqueueJob(tx, 'standing-order-mail', { mail, runId });

/**
 * A window whose cut-off has passed with no run: skipped when the standing order was paused for it, else missed
 * and the shopper told. Only windows whose orders closed after the standing order was made.
 */
async function recordPast(
  db: Database,
  order: StandingOrderRow,
  window: StandingWindow,
): Promise<Outcome | null> {
  const state = pausedFor(order, window) ? 'skipped' : 'missed';
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(standingOrderRuns)
      .values({ standingOrderId: order.id, deliveryWindowId: window.id, state })
      .onConflictDoNothing()
      .returning({ id: standingOrderRuns.id });
    if (!run) return null;
    if (state === 'missed') await queueRunMail(tx, run.id, 'missed');
    return { state };
  });
}

/**
 * Places the window's order: the run row first (taken: another generator did it, nothing more), then the lines
 * capped at what is left (2 kg asked, 1 kg left: 1 kg), then `placeOrder` inside the same transaction (its own
 * transaction becomes a savepoint), which takes the window's place and the stock with its guarded updates.
 */
async function placeRun(
  db: Database,
  order: StandingOrderRow,
  window: StandingWindow,
  options: StandingRunOptions,
): Promise<Outcome | null> {
  return db.transaction(async (tx) => {
    const [run] = await tx
      .insert(standingOrderRuns)
      .values({ standingOrderId: order.id, deliveryWindowId: window.id, state: 'upcoming' })
      .onConflictDoNothing()
      .returning({ id: standingOrderRuns.id });
    if (!run) return null;
    const settle = async (values: Partial<typeof standingOrderRuns.$inferInsert>) => {
      await tx.update(standingOrderRuns).set(values).where(eq(standingOrderRuns.id, run.id));
    };
    const lines = await listLines(tx, order.id);
    for (let attempt = 0; ; attempt += 1) {
      const details = await findUnitDetails(
        tx,
        lines.map((line) => line.productUnitId),
      );
      const capped = lines.map((line) => {
        const unit = details.get(line.productUnitId);
        return {
          ...line,
          unit,
          placed: Math.max(0, Math.min(line.quantity, unit?.availableQuantity ?? 0)),
        };
      });
      const short = capped
        .filter((line) => line.placed < line.quantity)
        .map((line) => ({
          name: line.unit
            ? `${line.unit.productName}, ${unitLabel(line.unit.unitNumber, { name: line.unit.unitName, symbol: line.unit.unitSymbol })}`
            : 'A product no longer sold',
          asked: line.quantity,
          placed: line.placed,
        }));
      const placing = capped.filter((line) => line.placed > 0 && line.unit);
      if (placing.length === 0) {
        await settle({ state: 'short', short });
        await queueRunMail(tx, run.id, 'short');
        return { state: 'short' };
      }
      const fields = placeOrderSchema.parse({
        delivery_channel_id: order.deliveryChannelId,
        payment_method: order.paymentMethod,
        ...(order.addressId !== null ? { address_id: order.addressId } : {}),
        ...(order.pickupPointId !== null ? { pickup_point_id: order.pickupPointId } : {}),
        delivery_window_id: window.id,
        order_data: placing.map((line) => ({
          product_id: line.unit!.productId,
          product_units: [
            {
              product_unit_id: line.productUnitId,
              quantity: line.placed,
              if_unavailable: line.ifUnavailable,
            },
          ],
        })),
      });
      try {
        const placed = await placeOrder(tx, order.userId, fields, {
          now: options.now,
          // A run's card order waits for its payment until the window's cut-off, then is cancelled unpaid.
          cardPaymentMinutes: options.cards
            ? Math.max(1, Math.floor((window.cutoffAt.getTime() - options.now.getTime()) / 60_000))
            : null,
          idempotencyKey: `so-${run.id}`,
          keepCart: true,
        });
        await settle({ state: 'placed', orderId: placed.id, short: short.length > 0 ? short : null });
        if (short.length > 0) await queueRunMail(tx, run.id, 'short');
        return { state: 'placed', orderId: placed.id, runId: run.id };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        // Another order took the stock between the cap and the order: cap again.
        if (error.message === ORDER_MESSAGES.stockChanged && attempt < STOCK_RETRIES) continue;
        await settle({ state: 'failed', problem: error.message });
        await queueRunMail(tx, run.id, 'failed');
        return { state: 'failed' };
      }
    }
  });
}

/**
 * One run of the generator, as the schedule or `POST /admin/standing-orders/run` starts it: every live standing
 * order (oldest first: they take their places in the order they were made), every window of it due by now.
 */
export async function runStandingOrders(
  db: Database,
  options: StandingRunOptions,
): Promise<StandingRunReport> {
  const { now } = options;
  const leadMs = (await findStandingOrderLeadHours(db)) * HOUR_MS;
  await ensureWindows(db, now);
  const report: StandingRunReport = { placed: 0, short: 0, missed: 0, failed: 0, skipped: 0, order_ids: [] };
  // Charges whose answer was never settled (the process stopped, Paystack away): verified, never sent again.
  if (options.cards) {
    for (const unsettled of await runsWithUnsettledCharges(db)) {
      await chargeRun(db, options.cards, unsettled.order, unsettled.runId, unsettled.orderId);
    }
  }
  for (const order of await listLiveStandingOrders(db)) {
    const windows = await windowsOf(
      db,
      order,
      new Date(now.getTime() - LOOK_BACK_DAYS * DAY_MS),
      new Date(now.getTime() + 15 * DAY_MS),
    );
    const due = windows.filter(
      (window) => window.cutoffAt.getTime() - leadMs <= now.getTime() && window.cutoffAt > order.createdAt,
    );
    const runs = await runsFor(
      db,
      order.id,
      windows.map((window) => window.id),
    );
    for (const window of windows) {
      if (due.includes(window) || runs.has(window.id) || pausedFor(order, window)) continue;
      await queueReminder(db, order, window, window.cutoffAt.getTime() - leadMs, now);
    }
    for (const window of due) {
      if (runs.has(window.id)) continue;
      let outcome: Outcome | null;
      if (window.cutoffAt <= now) outcome = await recordPast(db, order, window);
      else if (pausedFor(order, window)) continue;
      else outcome = await placeRun(db, order, window, options);
      if (!outcome) continue;
      report[outcome.state] += 1;
      if (outcome.orderId) report.order_ids.push(outcome.orderId);
      if (outcome.orderId && outcome.runId && order.paymentMethod === 'cards' && options.cards) {
        await chargeRun(db, options.cards, order, outcome.runId, outcome.orderId);
      }
    }
  }
  return report;
}

/**
 * `GET /admin/standing-orders/forecast`: for each of the next `days` Lagos days, the boxes standing orders will
 * carry (not skipped, paused or already placed as something else) and the units they take, to plan packing and
 * buying.
 */
export async function standingForecast(
  db: Database,
  now: Date,
  days: number,
): Promise<StandingForecastDay[]> {
  await ensureWindows(db, now);
  const until = new Date(now.getTime() + days * DAY_MS);
  const byDay = new Map<string, { boxes: number; units: Map<number, number> }>();
  for (let offset = 0; offset < days; offset += 1) {
    byDay.set(lagosDay(new Date(now.getTime() + offset * DAY_MS)), { boxes: 0, units: new Map() });
  }
  for (const order of await listLiveStandingOrders(db)) {
    const windows = await windowsOf(db, order, now, until);
    const runs = await runsFor(
      db,
      order.id,
      windows.map((window) => window.id),
    );
    const lines = await listLines(db, order.id);
    for (const window of windows) {
      const run = runs.get(window.id);
      if (run ? run.state !== 'placed' && run.state !== 'upcoming' : pausedFor(order, window)) continue;
      const day = byDay.get(lagosDay(window.startsAt));
      if (!day) continue;
      day.boxes += 1;
      for (const line of lines)
        day.units.set(line.productUnitId, (day.units.get(line.productUnitId) ?? 0) + line.quantity);
    }
  }
  const details = await findUnitDetails(db, [
    ...new Set([...byDay.values()].flatMap((day) => [...day.units.keys()])),
  ]);
  return [...byDay.entries()].map(([day, { boxes, units }]) => ({
    day,
    boxes,
    units: [...units.entries()].map(([unitId, quantity]) => {
      const unit = details.get(unitId);
      return {
        product_unit_id: unitId,
        product_name: unit?.productName ?? '',
        unit_label: unit ? unitLabel(unit.unitNumber, { name: unit.unitName, symbol: unit.unitSymbol }) : '',
        quantity,
      };
    }),
  }));
}

/**
 * The card the standing order charges: kept already, or the reusable card that paid the order it repeats or one
 * of its own earlier orders (the first paid through Pay now), kept from then on.
 */
async function keptCard(
  db: Database,
  cards: CardPayments,
  order: StandingOrderRow,
): Promise<string | undefined> {
  if (order.authorizationCode) return order.authorizationCode;
  const candidates = [
    ...(order.fromOrderId ? [order.fromOrderId] : []),
    ...(await placedOrdersOf(db, order.id)),
  ];
  for (const orderId of candidates) {
    const found = await reusableAuthorizationOf(db, cards, orderId);
    if (!found) continue;
    await keepAuthorization(db, order.id, found.code);
    return found.code;
  }
  return undefined;
}

/**
 * Pays a card run's order with the kept card, reference `so-<run id>`; none kept yet: the order waits for the
 * shopper's Pay now, as any card order. Declined: the shopper is mailed to pay by the cut-off.
 */
async function chargeRun(
  db: Database,
  cards: CardPayments,
  order: StandingOrderRow,
  runId: number,
  orderId: number,
): Promise<void> {
  const code = await keptCard(db, cards, order);
  if (!code) return;
  await setChargeState(db, runId, 'sent');
  const outcome = await chargeKeptCard(db, cards, {
    orderId,
    reference: `so-${runId}`,
    authorizationCode: code,
  });
  if (outcome === 'paid') await setChargeState(db, runId, 'paid');
  else if (outcome === 'failed') {
    await db.transaction(async (tx) => {
      await setChargeState(tx, runId, 'declined');
      await queueRunMail(tx, runId, 'declined');
    });
  } else if (outcome !== 'open') await setChargeState(db, runId, null);
}

export const standingOrderJobHandlers = (
  db: Database,
  clock: () => Date,
  cards: CardPayments | null,
): JobHandlers => ({
  'standing-orders': async () => {
    await runStandingOrders(db, { now: clock(), cards });
  },
});
