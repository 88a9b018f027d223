// The checkout's delivery channels (spec section 4): the first is the default. With the address's state, each
// channel's fee is that state's (its zone's), and channels that do not deliver there are left out (issue 26);
// with its area too, the area's zone wins over the state's (issue 42).
// Delivery windows come from each channel's weekly schedule (decision 026): materialised rows for the next 14
// days, made when someone reads them (the unique channel + start makes a second making a no-op).
import { addDays, isoWeekday, lagosDay, lagosInstant, lagosIso } from '@oko/shared/lagos-time';
import { koboToNaira } from '@oko/shared/money';
import { DELIVERY_MESSAGES, type DeliveryWindow } from '@oko/shared/schemas/delivery';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import type { Database } from '../db/client';
import { DomainError } from '../errors';
import { getArea } from '../geo/service';
import {
  type ScheduleRow,
  type WindowRow,
  type WindowTimes,
  channelsWithWindows,
  channelsByAreaIn,
  feeForPlace,
  insertMissingWindows,
  leastAreaFeeIn,
  listActiveDeliveryChannels,
  listComingWindows,
  listSchedules,
} from './queries';

/** How many days ahead (today included, Lagos days) the schedule's windows exist. */
export const WINDOW_DAYS = 14;
const HOUR_MS = 60 * 60 * 1000;

/**
 * The windows a weekly schedule makes over the next 14 Lagos days (or `days`) that have not started by `now`.
 */
export function scheduledWindows(slots: ScheduleRow[], now: Date, days = WINDOW_DAYS): WindowTimes[] {
  const today = lagosDay(now);
  const windows: WindowTimes[] = [];
  for (let offset = 0; offset < days; offset += 1) {
    const day = addDays(today, offset);
    for (const slot of slots) {
      if (slot.weekday !== isoWeekday(day)) continue;
      const startsAt = lagosInstant(day, slot.startTime);
      if (startsAt <= now) continue;
      windows.push({
        channelId: slot.channelId,
        startsAt,
        endsAt: lagosInstant(day, slot.endTime),
        cutoffAt: new Date(startsAt.getTime() - slot.cutoffHours * HOUR_MS),
        capacity: slot.capacity,
      });
    }
  }
  return windows;
}

/**
 * Makes the scheduled windows of the next 14 days that do not exist yet (of the given channels, or all). A
 * standing order's next four runs make its own slot's windows further ahead (`days`, decision 048); the checkout
 * still offers only the next 14 days (getComingWindows).
 */
export async function ensureWindows(
  db: Database,
  now: Date,
  channelIds?: number[],
  days = WINDOW_DAYS,
  slot?: { weekday: number; startTime: string },
): Promise<void> {
  const slots = (await listSchedules(db, channelIds)).filter(
    (row) => !slot || (row.weekday === slot.weekday && row.startTime === slot.startTime),
  );
  await insertMissingWindows(db, scheduledWindows(slots, now, days), now);
}

/** Where a query prices: a state, and maybe one of its areas. */
export interface Place {
  stateId?: number;
  areaId?: number;
}

/**
 * The state and area to price by: an area alone stands for its state. 422 under `area_id` for an area that does
 * not exist or lies in another state than `state_id`.
 */
async function resolvePlace(
  db: Database,
  place: Place,
): Promise<{ stateId: number; areaId: number | null } | null> {
  if (place.areaId === undefined) {
    return place.stateId === undefined ? null : { stateId: place.stateId, areaId: null };
  }
  const area = await getArea(db, place.areaId);
  const problem = !area
    ? DELIVERY_MESSAGES.unknownArea
    : place.stateId !== undefined && area.stateId !== place.stateId
      ? DELIVERY_MESSAGES.areaNotInState
      : undefined;
  if (problem) throw new DomainError(422, problem, { area_id: [problem] });
  return { stateId: area!.stateId, areaId: area!.id };
}

