import { PAYMENT_METHODS, type PaymentMethod } from '@oko/shared/constants';
import { formatNaira, nairaToKobo } from '@oko/shared/money';
import {
  unitLabel as sharedUnitLabel,
  type AdminOrderSummary,
  type AdminProduct,
} from '@oko/shared/schemas/admin';

/** The API's naira string ("1500.50") as the shop shows it: "₦1,500.50". */
export const naira = (amount: string) => formatNaira(nairaToKobo(amount));

export const paymentMethodLabel = (method: PaymentMethod | string) =>
  PAYMENT_METHODS.find((entry) => entry.value === method)?.label ?? method;

export const shopperName = (order: Pick<AdminOrderSummary, 'customer'>) =>
  `${order.customer.name} ${order.customer.last_name}`.trim();

export type AdminProductUnit = AdminProduct['product_units'][number];

/** "25 kg", "1 basket": as an order line names the unit. */
export const unitLabel = (unit: Pick<AdminProductUnit, 'unit_number' | 'unit'>) =>
  sharedUnitLabel(unit.unit_number, unit.unit.symbol);

/** An id from the URL: a whole number of at least 1, or null (nothing can have it). */
export function parseId(value: string | null | undefined): number | null {
  if (!value || !/^\d+$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) && id >= 1 ? id : null;
}
