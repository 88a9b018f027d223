import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { settings } from '../db/schema';

export async function listSettings(db: Database) {
  return db.select({ key: settings.key, value: settings.value }).from(settings);
}

/** The shop's bank account (the settings row `bank_details`), shown with a bank-transfer order. */
export async function findBankDetails(db: Database): Promise<unknown> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'bank_details'));
  return row?.value;
}
