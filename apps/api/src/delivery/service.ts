// The checkout's delivery channels (spec section 4): the first is the default.
import { koboToNaira } from '@oko/shared/money';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import type { Database } from '../db/client';
import { listActiveDeliveryChannels } from './queries';

/** In the checkout's order: the first is the default channel. */
export async function getDeliveryChannels(db: Database): Promise<DeliveryChannel[]> {
  const rows = await listActiveDeliveryChannels(db);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    description: row.description,
    fee: koboToNaira(row.feeKobo),
  }));
}
