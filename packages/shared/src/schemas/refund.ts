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
