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

const AUDIT_ACTIONS: Record<string, string> = {
  'order.status': 'Order status changed',
  'order.payment_received': 'Bank transfer received',
  'product.create': 'Product created',
  'product.update': 'Product changed',
  'product.hide': 'Product hidden',
  'product.delete': 'Product deleted',
  'product_unit.create': 'Sale unit added',
  'product_unit.update': 'Sale unit changed',
  'stock.adjust': 'Stock adjusted',
  'owner.create': 'Owner account created',
  'owner.promote': 'Account made the owner',
};

/** An audit entry's action ("product.create") in the owner's words; an unknown one as the API names it. */
export const auditActionLabel = (action: string) => AUDIT_ACTIONS[action] ?? action;
