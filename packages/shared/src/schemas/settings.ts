import { z } from 'zod/mini';
import { dataEnvelope } from './api';

// Spec section 3 "Site settings", plus the shop name and the bank details a bank-transfer order shows.
// `zod/mini`: every page's shell reads them (decision 019).
export const settingsSchema = z.object({
  site_name: z.string(),
  site_logo: z.string(),
  address: z.string(),
  site_phone: z.string(),
  site_email: z.string(),
  bank_details: z.object({ bank_name: z.string(), account_name: z.string(), account_number: z.string() }),
  /**
   * Naira with 2 decimals: an order whose subtotal is over it pays no delivery fee (the checkout and the footer
   * say so). Null or absent: off, every order pays its channel's fee. Set by the owner in the back office.
   */
  free_delivery_threshold: z.optional(z.nullable(z.string())),
});
export type Settings = z.infer<typeof settingsSchema>;

/** `GET /get-setting` and the back office's `/admin/settings` calls. */
export const settingsAnswerSchema = dataEnvelope(settingsSchema);

/**
 * The settings as the owner reads them (`/admin/settings`): the storefront's, and the percent off for paying by
 * card or transfer (issue 28; null: off). Here, beside the storefront's, so both load as one module.
 */
export const adminSettingsSchema = z.extend(settingsSchema, {
  pay_ahead_percent: z.nullable(z.number()),
  /** The shop's WhatsApp number ("+2348031234567") that hears of each new order (issue 41); null: none. */
  owner_whatsapp: z.nullable(z.string()),
  /** Hours before a window's cut-off that standing orders are placed (issue 40). */
  standing_order_lead_hours: z.number(),
  /** Refunds to a bank account up to this many naira go by themselves (issue 39); null: the owner sends each. */
  auto_bank_refund_up_to: z.nullable(z.string()),
  /**
   * Issue 39: the transfer methods the owner turned off (payment-methods.ts's SWITCHABLE_PAYMENT_METHODS, written
   * out: that module stays off the pages' first load).
   */
  payment_methods_off: z.array(z.enum(['bank_transfer', 'transfer'])),
});
export type AdminSettings = z.infer<typeof adminSettingsSchema>;
export const adminSettingsAnswerSchema = dataEnvelope(adminSettingsSchema);
