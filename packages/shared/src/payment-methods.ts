import { PAYMENT_METHODS, type PaymentMethod } from './constants';

/** Spec section 9: "Bank Transfer", "Payment On delivery", "Cards"; a method the shop does not know, as named. */
export const paymentMethodLabel = (method: PaymentMethod | string): string =>
  PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;
