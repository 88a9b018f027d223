// How an order is paid (DESIGN.md "Orders"). Payment on delivery and bank transfer complete at order time: the
// shopper pays the rider or the shop's account (shown on the order page), and the owner confirms the order.
// Cards go through one small interface, so a provider (Paystack, Flutterwave, …) plugs in without touching the
// order rules. Until one is configured, an order paid by card is refused with a clear 422 (decision 006).

export interface CardCharge {
  orderId: number;
  userId: number;
  /** The order's grand total, in kobo. */
  amountKobo: number;
  currency: 'NGN';
  /** The shopper's Idempotency-Key, so a provider can refuse to charge one Confirm Order twice. */
  idempotencyKey: string | null;
}

export type CardChargeResult = { approved: true; reference: string } | { approved: false; reason: string };

export interface PaymentProvider {
  readonly name: string;
  /** Charges the card for a placed order; never throws for a decline (`approved: false` says why). */
  chargeCard(charge: CardCharge): Promise<CardChargeResult>;
}

export const PAYMENT_MESSAGES = {
  declined: 'Your card was declined. Please try another payment method.',
  providerFailed: 'The card payment could not be completed. Please try again.',
} as const;