/**
 * What a channel costs at a place as the checkout offers it: its fee there; for an address without its area, a
 * channel delivering to some of the state's areas only (no zone of the state) from the least of their fees
 * (decision 055): offered, with `by_area`, so the checkout asks for the area, and the order waits for it
 * (place-order.ts). Undefined: it does not deliver there.
 */
async function offeredFee(
  db: Database,
  channel: { id: number; feeKobo: number },
  where: { stateId: number; areaId: number | null },
): Promise<number | undefined> {
  const fee = await feeForPlace(db, channel, where.stateId, where.areaId);
  if (fee !== undefined || where.areaId !== null) return fee;
  return leastAreaFeeIn(db, channel.id, where.stateId);
}

/**
 * In the checkout's order: the first is the default. With a state (and area), only the channels delivering there,
 * each at its fee there.
 */
export async function getDeliveryChannels(
  db: Database,
  now: Date,
  place: Place = {},
): Promise<DeliveryChannel[]> {
  const where = await resolvePlace(db, place);
  const rows = await listActiveDeliveryChannels(db);
  const withWindows = await channelsWithWindows(
    db,
    rows.map((row) => row.id),
    now,
  );
  // Without an area, say where the state's areas are priced apart: the checkout asks for the area there.
  const byArea =
    where !== null && where.areaId === null ? await channelsByAreaIn(db, where.stateId) : new Set<number>();
  const channels: DeliveryChannel[] = [];
  for (const row of rows) {
    const feeKobo = where === null ? row.feeKobo : await offeredFee(db, row, where);
    if (feeKobo === undefined) continue;
    channels.push({
      id: row.id,
      name: row.name,
      description: row.description,
      fee: koboToNaira(feeKobo),
      has_windows: withWindows.has(row.id),
      by_area: byArea.has(row.id),
    });
  }
  return channels;
}

/**
 * `GET /delivery-windows`: a channel's windows that have not started, soonest first, each saying whether an order
 * may book it (issue 43: a full or closed one is shown, not left out); none for a hidden or unknown channel, or
 * one that does not deliver to the place.
 */
export async function getComingWindows(
  db: Database,
  now: Date,
  channelId: number,
  place: Place = {},
): Promise<DeliveryWindow[]> {
  const where = await resolvePlace(db, place);
  const channel = (await listActiveDeliveryChannels(db)).find((row) => row.id === channelId);
  if (!channel) return [];
  if (where !== null && (await offeredFee(db, channel, where)) === undefined) return [];
  await ensureWindows(db, now, [channelId]);
  // The checkout's horizon is 14 days: windows a standing order made further ahead wait until they are in it.
  const horizon = lagosInstant(addDays(lagosDay(now), WINDOW_DAYS), '00:00');
  const coming = (await listComingWindows(db, channelId, now)).filter((row) => row.startsAt < horizon);
  return coming.map((row) => ({
    id: row.id,
    starts_at: lagosIso(row.startsAt),
    ends_at: lagosIso(row.endsAt),
    cutoff_at: lagosIso(row.cutoffAt),
    remaining: row.remaining,
    status: row.status,
  }));
}

/**
 * Why a window cannot take an order of `channelId` (unknown, another channel's, closed, past its cut-off), or
 * undefined: the words for the booking's condition (queries.ts's takesOrders); a full window is the booking's 409.
 */
export function windowProblem(
  window: WindowRow | undefined,
  channelId: number,
  now: Date,
): string | undefined {
  if (!window || window.channelId !== channelId) return DELIVERY_MESSAGES.windowInvalid;
  const times = { starts_at: lagosIso(window.startsAt), ends_at: lagosIso(window.endsAt) };
  if (window.closed) return DELIVERY_MESSAGES.windowClosed(times);
  if (window.cutoffAt <= now) return DELIVERY_MESSAGES.windowCutOff(times, lagosIso(window.cutoffAt));
  return undefined;
}
