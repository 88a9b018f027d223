// Delivery channels (Drizzle): the checkout's (active ones) and the back office's (hidden ones too), their zones,
// weekly schedules and windows (issue 26). Only this domain writes these tables; an order books a window's place
// through `bookWindowPlaceStep` in its own transaction (its place row, the count raised at its commit), as it takes
// stock through catalog's `changeStock`.
import type { WindowStatus } from '@oko/shared/schemas/delivery';
import { and, asc, eq, gt, gte, inArray, lt, notInArray, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { rowsOf } from '../db/rows';
import type { Step } from '../db/steps';
import {
  areas,
  deliveryChannels,
  deliverySchedules,
  deliveryWindowPlaces,
  deliveryWindows,
  deliveryZoneAreas,
  deliveryZoneStates,
  deliveryZones,
  states,
} from '../db/schema';

const channelColumns = {
  id: deliveryChannels.id,
  name: deliveryChannels.name,
  description: deliveryChannels.description,
  feeKobo: deliveryChannels.feeKobo,
  active: deliveryChannels.active,
};

/** Every channel, hidden ones too, in the checkout's order. */
export async function listAllDeliveryChannels(db: Database) {
  return db
    .select(channelColumns)
    .from(deliveryChannels)
    .orderBy(asc(deliveryChannels.position), asc(deliveryChannels.id));
}

export async function lockDeliveryChannel(db: Database, channelId: number) {
  const [row] = await db
    .select(channelColumns)
    .from(deliveryChannels)
    .where(eq(deliveryChannels.id, channelId))
    .for('update');
  return row;
}

/** Undefined when the name is taken (the unique index decides). New channels come last at the checkout. */
export async function insertDeliveryChannel(
  db: Database,
  values: { name: string; description: string; feeKobo: number; active: boolean },
) {
  const [row] = await db
    .insert(deliveryChannels)
    .values({
      ...values,
      position: sql`(select coalesce(max(${deliveryChannels.position}), -1) + 1 from ${deliveryChannels})`,
    })
    .onConflictDoNothing({ target: deliveryChannels.name })
    .returning(channelColumns);
  return row;
}

/** Undefined when the new name is another channel's. */
export async function updateDeliveryChannel(
  db: Database,
  channelId: number,
  values: Partial<{ name: string; description: string; feeKobo: number; active: boolean }>,
) {
  const [taken] =
    values.name === undefined
      ? []
      : await db
          .select({ id: deliveryChannels.id })
          .from(deliveryChannels)
          .where(and(eq(deliveryChannels.name, values.name), sql`${deliveryChannels.id} <> ${channelId}`));
  if (taken) return undefined;
  const [row] = await db
    .update(deliveryChannels)
    .set(values)
    .where(eq(deliveryChannels.id, channelId))
    .returning(channelColumns);
  return row;
}

/** The channels the checkout offers, in its order. */
export async function listActiveDeliveryChannels(db: Database) {
  return db
    .select(channelColumns)
    .from(deliveryChannels)
    .where(eq(deliveryChannels.active, true))
    .orderBy(asc(deliveryChannels.position), asc(deliveryChannels.id));
}

/** A channel an order may name: an active one. */
export async function findDeliveryChannel(db: Database, channelId: number) {
  const [row] = await db
    .select(channelColumns)
    .from(deliveryChannels)
    .where(and(eq(deliveryChannels.id, channelId), eq(deliveryChannels.active, true)));
  return row;
}

// ── Zones ───────────────────────────────────────────────────────────────────────────────────────────────────

/** The zones of the given channels (all when none given), in the owner's order, each with its states and areas. */
export async function listZones(db: Database, channelIds?: number[]) {
  const zones = await db
    .select({
      id: deliveryZones.id,
      channelId: deliveryZones.deliveryChannelId,
      name: deliveryZones.name,
      feeKobo: deliveryZones.feeKobo,
    })
    .from(deliveryZones)
    .where(channelIds ? inArray(deliveryZones.deliveryChannelId, channelIds) : undefined)
    .orderBy(asc(deliveryZones.position), asc(deliveryZones.id));
  if (zones.length === 0) return [];
  const zoneIds = zones.map((zone) => zone.id);
  const [zoneStates, zoneAreas] = await Promise.all([
    db
      .select({ zoneId: deliveryZoneStates.zoneId, stateId: deliveryZoneStates.stateId })
      .from(deliveryZoneStates)
      .where(inArray(deliveryZoneStates.zoneId, zoneIds))
      .orderBy(asc(deliveryZoneStates.stateId)),
    db
      .select({
        zoneId: deliveryZoneAreas.zoneId,
        id: deliveryZoneAreas.areaId,
        name: areas.name,
        stateId: areas.stateId,
      })
      .from(deliveryZoneAreas)
      .innerJoin(areas, eq(areas.id, deliveryZoneAreas.areaId))
      .where(inArray(deliveryZoneAreas.zoneId, zoneIds))
      .orderBy(asc(deliveryZoneAreas.areaId)),
  ]);
  return zones.map((zone) => ({
    ...zone,
    stateIds: zoneStates.filter((row) => row.zoneId === zone.id).map((row) => row.stateId),
    areas: zoneAreas
      .filter((row) => row.zoneId === zone.id)
      .map((row) => ({ id: row.id, name: row.name, stateId: row.stateId })),
  }));
}

/** Replaces a channel's zones (inside the caller's transaction). */
export async function replaceZones(
  db: Database,
  channelId: number,
  zones: { name: string; feeKobo: number; stateIds: number[]; areaIds: number[] }[],
) {
  await db.delete(deliveryZones).where(eq(deliveryZones.deliveryChannelId, channelId));
  for (const [position, zone] of zones.entries()) {
    const [row] = await db
      .insert(deliveryZones)
      .values({ deliveryChannelId: channelId, name: zone.name, feeKobo: zone.feeKobo, position })
      .returning({ id: deliveryZones.id });
    if (zone.stateIds.length > 0) {
      await db
        .insert(deliveryZoneStates)
        .values(zone.stateIds.map((stateId) => ({ zoneId: row!.id, deliveryChannelId: channelId, stateId })));
    }
    if (zone.areaIds.length > 0) {
      await db
        .insert(deliveryZoneAreas)
        .values(zone.areaIds.map((areaId) => ({ zoneId: row!.id, deliveryChannelId: channelId, areaId })));
    }
  }
}

/** The names of the given states that exist, by id. */
export async function stateNames(db: Database, stateIds: number[]) {
  if (stateIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: states.id, name: states.name })
    .from(states)
    .where(inArray(states.id, stateIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/** The names of the given areas that exist, by id. */
export async function areaNames(db: Database, areaIds: number[]) {
  if (areaIds.length === 0) return new Map<number, string>();
  const rows = await db
    .select({ id: areas.id, name: areas.name })
    .from(areas)
    .where(inArray(areas.id, areaIds));
  return new Map(rows.map((row) => [row.id, row.name]));
}

/**
 * The channels whose zones name an area of `stateId` (issue 42): there, an address's area may change the fee, or
 * whether the channel delivers at all. One query.
 */
export async function channelsByAreaIn(db: Database, stateId: number): Promise<Set<number>> {
  const rows = await db
    .selectDistinct({ channelId: deliveryZoneAreas.deliveryChannelId })
    .from(deliveryZoneAreas)
    .innerJoin(areas, eq(areas.id, deliveryZoneAreas.areaId))
    .where(eq(areas.stateId, stateId));
  return new Set(rows.map((row) => row.channelId));
}

/**
 * The least fee of the channel's zones naming areas of the state; undefined when none names one. Issue 42,
 * decision 055: what a channel delivering to some areas of a state only costs "from" there, before the area is known.
 */
export async function leastAreaFeeIn(
  db: Database,
  channelId: number,
  stateId: number,
): Promise<number | undefined> {
  const [row] = await db
    .select({ feeKobo: sql<string | null>`min(${deliveryZones.feeKobo})` })
    .from(deliveryZoneAreas)
    .innerJoin(areas, eq(areas.id, deliveryZoneAreas.areaId))
    .innerJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneAreas.zoneId))
    .where(and(eq(deliveryZoneAreas.deliveryChannelId, channelId), eq(areas.stateId, stateId)));
  return row?.feeKobo === null || row?.feeKobo === undefined ? undefined : Number(row.feeKobo);
}

/**
 * What a channel charges for a place: the zone of its area when it has one and a zone of the channel holds it
 * (issue 42: the area wins), else the zone of its state, else the channel's own fee when it has no zones;
 * undefined when its zones name neither (it does not deliver there). One query.
 */
export async function feeForPlace(
  db: Database,
  channel: { id: number; feeKobo: number },
  stateId: number,
  areaId: number | null = null,
): Promise<number | undefined> {
  const areaZones = alias(deliveryZones, 'area_zones');
  const [row] = await db
    .select({
      zoned: sql<boolean>`exists (select 1 from ${deliveryZones} where ${deliveryZones.deliveryChannelId} = ${channel.id})`,
      areaFeeKobo: areaZones.feeKobo,
      stateFeeKobo: deliveryZones.feeKobo,
    })
    .from(deliveryChannels)
    .leftJoin(
      deliveryZoneAreas,
      and(
        eq(deliveryZoneAreas.deliveryChannelId, deliveryChannels.id),
        areaId === null ? sql`false` : eq(deliveryZoneAreas.areaId, areaId),
      ),
    )
    .leftJoin(areaZones, eq(areaZones.id, deliveryZoneAreas.zoneId))
    .leftJoin(
      deliveryZoneStates,
      and(
        eq(deliveryZoneStates.deliveryChannelId, deliveryChannels.id),
        eq(deliveryZoneStates.stateId, stateId),
      ),
    )
    .leftJoin(deliveryZones, eq(deliveryZones.id, deliveryZoneStates.zoneId))
    .where(eq(deliveryChannels.id, channel.id));
  if (!row) return undefined;
  if (row.areaFeeKobo !== null) return Number(row.areaFeeKobo);
  if (row.stateFeeKobo !== null) return Number(row.stateFeeKobo);
  return row.zoned ? undefined : channel.feeKobo;
}

// ── Weekly schedules ────────────────────────────────────────────────────────────────────────────────────────

const slotColumns = {
  channelId: deliverySchedules.deliveryChannelId,
  weekday: deliverySchedules.weekday,
  startTime: deliverySchedules.startTime,
  endTime: deliverySchedules.endTime,
  cutoffHours: deliverySchedules.cutoffHours,
  capacity: deliverySchedules.capacity,
};
export type ScheduleRow = { channelId: number } & Omit<
  typeof deliverySchedules.$inferSelect,
  'id' | 'deliveryChannelId'
>;

/** The weekly schedules of the given channels (all when none given), by weekday and start. */
export async function listSchedules(db: Database, channelIds?: number[]): Promise<ScheduleRow[]> {
  return db
    .select(slotColumns)
    .from(deliverySchedules)
    .where(channelIds ? inArray(deliverySchedules.deliveryChannelId, channelIds) : undefined)
    .orderBy(asc(deliverySchedules.weekday), asc(deliverySchedules.startTime));
}

export async function replaceSchedule(
  db: Database,
  channelId: number,
  slots: Omit<ScheduleRow, 'channelId'>[],
) {
  await db.delete(deliverySchedules).where(eq(deliverySchedules.deliveryChannelId, channelId));
  if (slots.length > 0) {
    await db
      .insert(deliverySchedules)
      .values(slots.map((slot) => ({ ...slot, deliveryChannelId: channelId })));
  }
}

// ── Windows ─────────────────────────────────────────────────────────────────────────────────────────────────

const windowColumns = {
  id: deliveryWindows.id,
  channelId: deliveryWindows.deliveryChannelId,
  channelName: deliveryChannels.name,
  startsAt: deliveryWindows.startsAt,
  endsAt: deliveryWindows.endsAt,
  cutoffAt: deliveryWindows.cutoffAt,
  capacity: deliveryWindows.capacity,
  booked: deliveryWindows.booked,
  closed: deliveryWindows.closed,
  fromSchedule: deliveryWindows.fromSchedule,
};
export type WindowRow = Awaited<ReturnType<typeof findWindow>> & {};

export interface WindowTimes {
  channelId: number;
  startsAt: Date;
  endsAt: Date;
  cutoffAt: Date;
  capacity: number;
}

/** The start times a channel already has windows at, from `from` on. */
async function windowStarts(db: Database, channelIds: number[], from: Date) {
  const rows = await db
    .select({ channelId: deliveryWindows.deliveryChannelId, startsAt: deliveryWindows.startsAt })
    .from(deliveryWindows)
    .where(and(inArray(deliveryWindows.deliveryChannelId, channelIds), gte(deliveryWindows.startsAt, from)));
  return new Set(rows.map((row) => `${row.channelId} ${row.startsAt.getTime()}`));
}

/**
 * Inserts the windows not there yet (by channel and start: the unique key makes a racing second insert do
 * nothing). Only the missing ones are sent, so reading the windows again writes nothing.
 */
export async function insertMissingWindows(db: Database, windows: WindowTimes[], from: Date) {
  if (windows.length === 0) return;
  const existing = await windowStarts(db, [...new Set(windows.map((window) => window.channelId))], from);
  const missing = windows.filter(
    (window) => !existing.has(`${window.channelId} ${window.startsAt.getTime()}`),
  );
  if (missing.length === 0) return;
  await db
    .insert(deliveryWindows)
    .values(
      missing.map((window) => ({
        deliveryChannelId: window.channelId,
        startsAt: window.startsAt,
        endsAt: window.endsAt,
        cutoffAt: window.cutoffAt,
        capacity: window.capacity,
        fromSchedule: true,
      })),
    )
    .onConflictDoNothing({ target: [deliveryWindows.deliveryChannelId, deliveryWindows.startsAt] });
}

/**
 * After a schedule change (decision 026): the channel's future windows made from the old schedule that the new
 * one no longer has are deleted when nobody ever booked them; the ones it still has take its end, cut-off and
 * capacity (never below what is booked). Booked windows are kept and honoured; closed ones stay closed.
 */
export async function redoScheduledWindows(
  db: Database,
  channelId: number,
  windows: WindowTimes[],
  from: Date,
) {
  const starts = windows.map((window) => window.startsAt);
  await db
    .delete(deliveryWindows)
    .where(
      and(
        eq(deliveryWindows.deliveryChannelId, channelId),
        eq(deliveryWindows.fromSchedule, true),
        gt(deliveryWindows.startsAt, from),
        eq(deliveryWindows.booked, 0),
        sql`not exists (select 1 from orders o where o.delivery_window_id = ${deliveryWindows.id})`,
        ...(starts.length > 0 ? [notInArray(deliveryWindows.startsAt, starts)] : []),
      ),
    );
  for (const window of windows) {
    await db
      .update(deliveryWindows)
      .set({
        endsAt: window.endsAt,
        cutoffAt: window.cutoffAt,
        capacity: sql`greatest(${window.capacity}, ${deliveryWindows.booked})`,
      })
      .where(
        and(
          eq(deliveryWindows.deliveryChannelId, channelId),
          eq(deliveryWindows.startsAt, window.startsAt),
          eq(deliveryWindows.fromSchedule, true),
        ),
      );
  }
  await insertMissingWindows(db, windows, from);
}

export async function findWindow(db: Database, windowId: number) {
  const [row] = await db
    .select(windowColumns)
    .from(deliveryWindows)
    .innerJoin(deliveryChannels, eq(deliveryChannels.id, deliveryWindows.deliveryChannelId))
    .where(eq(deliveryWindows.id, windowId));
  return row;
}

export async function lockWindow(db: Database, windowId: number) {
  const [row] = await db
    .select({ id: deliveryWindows.id, booked: deliveryWindows.booked })
    .from(deliveryWindows)
    .where(eq(deliveryWindows.id, windowId))
    .for('update');
  return row;
}

/** Undefined when the channel already has a window starting then. */
export async function insertWindow(db: Database, window: WindowTimes) {
  const [row] = await db
    .insert(deliveryWindows)
    .values({
      deliveryChannelId: window.channelId,
      startsAt: window.startsAt,
      endsAt: window.endsAt,
      cutoffAt: window.cutoffAt,
      capacity: window.capacity,
    })
    .onConflictDoNothing({ target: [deliveryWindows.deliveryChannelId, deliveryWindows.startsAt] })
    .returning({ id: deliveryWindows.id });
  return row?.id;
}

export async function updateWindow(
  db: Database,
  windowId: number,
  values: Partial<{ capacity: number; closed: boolean }>,
) {
  await db.update(deliveryWindows).set(values).where(eq(deliveryWindows.id, windowId));
}

/** Windows starting in [from, to), of one channel or all, soonest first. */
export async function listWindowsBetween(db: Database, from: Date, to: Date, channelId?: number) {
  return db
    .select(windowColumns)
    .from(deliveryWindows)
    .innerJoin(deliveryChannels, eq(deliveryChannels.id, deliveryWindows.deliveryChannelId))
    .where(
      and(
        gte(deliveryWindows.startsAt, from),
        lt(deliveryWindows.startsAt, to),
        channelId === undefined ? undefined : eq(deliveryWindows.deliveryChannelId, channelId),
      ),
    )
    .orderBy(asc(deliveryWindows.startsAt), asc(deliveryChannels.position), asc(deliveryWindows.id));
}

/**
 * "Can this window take an order now": open, before its cut-off, with a place left. The condition of the checkout's
 * list (listComingWindows: its `open`); the booking's guarded update at the commit (migration 0039's
 * `take_delivery_window_place`) is the same condition in SQL, and the two change together, so the list never offers
 * what the booking refuses; `windowProblem` (service.ts) says which part failed.
 */
const takesOrders = (now: Date) =>
  and(
    eq(deliveryWindows.closed, false),
    gt(deliveryWindows.cutoffAt, now),
    lt(deliveryWindows.booked, deliveryWindows.capacity),
  );

/**
 * A channel's windows that have not started, soonest first (issue 43): each with whether an order may book it
 * now (`open`: before the cut-off, not closed, a place left) or why not (`closed`: by the shop or past its
 * cut-off; `full`), the guard the booking takes at the commit.
 */
export async function listComingWindows(db: Database, channelId: number, now: Date) {
  return db
    .select({
      id: deliveryWindows.id,
      startsAt: deliveryWindows.startsAt,
      endsAt: deliveryWindows.endsAt,
      cutoffAt: deliveryWindows.cutoffAt,
      remaining: sql<number>`greatest(${deliveryWindows.capacity} - ${deliveryWindows.booked}, 0)`.mapWith(
        Number,
      ),
      // takesOrders is the one rule; when it fails: closed (by the shop, or past its cut-off) or full.
      status: sql<WindowStatus>`case
        when ${takesOrders(now)} then 'open'
        when ${deliveryWindows.closed} or ${deliveryWindows.cutoffAt} <= ${now.toISOString()}::timestamptz
          then 'closed'
        else 'full' end`,
    })
    .from(deliveryWindows)
    .where(and(eq(deliveryWindows.deliveryChannelId, channelId), gt(deliveryWindows.startsAt, now)))
    .orderBy(asc(deliveryWindows.startsAt), asc(deliveryWindows.id));
}

/**
 * Whether orders of these channels must name a window: the channel has a weekly schedule, or a window whose
 * orders have not closed yet (a one-off). By channel id.
 */
export async function channelsWithWindows(db: Database, channelIds: number[], now: Date) {
  if (channelIds.length === 0) return new Set<number>();
  const rows = await db.execute<{ id: number }>(sql`
    select s.delivery_channel_id as id from ${deliverySchedules} s
      where s.delivery_channel_id in ${channelIds}
    union
    select w.delivery_channel_id from ${deliveryWindows} w
      where w.delivery_channel_id in ${channelIds} and w.cutoff_at > ${now.toISOString()}::timestamptz`);
  return new Set(rowsOf<{ id: number }>(rows).map((row) => Number(row.id)));
}

/**
 * Books one place in the window for an order of `channelId`, as ONE step of the order's last statement
 * (db/steps.ts): the order's place inserted now (only for a window of its channel), and the window's `booked`
 * raised at the commit by a deferred trigger, only while the window is open, before its cut-off (as of `now`) and
 * has a place left (migration 0039): racing orders (on one instance or several) never pass the capacity, and wait
 * on the window's row only during each other's commits.
 */
export const bookWindowPlaceStep = (
  orderId: number,
  windowId: number,
  channelId: number,
  now: Date,
): Step => ({
  ctes: sql`window_placed as (
    insert into ${deliveryWindowPlaces} (order_id, window_id, created_at)
    select ${orderId}::integer, id, ${now.toISOString()}::timestamptz from ${deliveryWindows}
    where ${and(eq(deliveryWindows.id, windowId), eq(deliveryWindows.deliveryChannelId, channelId))}
    returning order_id
  )`,
  done: 'window_placed',
  refusedAtCommit: 'OKW01',
});

/** Gives back the place a cancelled order booked, in the cancel's transaction. */
export async function releaseWindowPlace(db: Database, orderId: number, windowId: number) {
  await db.delete(deliveryWindowPlaces).where(eq(deliveryWindowPlaces.orderId, orderId));
  await db
    .update(deliveryWindows)
    .set({ booked: sql`${deliveryWindows.booked} - 1` })
    .where(and(eq(deliveryWindows.id, windowId), gt(deliveryWindows.booked, 0)));
}
