import { PAYMENT_METHODS, type PaymentMethod } from './constants';

/** Issue 39's method, at checkout after the spec's three: Paystack gives the order its own account number. */
export const TRANSFER_METHOD = {
  value: 'transfer',
  label: 'Pay with Transfer (account number in the next step)',
} as const;

/** Every method an order may have, as the checkout lists them. */
export const ALL_PAYMENT_METHODS = [...PAYMENT_METHODS, TRANSFER_METHOD] as const;
export const PAYMENT_METHOD_VALUES = ALL_PAYMENT_METHODS.map((method) => method.value) as [
  PaymentMethod,
  ...PaymentMethod[],
];

/** The methods the owner can turn off in Settings (issue 39). */
export const SWITCHABLE_PAYMENT_METHODS = ['bank_transfer', 'transfer'] as const;

/**
 * Spec section 9: "Bank Transfer", "Payment On delivery", "Cards"; "Pay with Transfer" once chosen; a method the
 * shop does not know, as named.
 */
export const paymentMethodLabel = (method: PaymentMethod | string): string =>
  method === TRANSFER_METHOD.value
    ? 'Pay with Transfer'
    : (PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method);
