import { koboToNaira } from '@oko/shared/money';
import { type Settings, settingsSchema } from '@oko/shared/schemas/settings';
import type { Database } from '../db/client';
import { FREE_DELIVERY_KEY, METHODS_OFF_KEY, listSettings } from './queries';

/** The key/value rows as one object; a missing or malformed setting is a server fault (500), not the client's. */
export async function getSettings(db: Database): Promise<Settings> {
  const {
    [FREE_DELIVERY_KEY]: threshold,
    // Answered by GET /payments/config (issue 39), not in the settings every page's shell reads.
    [METHODS_OFF_KEY]: _methodsOff,
    ...rest
  } = Object.fromEntries((await listSettings(db)).map((row) => [row.key, row.value]));
  return settingsSchema.parse({
    ...rest,
    free_delivery_threshold: typeof threshold === 'number' ? koboToNaira(threshold) : null,
  });
}
