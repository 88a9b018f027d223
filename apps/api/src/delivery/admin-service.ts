// The back office's delivery channels (owner only, decision 017): each write is one transaction with its audit
// entry.
import { koboToNaira } from '@oko/shared/money';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import {
  type AdminDeliveryChannel,
  type createDeliveryChannelSchema,
  type updateDeliveryChannelSchema,
} from '@oko/shared/schemas/admin-delivery';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { type Actor, recordAudit } from '../audit/queries';
import {
  insertDeliveryChannel,
  listAllDeliveryChannels,
  lockDeliveryChannel,
  updateDeliveryChannel,
} from './queries';

function toAdminChannel(row: {
  id: number;
  name: string;
  description: string;
  feeKobo: number;
  active: boolean;
}): AdminDeliveryChannel {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    fee: koboToNaira(row.feeKobo),
    active: row.active,
  };
}

export async function listDeliveryChannels(db: Database): Promise<AdminDeliveryChannel[]> {
  return (await listAllDeliveryChannels(db)).map(toAdminChannel);
}

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
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'delivery_channel.create',
      entity: 'delivery_channel',
      entityId: row.id,
      after: channel,
    });
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
    const channel = toAdminChannel(row);
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'delivery_channel.update',
      entity: 'delivery_channel',
      entityId: channelId,
      before: toAdminChannel(before),
      after: channel,
    });
    return channel;
  });
}
