// The back office's delivery channels (owner only, decision 017): each write is one transaction with its audit
// entry.
import { addDays, lagosDay, lagosInstant, lagosIso } from '@oko/shared/lagos-time';
import { koboToNaira } from '@oko/shared/money';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import {
  type AdminDeliveryChannel,
  type AdminDeliveryWindow,
  type AdminWindowListQuery,
  type AdminZone,
  DELIVERY_ADMIN_MESSAGES,
  type ScheduleSlot,
  type channelScheduleSchema,
  type channelZonesSchema,
  type createDeliveryChannelSchema,
  type createDeliveryWindowSchema,
  type updateDeliveryChannelSchema,
  type updateDeliveryWindowSchema,
} from '@oko/shared/schemas/admin-delivery';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { DomainError, NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { type Actor, auditChange } from '../audit/queries';
import {
  type ScheduleRow,
  type WindowRow,
  findWindow,
  insertDeliveryChannel,
  insertWindow,
  listAllDeliveryChannels,
  listSchedules,
  listWindowsBetween,
  listZones,
  lockDeliveryChannel,
  lockWindow,
  redoScheduledWindows,
  replaceSchedule,
  replaceZones,
  areaNames,
  stateNames,
  updateDeliveryChannel,
  updateWindow,
} from './queries';
import { WINDOW_DAYS, ensureWindows, scheduledWindows } from './service';

type ChannelRow = { id: number; name: string; description: string; feeKobo: number; active: boolean };
type ZoneRow = Awaited<ReturnType<typeof listZones>>[number];

const toZone = (zone: ZoneRow): AdminZone => ({
  id: zone.id,
  name: zone.name,
  fee: koboToNaira(zone.feeKobo),
  state_ids: zone.stateIds,
  area_ids: zone.areas.map((area) => area.id),
  areas: zone.areas.map((area) => ({ id: area.id, name: area.name, state_id: area.stateId })),
});

const toSlot = (slot: ScheduleRow): ScheduleSlot => ({
  weekday: slot.weekday,
  start_time: slot.startTime,
  end_time: slot.endTime,
  cutoff_hours: slot.cutoffHours,
  capacity: slot.capacity,
});

function toAdminChannel(
  row: ChannelRow,
  zones: ZoneRow[] = [],
  schedule: ScheduleRow[] = [],
): AdminDeliveryChannel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fee: koboToNaira(row.feeKobo),
    active: row.active,
    zones: zones.filter((zone) => zone.channelId === row.id).map(toZone),
    schedule: schedule.filter((slot) => slot.channelId === row.id).map(toSlot),
  };
}

export async function listDeliveryChannels(db: Database): Promise<AdminDeliveryChannel[]> {
  const [rows, zones, schedule] = await Promise.all([
    listAllDeliveryChannels(db),
    listZones(db),
    listSchedules(db),
  ]);
  return rows.map((row) => toAdminChannel(row, zones, schedule));
}

/** One channel as the back office shows it, read in the caller's transaction. */
async function adminChannel(db: Database, row: ChannelRow): Promise<AdminDeliveryChannel> {
  return toAdminChannel(row, await listZones(db, [row.id]), await listSchedules(db, [row.id]));
}

/**
 * Changes one part of a channel (its zones or its schedule) under the channel's row lock, in one transaction
 * with the audit entry of that part before and after.
 */
function changeChannelPart(
  db: Database,
  actor: Actor,
  channelId: number,
  part: 'zones' | 'schedule',
  change: (tx: Database) => Promise<unknown>,
): Promise<AdminDeliveryChannel> {
  return db.transaction(async (tx) => {
    const row = found(await lockDeliveryChannel(tx, channelId), ADMIN_MESSAGES.channelNotFound);
    const before = await adminChannel(tx, row);
    await change(tx);
    const channel = await adminChannel(tx, row);
    await auditChange(tx, actor, `delivery_channel.${part}`, channelId, {
      before: { [part]: before[part] },
      after: { [part]: channel[part] },
    });
    return channel;
  });
}

/** A window as the back office sees it, read in the transaction that just wrote it. */
const adminWindow = async (tx: Database, windowId: number) =>
  toAdminWindow((await findWindow(tx, windowId))!);

