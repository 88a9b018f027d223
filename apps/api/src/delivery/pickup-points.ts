// Pick-up points (decision 018): where a shopper collects an order, each tied to the (pick-up) delivery channel
// the shopper chooses for it. The checkout lists a point while it and its channel are active, so its tabs and
// its channel select never disagree. The owner keeps them in the back office; every write is in the audit log.
import {
  type AdminPickupPoint,
  CONTENT_MESSAGES,
  type createPickupPointSchema,
  type PickupPoint,
  type updatePickupPointSchema,
} from '@oko/shared/schemas/content';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { type Actor, auditChange } from '../audit/queries';
import type { Database } from '../db/client';
import { deliveryChannels, pickupPoints } from '../db/schema';
import { NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';

const columns = {
  id: pickupPoints.id,
  name: pickupPoints.name,
  address: pickupPoints.address,
  openingHours: pickupPoints.openingHours,
  deliveryChannelId: pickupPoints.deliveryChannelId,
  deliveryChannelName: deliveryChannels.name,
  active: pickupPoints.active,
};
type Row = {
  id: number;
  name: string;
  address: string;
  openingHours: string;
  deliveryChannelId: number;
  deliveryChannelName: string;
  active: boolean;
};

const toPublic = (row: Row): PickupPoint => ({
  id: row.id,
  name: row.name,
  address: row.address,
  opening_hours: row.openingHours,
  delivery_channel_id: row.deliveryChannelId,
  delivery_channel_name: row.deliveryChannelName,
});
const toAdmin = (row: Row): AdminPickupPoint => ({ ...toPublic(row), active: row.active });

function select(db: Database) {
  return db
    .select(columns)
    .from(pickupPoints)
    .innerJoin(deliveryChannels, eq(deliveryChannels.id, pickupPoints.deliveryChannelId));
}

/** `GET /pickup-points`: the active points whose channel is offered at the checkout, by name. */
export async function listActivePickupPoints(db: Database): Promise<PickupPoint[]> {
  const rows = await select(db)
    .where(and(eq(pickupPoints.active, true), eq(deliveryChannels.active, true)))
    .orderBy(asc(pickupPoints.name), asc(pickupPoints.id));
  return rows.map(toPublic);
}

/**
 * The point a pick-up channel's order is collected at when the client named none (issue 43): the first the
 * checkout lists for the channel, as it preselects it; undefined for a channel that is not collected.
 */
export async function firstPickupPointOf(db: Database, channelId: number): Promise<PickupPoint | undefined> {
  const [row] = await select(db)
    .where(
      and(
        eq(pickupPoints.deliveryChannelId, channelId),
        eq(pickupPoints.active, true),
        eq(deliveryChannels.active, true),
      ),
    )
    .orderBy(asc(pickupPoints.name), asc(pickupPoints.id))
    .limit(1);
  return row && toPublic(row);
}

/**
 * An order's pick-up point (issue 23): listed at the checkout (it and its channel active) and collecting for
 * `channelId`; undefined otherwise.
 */
export async function findPickupPointForOrder(
  db: Database,
  pointId: number,
  channelId: number,
): Promise<PickupPoint | undefined> {
  if (!isDbId(pointId)) return undefined;
  const [row] = await select(db).where(
    and(
      eq(pickupPoints.id, pointId),
      eq(pickupPoints.deliveryChannelId, channelId),
      eq(pickupPoints.active, true),
      eq(deliveryChannels.active, true),
    ),
  );
  return row && toPublic(row);
}

/** `GET /admin/pickup-points`: every point, hidden ones too. */
export async function listPickupPoints(db: Database): Promise<AdminPickupPoint[]> {
  return (await select(db).orderBy(asc(pickupPoints.name), asc(pickupPoints.id))).map(toAdmin);
}

async function findPoint(db: Database, id: number, lock = false) {
  const query = select(db).where(eq(pickupPoints.id, id));
  const [row] = lock ? await query.for('update', { of: pickupPoints }) : await query;
  return row;
}

async function checkChannel(db: Database, channelId: number | undefined) {
  if (channelId === undefined) return;
  const [channel] = isDbId(channelId)
    ? await db
        .select({ id: deliveryChannels.id })
        .from(deliveryChannels)
        .where(eq(deliveryChannels.id, channelId))
    : [];
  if (!channel) throw fieldError(422, 'delivery_channel_id', CONTENT_MESSAGES.unknownChannel);
}

async function nameTaken(db: Database, name: string | undefined, exceptId: number | null) {
  if (name === undefined) return;
  const [taken] = await db
    .select({ id: pickupPoints.id })
    .from(pickupPoints)
    .where(
      exceptId === null
        ? eq(pickupPoints.name, name)
        : and(eq(pickupPoints.name, name), sql`${pickupPoints.id} <> ${exceptId}`),
    );
  if (taken) throw fieldError(422, 'name', CONTENT_MESSAGES.nameTaken);
}

export async function createPickupPoint(
  db: Database,
  actor: Actor,
  input: z.output<typeof createPickupPointSchema>,
): Promise<AdminPickupPoint> {
  return db.transaction(async (tx) => {
    await checkChannel(tx, input.delivery_channel_id);
    await nameTaken(tx, input.name, null);
    const [inserted] = await tx
      .insert(pickupPoints)
      .values({
        name: input.name,
        address: input.address,
        openingHours: input.opening_hours,
        deliveryChannelId: input.delivery_channel_id,
        active: input.active,
      })
      .onConflictDoNothing({ target: pickupPoints.name })
      .returning({ id: pickupPoints.id });
    if (!inserted) throw fieldError(422, 'name', CONTENT_MESSAGES.nameTaken);
    const point = toAdmin((await findPoint(tx, inserted.id))!);
    await auditChange(tx, actor, 'pickup_point.create', point.id, { after: point });
    return point;
  });
}

export async function editPickupPoint(
  db: Database,
  actor: Actor,
  id: number,
  input: z.output<typeof updatePickupPointSchema>,
): Promise<AdminPickupPoint> {
  if (!isDbId(id)) throw new NotFoundError(CONTENT_MESSAGES.pickupPointNotFound);
  return db.transaction(async (tx) => {
    const before = found(await findPoint(tx, id, true), CONTENT_MESSAGES.pickupPointNotFound);
    await checkChannel(tx, input.delivery_channel_id);
    await nameTaken(tx, input.name, id);
    await tx
      .update(pickupPoints)
      .set({
        ...(input.name === undefined ? {} : { name: input.name }),
        ...(input.address === undefined ? {} : { address: input.address }),
        ...(input.opening_hours === undefined ? {} : { openingHours: input.opening_hours }),
        ...(input.delivery_channel_id === undefined ? {} : { deliveryChannelId: input.delivery_channel_id }),
        ...(input.active === undefined ? {} : { active: input.active }),
      })
      .where(eq(pickupPoints.id, id));
    const point = toAdmin((await findPoint(tx, id))!);
    await auditChange(tx, actor, 'pickup_point.update', id, { before: toAdmin(before), after: point });
    return point;
  });
}

/** Deletes the point: no order refers to one (an order keeps its channel), so nothing is lost. */
export async function removePickupPoint(db: Database, actor: Actor, id: number): Promise<AdminPickupPoint> {
  if (!isDbId(id)) throw new NotFoundError(CONTENT_MESSAGES.pickupPointNotFound);
  return db.transaction(async (tx) => {
    const before = found(await findPoint(tx, id, true), CONTENT_MESSAGES.pickupPointNotFound);
    await tx.delete(pickupPoints).where(eq(pickupPoints.id, id));
    const point = toAdmin(before);
    await auditChange(tx, actor, 'pickup_point.delete', id, { before: point });
    return point;
  });
}
