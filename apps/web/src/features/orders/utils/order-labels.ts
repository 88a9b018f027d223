import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { type PaymentStatus, paymentStatusLabel } from '@oko/shared/schemas/order';

/** Spec section 9: Bank Transfer, Payment On delivery, Cards. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;
}

/** The method and where its money stands: "Cards · Paid", "Bank Transfer · Awaiting transfer". */
export function paymentLabel(method: PaymentMethod, status: PaymentStatus): string {
  return `${paymentMethodLabel(method)} · ${paymentStatusLabel(method, status)}`;
}

/** An order number from the URL: a whole number of at least 1, or null (no such order can exist). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
