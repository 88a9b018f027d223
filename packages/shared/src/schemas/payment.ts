// Card payments through Paystack (issue 14, decision 015): what the API answers about them and what the
// storefront says. The states themselves live with the order (PAYMENT_STATUSES, PAYMENT_ATTEMPT_STATUSES).
import { z } from 'zod';
import { dataEnvelope } from './api';
import { boundedText } from './text';
import { PAYMENT_ATTEMPT_STATUSES, PAYMENT_STATUSES } from './order';

/** `GET /payments/config`: whether cards are taken, and whether through the built-in test gateway. */
export const paymentsConfigSchema = z.object({
  cards: z.boolean(),
  test_mode: z.boolean(),
  /** How long a card order waits for its payment before it is cancelled (CARD_PAYMENT_MINUTES); with cards only. */
  payment_minutes: z.number().int().positive().optional(),
  /** Bank Transfer to the shop's own account is offered (the owner may turn it off, issue 39). */
  bank_transfer: z.boolean().optional(),
  /** Pay with Transfer is offered (issue 39): an account of Paystack's per payment; false without cards or off. */
  transfer: z.boolean().optional(),
  /** How long a Pay with Transfer account stays open (TRANSFER_ACCOUNT_MINUTES); with `transfer` only. */
  transfer_minutes: z.number().int().positive().optional(),
});
export type PaymentsConfig = z.infer<typeof paymentsConfigSchema>;

export const verifyPaymentSchema = z.object({
  reference: boundedText(
    'reference',
    200,
    z.string({ error: 'reference is required' }).min(1, 'reference is required'),
  ),
});

/** `POST /payments/verify`: where the order's money stands after asking Paystack about the reference. */
export const paymentOutcomeSchema = z.object({
  order_id: z.number().int(),
  payment_status: z.enum(PAYMENT_STATUSES),
  attempt_status: z.enum(PAYMENT_ATTEMPT_STATUSES),
});
export type PaymentOutcome = z.infer<typeof paymentOutcomeSchema>;

export const PAYMENT_MESSAGES = {
  testMode: 'Test mode: no money moves',
  /** At checkout and on an unpaid card order's page (issue 23): the window of CARD_PAYMENT_MINUTES. */
  payWithin: (minutes: number) => `Pay within ${minutes} minutes or the order is cancelled`,
  paid: 'Payment received. Thank you!',
  /** `reason` is Paystack's gateway_response, e.g. "Declined". */
  failed: (reason?: string | null) =>
    `Your card payment did not go through${reason ? ` (${reason})` : ''}. You can try again with Pay now.`,
  open: 'Your card payment is not complete yet. If you paid, this page updates in a moment; otherwise use Pay now.',
  mismatch: 'The amount paid does not match your order. The shop will contact you.',
  refundDue: 'Your payment arrived after the order was closed. It is being refunded to your card.',
  /** Paystack timed out or could not be reached: the order is kept, waiting for payment. */
  unavailable:
    'The card payment service is not answering. Your order is saved and waits for payment: please try Pay now in a moment.',
  notPayable: 'This order is not waiting for a card payment.',
  /** A paid card order that packing made dearer (issue 38): the difference, `amount` as "₦280.00". */
  differenceDue: (amount: string) => `Packing came to more than you paid: ${amount} is still to pay.`,
  /** Pay with Transfer asks a difference in whole naira (issue 38): the kobo left off are not asked for. */
  koboOnUs: (kobo: number) => `Transfer whole naira only: the ${kobo} kobo are on us.`,
  unknownReference: 'Payment not found',
  badSignature: 'Invalid signature.',
  /** Pay with Transfer (issue 39): a transfer of another amount reached the account and goes back (word for word). */
  transferRejected: 'Transfer rejected: the amount did not match. Your bank returns it.',
  /** Under the account box: what to send, and by when (Lagos time). */
  transferWithin: (amount: string, until: string) =>
    `Transfer exactly ${amount} to this account by ${until}. It is for this order only and closes then.`,
  transferWaiting: 'Waiting for your transfer. This page updates by itself once it lands.',
  /** The shop could not open an account for the transfer: the order waits, "Get an account number" tries again. */
  transferUnavailable:
    'We could not get an account number for your transfer just now. Your order is saved: please try again in a moment.',
} as const;

/** The message for an attempt's outcome, as the order page shows it. */
export function paymentOutcomeMessage(status: PaymentOutcome['attempt_status'], reason?: string | null) {
  switch (status) {
    case 'paid':
      return PAYMENT_MESSAGES.paid;
    case 'failed':
      return PAYMENT_MESSAGES.failed(reason);
    case 'mismatch':
      return PAYMENT_MESSAGES.mismatch;
    case 'refund_due':
      return PAYMENT_MESSAGES.refundDue;
    case 'open':
      return PAYMENT_MESSAGES.open;
  }
}

// The answers of the payment calls. The storefront loads each schema with its request (decision 019).
export const paymentsConfigAnswerSchema = dataEnvelope(paymentsConfigSchema);
/** `POST /payments/verify`: the outcome, and a message saying what it means for the shopper. */
export const paymentOutcomeAnswerSchema = z.object({ data: paymentOutcomeSchema, message: z.string() });
