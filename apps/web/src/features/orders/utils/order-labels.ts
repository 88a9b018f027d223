import type { PaymentMethod } from '@oko/shared/constants';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { type PaymentStatus, paymentStatusLabel } from '@oko/shared/schemas/order';

/** The method and where its money stands: "Cards · Paid", "Bank Transfer · Awaiting transfer". */
export function paymentLabel(method: PaymentMethod, status: PaymentStatus): string {
  return `${paymentMethodLabel(method)} · ${paymentStatusLabel(method, status)}`;
}
