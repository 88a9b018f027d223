import type { PaymentMethod } from '@oko/shared/constants';
import { paymentMethodLabel } from '@oko/shared/payment-methods';
import { PAYMENT_STATUS_LABELS, type PaymentStatus } from '@oko/shared/schemas/order';

/** "Bank Transfer", or for a card order where its money stands: "Cards · Paid". */
export function paymentLabel(method: PaymentMethod, status: PaymentStatus): string {
  const label = paymentMethodLabel(method);
  return status === 'not_required' ? label : `${label} · ${PAYMENT_STATUS_LABELS[status]}`;
}
