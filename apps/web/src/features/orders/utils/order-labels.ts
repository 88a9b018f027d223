import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@oko/shared/schemas/order';

/** Spec section 9: Bank Transfer, Payment On delivery, Cards. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;
}

/** "Bank Transfer", or for a card order where its money stands: "Cards · Paid". */
export function paymentLabel(method: PaymentMethod, status: PaymentStatus): string {
  const label = paymentMethodLabel(method);
  return status === 'not_required' ? label : `${label} · ${PAYMENT_STATUS_LABELS[status]}`;
}

/** An order number from the URL: a whole number of at least 1, or null (no such order can exist). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
