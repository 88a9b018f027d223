import { BRAND } from '@oko/shared/constants';
import { SWITCHABLE_PAYMENT_METHODS } from '@oko/shared/payment-methods';

type SwitchablePaymentMethod = (typeof SWITCHABLE_PAYMENT_METHODS)[number];
import { DEFAULT_STANDING_ORDER_LEAD_HOURS } from '@oko/shared/schemas/standing-order';
import { eq, inArray, sql } from 'drizzle-orm';
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

/** The shop's name (the row `site_name`), as the owner set it in Settings; the brand when unset. */
export async function findShopName(db: Database): Promise<string> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, 'site_name'));
  return typeof row?.value === 'string' && row.value.trim() ? row.value : BRAND;
}

/** Writes each setting (a row per key), adding the ones that are missing. */
export async function saveSettings(db: Database, values: Record<string, unknown>): Promise<void> {
  const rows = Object.entries(values).map(([key, value]) => ({ key, value }));
  if (rows.length === 0) return;
  await db
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({ target: settings.key, set: { value: sql`excluded.value`, updatedAt: sql`now()` } });
}

export async function deleteSetting(db: Database, key: string): Promise<void> {
  await db.delete(settings).where(eq(settings.key, key));
}

/** The free-delivery threshold in kobo (the row `free_delivery_threshold_kobo`), or null when it is off. */
const freeDeliveryOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** Kept in kobo, as all money; answered in naira as `free_delivery_threshold`. */
export const FREE_DELIVERY_KEY = 'free_delivery_threshold_kobo';

/** The shop's WhatsApp number for each new order's message (issue 41), as "+2348031234567"; absent: none. */
export const OWNER_WHATSAPP_KEY = 'owner_whatsapp';

const ownerWhatsappOf = (value: unknown) => (typeof value === 'string' ? value : null);

export async function findOwnerWhatsapp(db: Database): Promise<string | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, OWNER_WHATSAPP_KEY));
  return ownerWhatsappOf(row?.value);
}

/** Kept as a whole percent; absent: paying ahead gives nothing off (the default, and the demo shop's). */
export const PAY_AHEAD_KEY = 'pay_ahead_percent';

const payAheadOf = (value: unknown) => (typeof value === 'number' && value > 0 ? value : null);

/** The percent off for paying by card or bank transfer (issue 28), or null when it is off. */
export async function findPayAheadPercent(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, PAY_AHEAD_KEY));
  return payAheadOf(row?.value);
}

/** Kept as a list of methods (issue 39); absent: every method on (the default). */
export const METHODS_OFF_KEY = 'payment_methods_off';

const methodsOffOf = (value: unknown): SwitchablePaymentMethod[] =>
  Array.isArray(value) ? SWITCHABLE_PAYMENT_METHODS.filter((method) => value.includes(method)) : [];

/** The transfer methods the owner turned off in Settings (issue 39). */
export async function findPaymentMethodsOff(db: Database): Promise<SwitchablePaymentMethod[]> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, METHODS_OFF_KEY));
  return methodsOffOf(row?.value);
}

/**
 * The settings placing an order reads, in one statement (issue 45: an order's cost is its number of statements),
 * each read as its own `find…` above reads it.
 */
export async function findOrderSettings(db: Database) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [METHODS_OFF_KEY, FREE_DELIVERY_KEY, PAY_AHEAD_KEY, OWNER_WHATSAPP_KEY]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return {
    paymentMethodsOff: methodsOffOf(value(METHODS_OFF_KEY)),
    freeDeliveryThresholdKobo: freeDeliveryOf(value(FREE_DELIVERY_KEY)),
    payAheadPercent: payAheadOf(value(PAY_AHEAD_KEY)),
    ownerWhatsapp: ownerWhatsappOf(value(OWNER_WHATSAPP_KEY)),
  };
}

/** Kept as whole hours; absent: DEFAULT_STANDING_ORDER_LEAD_HOURS. */
export const STANDING_LEAD_KEY = 'standing_order_lead_hours';

/** How many hours before a window's cut-off its standing orders are placed (issue 40). */
export async function findStandingOrderLeadHours(db: Database): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, STANDING_LEAD_KEY));
  return typeof row?.value === 'number' && row.value > 0 ? row.value : DEFAULT_STANDING_ORDER_LEAD_HOURS;
}

/** Kept in kobo (issue 39); absent: the shop never sends a refund to a bank account by itself (the default). */
export const AUTO_TRANSFER_KEY = 'auto_bank_refund_up_to_kobo';

/** Refunds to a bank account up to this many kobo go by themselves (issue 39), or null when the owner sends each. */
export async function findAutoTransferLimitKobo(db: Database): Promise<number | null> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, AUTO_TRANSFER_KEY));
  return typeof row?.value === 'number' && row.value > 0 ? row.value : null;
}
