// The back office's shop settings and logo (owner only, decision 017): each write is one transaction with its
// audit entry. The shop reads its settings through service.ts, as the storefront does.
import type { updateSettingsSchema } from '@oko/shared/schemas/admin-settings';
import type { AdminSettings, Settings } from '@oko/shared/schemas/settings';
import type { z } from 'zod';
import { koboToNaira } from '@oko/shared/money';
import { type Actor, pick, auditChange } from '../audit/queries';
import type { Database } from '../db/client';
import type { MediaStore } from '../media/store';
import { storeLogo } from '../media/uploads';
import { LOGO_URL } from '../media/urls';
import {
  FREE_DELIVERY_KEY,
  OWNER_WHATSAPP_KEY,
  PAY_AHEAD_KEY,
  STANDING_LEAD_KEY,
  AUTO_TRANSFER_KEY,
  findAutoTransferLimitKobo,
  deleteSetting,
  findOwnerWhatsapp,
  METHODS_OFF_KEY,
  findPaymentMethodsOff,
  findPayAheadPercent,
  findStandingOrderLeadHours,
  listSettings,
  saveSettings,
} from './queries';
import { getSettings } from './service';

/** Saves the given settings (one row each) and answers them all, as GET /get-setting does. */
export async function editSettings(
  db: Database,
  actor: Actor,
  input: z.output<typeof updateSettingsSchema>,
): Promise<AdminSettings> {
  const {
    free_delivery_threshold: threshold,
    pay_ahead_percent: payAhead,
    owner_whatsapp: ownerWhatsapp,
    payment_methods_off: methodsOff,
    standing_order_lead_hours: leadHours,
    auto_bank_refund_up_to: autoTransfer,
    ...details
  } = input;
  const changed = Object.fromEntries(Object.entries(details).filter(([, value]) => value !== undefined));
  await db.transaction(async (tx) => {
    const before = await getAdminSettings(tx);
    await saveSettings(tx, changed);
    if (threshold === null) await deleteSetting(tx, FREE_DELIVERY_KEY);
    else if (threshold !== undefined) await saveSettings(tx, { [FREE_DELIVERY_KEY]: threshold });
    if (payAhead === null) await deleteSetting(tx, PAY_AHEAD_KEY);
    else if (payAhead !== undefined) await saveSettings(tx, { [PAY_AHEAD_KEY]: payAhead });
    if (ownerWhatsapp === null) await deleteSetting(tx, OWNER_WHATSAPP_KEY);
    else if (ownerWhatsapp !== undefined) await saveSettings(tx, { [OWNER_WHATSAPP_KEY]: ownerWhatsapp });
    if (methodsOff !== undefined) await saveSettings(tx, { [METHODS_OFF_KEY]: methodsOff });
    if (leadHours !== undefined) await saveSettings(tx, { [STANDING_LEAD_KEY]: leadHours });
    if (autoTransfer === null || autoTransfer === 0) await deleteSetting(tx, AUTO_TRANSFER_KEY);
    else if (autoTransfer !== undefined) await saveSettings(tx, { [AUTO_TRANSFER_KEY]: autoTransfer });
    const after = await getAdminSettings(tx);
    const keys = Object.keys(input).filter((key) => input[key as keyof typeof input] !== undefined);
    await auditChange(tx, actor, 'settings.update', null, {
      before: pick(before, keys),
      after: pick(after, keys),
    });
  });
  return getAdminSettings(db);
}

/** The storefront's settings, the percent off for paying ahead and the shop's WhatsApp for new orders. */
export async function getAdminSettings(db: Database): Promise<AdminSettings> {
  return {
    ...(await getSettings(db)),
    pay_ahead_percent: await findPayAheadPercent(db),
    owner_whatsapp: await findOwnerWhatsapp(db),
    standing_order_lead_hours: await findStandingOrderLeadHours(db),
    auto_bank_refund_up_to: await findAutoTransferLimitKobo(db).then((kobo) =>
      kobo === null ? null : koboToNaira(kobo),
    ),
    payment_methods_off: await findPaymentMethodsOff(db),
  };
}

const LOGO_KEY = 'site_logo';

async function pointLogo(db: Database, actor: Actor, logoUrl: string) {
  await db.transaction(async (tx) => {
    const before = (await listSettings(tx)).find((row) => row.key === LOGO_KEY)?.value;
    await saveSettings(tx, { [LOGO_KEY]: logoUrl });
    await auditChange(tx, actor, 'settings.logo', null, {
      before: { image_url: String(before ?? '') },
      after: { image_url: logoUrl },
    });
  });
}

/** Stores the uploaded logo and makes it the one the header shows. */
export async function setLogo(
  db: Database,
  actor: Actor,
  upload: Buffer,
  media: MediaStore,
): Promise<Settings> {
  await pointLogo(db, actor, await storeLogo(media, upload));
  return getSettings(db);
}

/** The header shows the drawn logo again. */
export async function removeLogo(db: Database, actor: Actor): Promise<Settings> {
  await pointLogo(db, actor, LOGO_URL);
  return getSettings(db);
}
