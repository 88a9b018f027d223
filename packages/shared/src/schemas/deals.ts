import { z } from 'zod';
import { wholeNumberSchema } from './numbers';
import { MAX_ITEMS } from '../constants';
import { formatLagosMoment } from '../lagos-time';
import { formatNairaInText, percentOffInWholeNaira } from '../money';
import { dataEnvelope } from './api';
import { cartLineSchema } from './cart';
import { TEXT_MESSAGES } from './text';

// Deals (issue 28, decision 031): the owner's discount codes, a shopper checking one at the checkout, and the
// discount for paying ahead. Every message both apps show is here.

export const DISCOUNT_KINDS = ['percent', 'amount'] as const;
export type DiscountKind = (typeof DISCOUNT_KINDS)[number];

/** Highest percent off for paying ahead the owner may set. */
export const MAX_PAY_AHEAD_PERCENT = 50;

/** Paying ahead: the methods whose money arrives before the delivery. */
export const PAY_AHEAD_METHODS = ['cards', 'bank_transfer', 'transfer'] as const;
export const paysAhead = (method: string) => (PAY_AHEAD_METHODS as readonly string[]).includes(method);

/**
 * The paying-ahead discount in kobo: `percent` of what the goods cost after a code (never the delivery fee),
 * rounded up to whole naira in the shopper's favour, never more than the goods (decision 040). The server charges
 * it; the checkout shows the same sum.
 */
export const payAheadKobo = (goodsKobo: number, percent: number | null | undefined) =>
  percent ? percentOffInWholeNaira(goodsKobo, percent) : 0;

export const DEAL_MESSAGES = {
  /** After packing (decision 051): a naira-off code dropped below its minimum, said to the shopper and owner. */
  codeDropped: (code: string) =>
    `The code ${code} no longer applies: the packed goods came to less than its minimum spend.`,
  /** A deal row re-priced on the packed goods (decision 051). */
  afterPacking: (label: string) => `${label} after packing`,
  codeRequired: 'Enter a discount code.',
  codeFormat: 'A discount code is 3 to 32 letters and digits.',
  codeTaken: 'A discount code with these letters already exists.',
  codeNotFound: 'Discount code not found',
  kind: 'The kind must be percent or amount.',
  percent: 'The percent off must be a whole number from 1 to 100.',
  maxUses: 'The number of uses must be a whole number of at least 1.',
  instant: 'Give the time with its offset, like 2026-12-01T09:00:00+01:00.',
  endsBeforeStart: 'The end must come after the start.',
  maxUsesBelowUses: (uses: number) => `The number of uses may not be below the ${uses} already taken.`,
  categoriesTooMany: TEXT_MESSAGES.tooMany('category_ids', 50),
  payAheadPercent: `The percent off for paying ahead must be a whole number from 1 to ${MAX_PAY_AHEAD_PERCENT}.`,
  // A shopper's code, refused (422 under `code` when checked, under `discount_code` when ordering):
  unknown: 'This discount code does not exist.',
  paused: 'This discount code is paused at the moment.',
  notStarted: (startsAt: Date | string) =>
    `This discount code can be used from ${formatLagosMoment(startsAt)}.`,
  expired: 'This discount code has expired.',
  usedUp: 'This discount code has been used up.',
  usedByYou: 'You have already used this discount code.',
  /** The spec's way of writing money in a sentence: "Spend ₦10,000 or more to use this code.". */
  minSubtotal: (kobo: number) => `Spend ${formatNairaInText(kobo)} or more to use this code.`,
  noLineOfCategories: 'None of the items in your cart is in the categories this code is for.',
  applied: 'Discount code applied.',
  created: 'Discount code created.',
  saved: 'Discount code saved.',
  // The checkout's words.
  field: 'Discount code',
  apply: 'Apply',
  row: 'Discount',
  payAheadRow: 'Paying ahead',
  payAhead: (percent: number) => `Pay by card or transfer and save ${percent}%`,
} as const;