export async function createDeliveryChannel(
  db: Database,
  actor: Actor,
  input: z.output<typeof createDeliveryChannelSchema>,
): Promise<AdminDeliveryChannel> {
  return db.transaction(async (tx) => {
    const row = await insertDeliveryChannel(tx, {
      name: input.name,
      description: input.description,
      feeKobo: input.fee,
      active: input.active,
    });
    if (!row) throw fieldError(422, 'name', ADMIN_MESSAGES.channelNameTaken);
    const channel = toAdminChannel(row);
    await auditChange(tx, actor, 'delivery_channel.create', row.id, { after: channel });
    return channel;
  });
}

export async function editDeliveryChannel(
  db: Database,
  actor: Actor,
  channelId: number,
  input: z.output<typeof updateDeliveryChannelSchema>,
): Promise<AdminDeliveryChannel> {
  if (!isDbId(channelId)) throw new NotFoundError(ADMIN_MESSAGES.channelNotFound);
  return db.transaction(async (tx) => {
    const before = found(await lockDeliveryChannel(tx, channelId), ADMIN_MESSAGES.channelNotFound);
    const row = await updateDeliveryChannel(tx, channelId, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.description === undefined ? {} : { description: input.description }),
      ...(input.fee === undefined ? {} : { feeKobo: input.fee }),
      ...(input.active === undefined ? {} : { active: input.active }),
    });
    if (!row) throw fieldError(422, 'name', ADMIN_MESSAGES.channelNameTaken);
    const channel = await adminChannel(tx, row);
    await auditChange(tx, actor, 'delivery_channel.update', channelId, {
      before: await adminChannel(tx, before),
      after: channel,
    });
    return channel;
  });
}

// ── Zones (issue 26) ────────────────────────────────────────────────────────────────────────────────────────

/**
 * `PUT /admin/delivery-channels/{id}/zones`: replaces the channel's zones in one transaction with its audit entry.
 * 422 for a state or area that does not exist, or one named by two zones (under the later zone's `state_ids` or
 * `area_ids`). An area may sit in one zone while its state sits in another: the area's wins (issue 42).
 */
export async function setZones(
  db: Database,
  actor: Actor,
  channelId: number,
  input: z.output<typeof channelZonesSchema>,
): Promise<AdminDeliveryChannel> {
  if (!isDbId(channelId)) throw new NotFoundError(ADMIN_MESSAGES.channelNotFound);
  const [names, namesOfAreas] = await Promise.all([
    stateNames(db, [...new Set(input.zones.flatMap((zone) => zone.state_ids))]),
    areaNames(db, [...new Set(input.zones.flatMap((zone) => zone.area_ids))]),
  ]);
  const errors: Record<string, string[]> = {};
  const check = (
    kind: 'state_ids' | 'area_ids',
    known: Map<number, string>,
    unknown: string,
    twice: (name: string) => string,
  ) => {
    const zoneOf = new Map<number, number>();
    input.zones.forEach((zone, index) => {
      for (const id of zone[kind]) {
        const name = known.get(id);
        const field = `zones.${index}.${kind}`;
        if (name === undefined) errors[field] ??= [unknown];
        else if (zoneOf.has(id) && zoneOf.get(id) !== index) errors[field] ??= [twice(name)];
        else zoneOf.set(id, index);
      }
    });
  };
  check('state_ids', names, DELIVERY_ADMIN_MESSAGES.unknownState, DELIVERY_ADMIN_MESSAGES.stateInTwoZones);
  check(
    'area_ids',
    namesOfAreas,
    DELIVERY_ADMIN_MESSAGES.unknownArea,
    DELIVERY_ADMIN_MESSAGES.areaInTwoZones,
  );
  const first = Object.values(errors)[0]?.[0];
  if (first) throw new DomainError(422, first, errors);
  return changeChannelPart(db, actor, channelId, 'zones', (tx) =>
    replaceZones(
      tx,
      channelId,
      input.zones.map((zone) => ({
        name: zone.name,
        feeKobo: zone.fee,
        stateIds: [...new Set(zone.state_ids)],
        areaIds: [...new Set(zone.area_ids)],
      })),
    ),
  );
}

// ── The weekly schedule and the windows (issue 26, decision 026) ────────────────────────────────────────────

/**
 * `PUT /admin/delivery-channels/{id}/schedule`: replaces the weekly schedule and redoes the channel's future
 * scheduled windows from it (booked ones are kept and honoured, see `redoScheduledWindows`).
 */
