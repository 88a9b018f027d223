// The back office's delivery channels and shop settings (owner only, decision 017): each write is one transaction
// with its audit entry. The shop reads its settings through settings/service.ts, as the storefront does.
import { koboToNaira } from '@oko/shared/money';
import {
  ADMIN_MESSAGES,
  type AdminDeliveryChannel,
  type createDeliveryChannelSchema,
  type updateDeliveryChannelSchema,
  type updateSettingsSchema,
} from '@oko/shared/schemas/admin';
import type { Settings } from '@oko/shared/schemas/settings';
import type { z } from 'zod';
import type { Database } from '../db/client';
import { NotFoundError, fieldError, found } from '../errors';
import { isDbId } from '../ids';
import { FREE_DELIVERY_KEY, deleteSetting, saveSettings } from '../settings/queries';
import { getSettings } from '../settings/service';
import { type Actor, pick, recordAudit } from '../audit/queries';
import {
  insertDeliveryChannel,
  listAllDeliveryChannels,
  lockDeliveryChannel,
  updateDeliveryChannel,
} from './admin-queries';

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

/** Saves the given settings (one row each) and answers them all, as GET /get-setting does. */
export async function editSettings(
  db: Database,
  actor: Actor,
  input: z.output<typeof updateSettingsSchema>,
): Promise<Settings> {
  const { free_delivery_threshold: threshold, ...details } = input;
  const changed = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    const before = await getSettings(tx);
    await saveSettings(tx, changed);
    if (threshold === null) await deleteSetting(tx, FREE_DELIVERY_KEY);
    else if (threshold !== undefined) await saveSettings(tx, { [FREE_DELIVERY_KEY]: threshold });
    const after = await getSettings(tx);
    const keys = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'settings.update',
      entity: 'settings',
      entityId: null,
      before: pick(before, keys),
      after: pick(after, keys),
    });
  });
  return getSettings(db);
}
