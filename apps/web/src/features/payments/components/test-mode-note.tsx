import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { useCardsTestMode } from '../api/get-payments-config';

/** "Test mode: no money moves", wherever cards appear while the shop takes them through its test gateway. */
export function CardsTestModeNote({ className }: { className?: string }) {
  if (!useCardsTestMode()) return null;
  return <span className={className ?? 'text-amber-800'}>{PAYMENT_MESSAGES.testMode}</span>;
}