/** What a shopper or the owner types, as it is kept: capitals, no spaces around. */
export const normalizeCode = (code: string) => code.trim().toUpperCase();

/** ASCII letters and digits only: a look-alike (`ſ`, dotless `ı`) would become a code's letter in upper case. */
const ASCII_CODE = /^[A-Za-z0-9]+$/;

/** A code of ASCII letters and digits, normalized; required, else `message` when longer than `max` or not ASCII. */
const code = (max: number, message: string) =>
  z
    .string({ error: DEAL_MESSAGES.codeRequired })
    .trim()
    .min(1, DEAL_MESSAGES.codeRequired)
    .max(max, message)
    .regex(ASCII_CODE, message)
    .transform(normalizeCode);

/** A code as the owner makes it. */
export const codeSchema = code(32, DEAL_MESSAGES.codeFormat);

/**
 * A code as a shopper sends it: up to 64 characters, judged by the server ("does not exist"); anything but ASCII
 * letters and digits cannot be a code and answers the same at once (issue 44).
 */
export const shopperCodeSchema = code(64, DEAL_MESSAGES.unknown);

/** `POST /discount-codes/check`: the code and the lines the checkout would order. */
export const checkDiscountCodeSchema = z.object({
  code: shopperCodeSchema,
  order_data: z
    .array(cartLineSchema, { error: 'order_data is required' })
    .min(1, 'order_data is required')
    .max(MAX_ITEMS.lines, TEXT_MESSAGES.tooMany('order_data', MAX_ITEMS.lines)),
});
export type CheckDiscountCodeInput = z.input<typeof checkDiscountCodeSchema>;

/** The code as kept, and its naira off these lines at today's prices. */
export const discountCheckSchema = z.object({ code: z.string(), discount: z.string() });
export type DiscountCheck = z.infer<typeof discountCheckSchema>;
export const discountCheckAnswerSchema = dataEnvelope(discountCheckSchema);

/** `GET /pay-ahead`: the percent off for paying by card or transfer, or null when the owner has it off. */
export const payAheadSchema = z.object({ percent: z.number().int().nullable() });
export const payAheadAnswerSchema = dataEnvelope(payAheadSchema);

/** The owner's setting, part of `PATCH /admin/settings`: a whole percent, or null (off, the default). */
export const payAheadPercentSchema = wholeNumberSchema(
  1,
  MAX_PAY_AHEAD_PERCENT,
  DEAL_MESSAGES.payAheadPercent,
).nullable();

/**
 * The rows an order's totals show between Subtotal and Delivery Fee (issue 28): its discount code's and paying
 * ahead's naira off, each only when the order had it. `amount` is the API's naira string, taken off.
 */
export function dealRows(order: {
  discount: { code: string; amount: string } | null;
  pay_ahead: { percent: number; amount: string } | null;
}): { label: string; amount: string }[] {
  return [
    ...(order.discount
      ? [{ label: `${DEAL_MESSAGES.row} (${order.discount.code})`, amount: order.discount.amount }]
      : []),
    ...(order.pay_ahead
      ? [
          {
            label: `${DEAL_MESSAGES.payAheadRow} (${order.pay_ahead.percent}%)`,
            amount: order.pay_ahead.amount,
          },
        ]
      : []),
  ];
}

/**
 * The deal rows as packing re-priced them (decision 051), after the final total: each row of `packed_deal` with
 * naira off, labelled "… after packing"; none while packing changed nothing of the deal.
 */
export function packedDealRows(order: {
  packed_deal: {
    discount: { code: string; amount: string } | null;
    pay_ahead: { percent: number; amount: string } | null;
  } | null;
}): { label: string; amount: string }[] {
  if (!order.packed_deal) return [];
  return dealRows(order.packed_deal)
    .filter((row) => Number(row.amount) > 0)
    .map((row) => ({ ...row, label: DEAL_MESSAGES.afterPacking(row.label) }));
}
