// Delivery channels (Drizzle): the checkout's (active ones) and the back office's (hidden ones too).
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { deliveryChannels } from '../db/schema';

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