export async function setSchedule(
  db: Database,
  actor: Actor,
  channelId: number,
  input: z.output<typeof channelScheduleSchema>,
  now: Date,
): Promise<AdminDeliveryChannel> {
  if (!isDbId(channelId)) throw new NotFoundError(ADMIN_MESSAGES.channelNotFound);
  return changeChannelPart(db, actor, channelId, 'schedule', async (tx) => {
    const slots = input.schedule.map((slot) => ({
      weekday: slot.weekday,
      startTime: slot.start_time,
      endTime: slot.end_time,
      cutoffHours: slot.cutoff_hours,
      capacity: slot.capacity,
    }));
    await replaceSchedule(tx, channelId, slots);
    await redoScheduledWindows(
      tx,
      channelId,
      scheduledWindows(
        slots.map((slot) => ({ ...slot, channelId })),
        now,
      ),
      now,
    );
  });
}

export function toAdminWindow(row: WindowRow): AdminDeliveryWindow {
  return {
    id: row.id,
    delivery_channel_id: row.channelId,
    delivery_channel_name: row.channelName,
    starts_at: lagosIso(row.startsAt),
    ends_at: lagosIso(row.endsAt),
    cutoff_at: lagosIso(row.cutoffAt),
    capacity: row.capacity,
    booked: row.booked,
    closed: row.closed,
    from_schedule: row.fromSchedule,
  };
}

/**
 * `GET /admin/delivery-windows`: the windows starting on the days asked (Lagos), default the coming ones of today
 * and 13 more days: without `from`, a window that has ended is gone (issue 43: the owner's page is the days ahead).
 */
export async function listWindows(
  db: Database,
  query: AdminWindowListQuery,
  now: Date,
): Promise<AdminDeliveryWindow[]> {
  await ensureWindows(db, now);
  const fromDay = query.from ?? lagosDay(now);
  const toDay = query.to ?? addDays(fromDay, WINDOW_DAYS - 1);
  const rows = await listWindowsBetween(
    db,
    lagosInstant(fromDay, '00:00'),
    lagosInstant(addDays(toDay, 1), '00:00'),
    query.delivery_channel_id,
  );
  const coming = query.from === undefined ? rows.filter((row) => row.endsAt > now) : rows;
  return coming.map(toAdminWindow);
}

/** `POST /admin/delivery-windows`: a one-off window (a market day, a holiday round). */
export async function createWindow(
  db: Database,
  actor: Actor,
  input: z.output<typeof createDeliveryWindowSchema>,
): Promise<AdminDeliveryWindow> {
  return db.transaction(async (tx) => {
    const channel = await lockDeliveryChannel(tx, input.delivery_channel_id);
    if (!channel) throw fieldError(422, 'delivery_channel_id', ORDER_MESSAGES.unknownChannel);
    const id = await insertWindow(tx, {
      channelId: channel.id,
      startsAt: new Date(input.starts_at),
      endsAt: new Date(input.ends_at),
      cutoffAt: new Date(input.cutoff_at),
      capacity: input.capacity,
    });
    if (id === undefined) throw fieldError(422, 'starts_at', DELIVERY_ADMIN_MESSAGES.windowTaken);
    const window = await adminWindow(tx, id);
    await auditChange(tx, actor, 'delivery_window.create', id, { after: window });
    return window;
  });
}

/** `PATCH /admin/delivery-windows/{id}`: its capacity (never below what is booked) or closed. */
export async function editWindow(
  db: Database,
  actor: Actor,
  windowId: number,
  input: z.output<typeof updateDeliveryWindowSchema>,
): Promise<AdminDeliveryWindow> {
  if (!isDbId(windowId)) throw new NotFoundError(DELIVERY_ADMIN_MESSAGES.windowNotFound);
  return db.transaction(async (tx) => {
    const locked = found(await lockWindow(tx, windowId), DELIVERY_ADMIN_MESSAGES.windowNotFound);
    if (input.capacity !== undefined && input.capacity < locked.booked) {
      throw fieldError(422, 'capacity', DELIVERY_ADMIN_MESSAGES.capacityBelowBooked(locked.booked));
    }
    const before = await adminWindow(tx, windowId);
    await updateWindow(tx, windowId, {
      ...(input.capacity === undefined ? {} : { capacity: input.capacity }),
      ...(input.closed === undefined ? {} : { closed: input.closed }),
    });
    const window = await adminWindow(tx, windowId);
    await auditChange(tx, actor, 'delivery_window.update', windowId, { before, after: window });
    return window;
  });
}
