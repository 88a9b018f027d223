import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { useCardPaymentMinutes, useCardsTestMode } from '../api/get-payments-config';

/** "Test mode: no money moves", wherever cards appear while the shop takes them through its test gateway. */
export function CardsTestModeNote({ className }: { className?: string }) {
  if (!useCardsTestMode()) return null;
  return <span className={className ?? 'text-amber-800'}>{PAYMENT_MESSAGES.testMode}</span>;
}

/** "Pay within 30 minutes or the order is cancelled": the shop's real window (issue 23), once the shop says it. */
export function CardPaymentWindowNote({ className }: { className?: string }) {
  const minutes = useCardPaymentMinutes();
  if (minutes === undefined) return null;
  return <span className={className}>{PAYMENT_MESSAGES.payWithin(minutes)}</span>;
}
