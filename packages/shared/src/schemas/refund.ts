// Money going back to the shopper (issue 27): what a refund is, its states and how both apps name them.
import { z } from 'zod';

/**
 * `pending` until the money is on its way back: Paystack has not yet confirmed a card refund, or the owner has not
 * yet confirmed a bank transfer back as sent; then `processed`, or `failed` (Paystack could not refund the card).
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * How the money goes back: to the card it came from (Paystack), by a transfer the owner sends, or kept by the
 * shopper as shop credit (issue 39: turned so while the shop had not sent it yet).
 */
export const REFUND_METHODS = ['cards', 'bank_transfer', 'credit'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/** A refund's way as the API answers it (issue 39's contract): the method in the shopper's terms. */
export const REFUND_WAYS = ['card', 'bank_account', 'credit', 'manual_transfer'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];
const WAY_OF_METHOD: Record<RefundMethod, RefundWay> = {
  cards: 'card',
  bank_transfer: 'manual_transfer',
  credit: 'credit',
};
export const refundWay = (method: RefundMethod): RefundWay => WAY_OF_METHOD[method];

/**
 * Why: the order was `cancelled`; `packing` changed its total (weighed lighter, a line left out); or a card payment
 * arrived for an order no longer waiting for it (`late_payment`: cancelled, or paid by another attempt).
 */
export const REFUND_REASONS = ['cancelled', 'packing', 'late_payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund as the order answers it. Money: naira strings, 2 decimals. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  way: z.enum(REFUND_WAYS),
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A refund as the back office sees it: which, how, why, and what went wrong. */
export const adminRefundSchema = orderRefundSchema.extend({
  method: z.enum(REFUND_METHODS),
  reason: z.enum(REFUND_REASONS),
  /** Cards: through the built-in test gateway, no money moved. */
  test_mode: z.boolean(),
  /** Why it failed, in Paystack's words; null otherwise. */
  failure: z.string().nullable(),
  /**
   * A card refund sent to Paystack whose answer was lost and which Paystack's list does not show yet: it stays
   * pending and is never sent again until the list, read a minute after, says; the owner may look in Paystack.
   */
  needs_look: z.boolean(),
  settled_at: z.string().nullable(),
});
export type AdminRefund = z.infer<typeof adminRefundSchema>;

/** How the shopper reads a refund's state. */
export const REFUND_STATUS_TEXT: Record<RefundMethod, Record<RefundStatus, string>> = {
  cards: {
    pending: 'On its way back to your card',
    processed: 'Refunded to your card',
    failed: 'The refund to your card failed; the shop will contact you',
  },
  bank_transfer: {
    pending: 'The shop will send it back to you by bank transfer',
    processed: 'Sent back to you by bank transfer',
    failed: 'The refund failed; the shop will contact you',
  },
  credit: {
    pending: 'Kept as shop credit',
    processed: 'Kept as shop credit',
    failed: 'Kept as shop credit',
  },
};

/** How the back office names a refund's state. */
export const REFUND_STATUS_LABELS: Record<RefundStatus, string> = {
  pending: 'Refund pending',
  processed: 'Refunded',
  failed: 'Refund failed',
};

export const REFUND_REASON_LABELS: Record<RefundReason, string> = {
  cancelled: 'Order cancelled',
  packing: 'Changed at packing',
  late_payment: 'Paid after the order closed',
};

/** The back office's note on a refund that needs a look (`needs_look`). */
export const REFUND_NEEDS_LOOK =
  'Sent to Paystack without an answer: waiting for Paystack’s list to show it before sending again. Check Paystack’s dashboard if it stays.';

export const REFUND_MESSAGES = {
  confirmedSent: 'Refund marked as sent.',
  notATransfer: 'Only a bank transfer refund is confirmed as sent; a card refund goes through Paystack.',
  notPending: 'This refund is no longer pending.',
  notFound: 'Refund not found',
  /** Issue 39: a refund already on its way (or sent) cannot become credit any more. */
  notKeepable: 'This refund is already on its way back; it can no longer be kept as shop credit.',
  keptAsCredit: 'Kept as shop credit.',
};

/** A refund's state in the shopper's words, by its way (a card order's go back to the card). */
export const refundStatusText = (way: RefundWay, status: RefundStatus) =>
  REFUND_STATUS_TEXT[way === 'card' ? 'cards' : way === 'credit' ? 'credit' : 'bank_transfer'][status];

/** The shopper may keep a refund as shop credit while the shop has not sent it (issue 39). */
export const canKeepAsCredit = (refund: Pick<OrderRefund, 'way' | 'status'>) =>
  refund.status === 'pending' && refund.way !== 'card' && refund.way !== 'credit';
