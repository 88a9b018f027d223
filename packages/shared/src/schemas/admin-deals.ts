import { z } from 'zod';
import { wholeNumberSchema } from './numbers';
import { ADMIN_MESSAGES, atLeastOne, nairaFeeSchema, nairaPriceSchema } from './admin';
import { dataEnvelope } from './api';
import { DEAL_MESSAGES, DISCOUNT_KINDS, codeSchema } from './deals';

// The owner's discount codes (issue 28, decision 031): the back office's page and `/api/v1/admin/discount-codes`.

const instant = z.iso.datetime({ offset: true, error: DEAL_MESSAGES.instant });
const wholeAtLeastOne = (message: string) => wholeNumberSchema(1, 2_147_483_647, message);

const limits = {
  min_subtotal: nairaFeeSchema.nullable().optional(),
  starts_at: instant.nullable().optional(),
  ends_at: instant.nullable().optional(),
  max_uses: wholeAtLeastOne(DEAL_MESSAGES.maxUses).nullable().optional(),
  once_per_shopper: z.boolean().optional(),
  category_ids: z
    .array(z.number().int().positive(ADMIN_MESSAGES.unknownCategory), {
      error: ADMIN_MESSAGES.unknownCategory,
    })
    .max(50, DEAL_MESSAGES.categoriesTooMany)
    .optional(),
};

const endsAfterStart = (value: { starts_at?: string | null; ends_at?: string | null }) =>
  !value.starts_at || !value.ends_at || Date.parse(value.ends_at) > Date.parse(value.starts_at);

/**
 * `POST /admin/discount-codes`: `value` is a whole percent (1–100) for `percent`, naira for `amount`; it leaves
 * the schema as a percent or kobo.
 */
export const createDiscountCodeSchema = z
  .object({
    code: codeSchema,
    kind: z.enum(DISCOUNT_KINDS, { error: DEAL_MESSAGES.kind }),
    value: z.union([z.string(), z.number()], { error: ADMIN_MESSAGES.amountRequired }),
    ...limits,
  })
  .transform((input, context) => {
    const parsed =
      input.kind === 'percent'
        ? wholeAtLeastOne(DEAL_MESSAGES.percent)
            .max(100, DEAL_MESSAGES.percent)
            .safeParse(
              typeof input.value === 'string' && /^\d+$/.test(input.value.trim())
                ? Number(input.value)
                : input.value,
            )
        : nairaPriceSchema.safeParse(input.value);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        context.addIssue({ code: 'custom', message: issue.message, path: ['value'] });
      }
      return z.NEVER;
    }
    return { ...input, value: parsed.data };
  })
  .refine(endsAfterStart, { message: DEAL_MESSAGES.endsBeforeStart, path: ['ends_at'] });
export type CreateDiscountCodeInput = z.input<typeof createDiscountCodeSchema>;

/** `PATCH /admin/discount-codes/{id}`: pause or resume (`active`), and any limit; null clears one. */
export const updateDiscountCodeSchema = z
  .object({ active: z.boolean().optional(), ...limits })
  .refine(atLeastOne, ADMIN_MESSAGES.nothingToChange)
  .refine(endsAfterStart, { message: DEAL_MESSAGES.endsBeforeStart, path: ['ends_at'] });
export type UpdateDiscountCodeInput = z.input<typeof updateDiscountCodeSchema>;

/** A code as the back office lists it: money in naira, instants in Lagos's +01:00, its uses and naira given. */
export const discountCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  kind: z.enum(DISCOUNT_KINDS),
  /** Whole percent, or naira ("1500.00"). */
  value: z.string(),
  min_subtotal: z.string().nullable(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  once_per_shopper: z.boolean(),
  category_ids: z.array(z.number().int()),
  active: z.boolean(),
  /** Live uses: orders placed with it and not cancelled. */
  uses: z.number().int(),
  /** Naira the live uses took off. */
  given: z.string(),
  created_at: z.string(),
});
export type DiscountCode = z.infer<typeof discountCodeSchema>;
export const discountCodeAnswerSchema = dataEnvelope(discountCodeSchema);
export const discountCodeListAnswerSchema = dataEnvelope(z.array(discountCodeSchema));
