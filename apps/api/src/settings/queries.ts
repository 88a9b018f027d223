import type { Database } from '../db/client';
import { settings } from '../db/schema';

export async function listSettings(db: Database) {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}
