import { z } from 'zod';
import { MAX_LENGTH } from '../constants';
import { SWITCHABLE_PAYMENT_METHODS } from '../payment-methods';
import { ADMIN_MESSAGES, atLeastOne, nairaFeeSchema, requiredName } from './admin';
import { payAheadPercentSchema } from './deals';
import { optionalPhoneSchema, requiredPhoneSchema } from './phone';
import { leadHoursSchema } from './standing-order';
import { boundedText } from './text';

// The back office's shop settings (owner; issue 13). The answer is the storefront's settingsSchema.

const settingText = (label: string, max: number = MAX_LENGTH.addressLine) =>
  requiredName(label, ADMIN_MESSAGES.requiredField(label), max);

/**
 * `PATCH /admin/settings`: any of the shop's details. `free_delivery_threshold` in naira: an order whose
 * subtotal is over it pays no delivery fee; null turns it off (the default: every order pays its channel's fee).
 */
export const updateSettingsSchema = z
  .object({
    site_name: settingText('shop name', MAX_LENGTH.name).optional(),
    address: settingText('address').optional(),
    site_phone: requiredPhoneSchema(ADMIN_MESSAGES.requiredField('phone number')).optional(),
    site_email: boundedText(
      'email',
      MAX_LENGTH.email,
      z.string({ error: 'Email field is required' }).trim().min(1, 'Email field is required'),
      'Invalid email address',
    )
      .email('Invalid email address')
      .transform((address) => address.toLowerCase())
      .optional(),
    bank_details: z
      .object({
        bank_name: settingText('bank name', MAX_LENGTH.name),
        account_name: settingText('account name', MAX_LENGTH.name),
        account_number: z
          .string({ error: ADMIN_MESSAGES.accountNumber })
          .trim()
          .regex(/^\d{10}$/, ADMIN_MESSAGES.accountNumber),
      })
      .optional(),
    free_delivery_threshold: nairaFeeSchema.nullable().optional(),
    /** Percent off for paying by card or bank transfer (issue 28); null turns it off (the default). */
    pay_ahead_percent: payAheadPercentSchema.optional(),
    /** The shop's WhatsApp number for "New order" messages (issue 41); empty or null turns them off. */
    owner_whatsapp: optionalPhoneSchema,
    /** Issue 39: the transfer methods turned off (`[]`: both on, the default). */
    payment_methods_off: z
      .array(
        z.enum(SWITCHABLE_PAYMENT_METHODS, {
          error: `payment_methods_off takes ${SWITCHABLE_PAYMENT_METHODS.join(', ')}`,
        }),
      )
      .max(SWITCHABLE_PAYMENT_METHODS.length)
      .transform((methods) => [...new Set(methods)])
      .optional(),
    /** Hours before a window's cut-off that its standing orders are placed (issue 40); default 24. */
    standing_order_lead_hours: leadHoursSchema.optional(),
    /**
     * Issue 39: refunds to the shopper's bank account up to this many naira are sent by the shop itself through
     * Paystack Transfers; null turns it off (the default: the owner sends each).
     */
    auto_bank_refund_up_to: nairaFeeSchema.nullable().optional(),
  })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange);
export type UpdateSettingsInput = z.input<typeof updateSettingsSchema>;
