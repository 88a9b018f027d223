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

/**
 * Why: the order was `cancelled`; `packing` changed its total (weighed lighter, a line left out); or a card payment
 * arrived for an order no longer waiting for it (`late_payment`: cancelled, or paid by another attempt).
 */
export const REFUND_REASONS = ['cancelled', 'packing', 'late_payment'] as const;
export type RefundReason = (typeof REFUND_REASONS)[number];

/**
 * Which way the money goes back (issue 39, decision 049): to the `card` it came from (Paystack's refund); to the
 * shopper's kept `bank_account` through Paystack Transfers; or by a `manual_transfer` the owner paid from the
 * bank app and marked sent; or kept by the shopper as shop `credit` while the shop had not sent it (decision 050).
 * A refund of money that did not come by card is `bank_account` until the owner marks it sent by hand or the
 * shopper keeps it as credit.
 */
export const REFUND_WAYS = ['card', 'bank_account', 'credit', 'manual_transfer'] as const;
export type RefundWay = (typeof REFUND_WAYS)[number];

/** A refund as the order answers it. Money: naira strings, 2 decimals. */
export const orderRefundSchema = z.object({
  id: z.number().int(),
  amount: z.string(),
  status: z.enum(REFUND_STATUSES),
  way: z.enum(REFUND_WAYS),
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
  /**
   * `bank_account`: where it goes (issue 39): the account it was sent to, or, not sent yet, the shopper's kept
   * account (null: the shopper has not given one yet).
   */
  send_to: z
    .object({ account_name: z.string(), bank_name: z.string(), account_number_last4: z.string() })
    .nullable(),
  /** Sent through Paystack Transfers, waiting for Paystack's word (transfer.success or .failed). */
  sending: z.boolean(),
  /** A failed transfer the owner may send again (as a new refund with a new reference). */
  can_retry: z.boolean(),
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

/** A refund to the shopper's bank account (issue 39), in the shopper's words. */
export const BANK_REFUND_STATUS_TEXT: Record<RefundStatus, string> = {
  pending: 'The shop will send it back to you by bank transfer',
  processed: 'Sent to your bank account',
  failed: 'The transfer to your bank account failed; the shop will send it again',
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
  sending: 'The refund is on its way through Paystack.',
  noBankAccount: 'The shopper has not given a bank account yet.',
  notABankRefund: 'Only a refund to the shopper’s bank account is sent through Paystack.',
  transfersOff: 'Paystack is not set up: send the money from the bank app and mark it sent.',
  notATransfer: 'Only a bank transfer refund is confirmed as sent; a card refund goes through Paystack.',
  notPending: 'This refund is no longer pending.',
  notFound: 'Refund not found',
  /** Issue 39: a refund already on its way (or sent) cannot become credit any more. */
  notKeepable: 'This refund is already on its way back; it can no longer be kept as shop credit.',
  keptAsCredit: 'Kept as shop credit.',
};

/** A refund's state in the shopper's words, by its way (a card order's go back to the card). */
export const refundStatusText = (way: RefundWay, status: RefundStatus) =>
  way === 'bank_account'
    ? BANK_REFUND_STATUS_TEXT[status]
    : REFUND_STATUS_TEXT[way === 'card' ? 'cards' : way === 'credit' ? 'credit' : 'bank_transfer'][status];

/** The shopper may keep a refund as shop credit while the shop has not sent it (issue 39). */
export const canKeepAsCredit = (refund: Pick<OrderRefund, 'way' | 'status'>) =>
  refund.status === 'pending' && refund.way !== 'card' && refund.way !== 'credit';
