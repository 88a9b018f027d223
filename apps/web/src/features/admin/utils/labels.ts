import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { formatNaira, nairaToKobo } from '@oko/shared/money';
import type { AdminOrder, AdminProductUnit } from '../api/admin-schemas';

/** The API's naira string ("1500.50") as the shop shows it: "₦1,500.50". */
export const naira = (amount: string) => formatNaira(nairaToKobo(amount));

export const paymentMethodLabel = (method: PaymentMethod | string) =>
  PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;

export const shopperName = (order: Pick<AdminOrder, 'shopper'>) =>
  `${order.shopper.name} ${order.shopper.last_name}`.trim();

/** "25 kg", "1 basket". */
export const unitLabel = (unit: Pick<AdminProductUnit, 'unit_number' | 'unit'>) =>
  `${unit.unit_number} ${unit.unit.symbol || unit.unit.name}`;

/** An id from the URL: a whole number of at least 1, or null (nothing can have it). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
