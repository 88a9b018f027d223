import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { formatNaira, nairaToKobo } from '@oko/shared/money';

/** Spec section 9: Bank Transfer, Payment On delivery, Cards. */
export function paymentMethodLabel(method: PaymentMethod): string {
  return PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;
}

/** The API's naira string ("1500.50") as the shop shows it: "₦1,500.50". */
export const naira = (amount: string) => formatNaira(nairaToKobo(amount));

/** An order number from the URL: a whole number of at least 1, or null (no such order can exist). */
export function parseOrderId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
