import { type Settings, settingsSchema } from '@oko/shared/schemas/settings';
import type { Database } from '../db/client';
import { listSettings } from './queries';

/** The key/value rows as one object; a missing or malformed setting is a server fault (500), not the client's. */
export async function getSettings(db: Database): Promise<Settings> {
  const rows = await listSettings(db);
  return settingsSchema.parse(Object.fromEntries(rows.map((row) => [row.key, row.value])));
}
