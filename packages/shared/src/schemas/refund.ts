// Money going back to the shopper (issue 27): what a refund is, its states and how both apps name them.
import { z } from 'zod';

/**
 * `pending` until the money is on its way back: Paystack has not yet confirmed a card refund, or the owner has not
 * yet confirmed a bank transfer back as sent; then `processed`, or `failed` (Paystack could not refund the card).
 */
export const REFUND_STATUSES = ['pending', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** How the money goes back: to the card it came from (Paystack), or by a transfer the owner sends. */
export const REFUND_METHODS = ['cards', 'bank_transfer'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * Why: the order was `cancelled`; `packing` changed its total (weighed lighter, a line left out); or a card payment
 * arrived for an order no longer waiting for it (`late_payment`: cancelled, or paid by another attempt).
 */
export const REFUND_REASONS = ['cancelled', 'packing', 'late_payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/** A refund as the order answers it. Money: naira strings, 2 decimals. */
export const orderRefundSchema = z.object({
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  created_at: z.string(),
});
export type OrderRefund = z.infer<typeof orderRefundSchema>;

/** A refund as the back office sees it: which, how, why, and what went wrong. */
export const adminRefundSchema = orderRefundSchema.extend({
  id: z.number().int(),
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
};

/** A refund's state in the shopper's words, by the order's payment method (a card order's go back to the card). */
export const refundStatusText = (paymentMethod: string, status: RefundStatus) =>
  REFUND_STATUS_TEXT[paymentMethod === 'cards' ? 'cards' : 'bank_transfer'][status];
