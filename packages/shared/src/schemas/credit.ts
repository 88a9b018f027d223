// Shop credit (issue 39, decision 050): refunds a shopper chose to keep, spent at the next checkout.
import { z } from 'zod';
import { formatNaira } from '../money';
import { dataEnvelope } from './api';

/**
 * Why the balance moved: a `refund` kept as credit (+), credit used on an `order` (−), credit `returned` by an
 * order that was cancelled or came to less at packing (+).
 */
export const CREDIT_REASONS = ['refund', 'order', 'returned'] as const;
export type CreditReason = (typeof CREDIT_REASONS)[number];

/** One movement of the balance. Money: naira strings, 2 decimals, signed. */
export const creditEntrySchema = z.object({
  amount: z.string(),
  reason: z.enum(CREDIT_REASONS),
  order_id: z.number().int().nullable(),
  at: z.string(),
});
export type CreditEntry = z.infer<typeof creditEntrySchema>;

/** `GET /users/credit`: the balance (the sum of the entries) and its history, newest first. */
export const shopCreditSchema = z.object({
  balance: z.string(),
  entries: z.array(creditEntrySchema),
});
export type ShopCredit = z.infer<typeof shopCreditSchema>;
export const shopCreditAnswerSchema = dataEnvelope(shopCreditSchema);

/** How the profile names an entry. */
export const creditEntryText = (entry: Pick<CreditEntry, 'reason' | 'order_id'>): string => {
  const order = entry.order_id === null ? 'an order' : `order #${entry.order_id}`;
  if (entry.reason === 'refund') return `Refund of ${order} kept as credit`;
  if (entry.reason === 'order') return `Used on ${order}`;
  return `Given back by ${order}`;
};

/** "₦2,580" for whole naira (the words), "₦2,580.50" with kobo. */
const creditAmount = (kobo: number) =>
  kobo % 100 === 0 ? formatNaira(kobo).replace(/\.00$/, '') : formatNaira(kobo);

export const CREDIT_MESSAGES = {
  /** The checkout's offer, with the part of the balance the order would take. */
  offer: (kobo: number) => `Use ${creditAmount(kobo)} of your credit`,
  /** Another tab (or a cancel) changed the balance between the checkout and the order. */
  changed:
    'Your shop credit changed while you were checking out. Check the amount and place the order again.',
  summaryLabel: 'Shop credit',
  /** The checkout's Summary: the Grand Total less the credit. */
  toPay: 'To pay',
};
