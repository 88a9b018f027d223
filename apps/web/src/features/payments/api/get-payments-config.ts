import { useQuery } from '@tanstack/react-query';
import type { PaymentMethod } from '@oko/shared/constants';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// `GET /payments/config`: whether the shop takes cards through its built-in test gateway (docs/payments.md).
const configAnswer = () => import('@oko/shared/schemas/payment').then((m) => m.paymentsConfigAnswerSchema);

export const getPaymentsConfigQueryOptions = () =>
  dataQuery(queryKeys.paymentsConfig, '/payments/config', configAnswer, {
    // It changes only when the shop restarts with other settings.
    staleTime: Infinity,
  });

/** True only once the shop said it is in test mode (while loading or on an error: no note). */
export function useCardsTestMode(): boolean {
  return useQuery(getPaymentsConfigQueryOptions()).data?.test_mode ?? false;
}

/** False only once the shop said it takes no cards (mock mode, or a shop that turned them off). */
export function useCardsAvailable(): boolean {
  return useQuery(getPaymentsConfigQueryOptions()).data?.cards ?? true;
}

/** How many minutes a card order has to be paid (CARD_PAYMENT_MINUTES); undefined until the shop says. */
export function useCardPaymentMinutes(): number | undefined {
  return useQuery(getPaymentsConfigQueryOptions()).data?.payment_minutes;
}

/**
 * The methods the checkout leaves out (issue 39): Pay with Transfer until the shop says it takes it (it needs
 * Paystack), and either transfer method once the owner turned it off in Settings.
 */
export function useHiddenPaymentMethods(): PaymentMethod[] {
  const config = useQuery(getPaymentsConfigQueryOptions()).data;
  return [
    ...(config?.bank_transfer === false ? (['bank_transfer'] as const) : []),
    ...(config?.transfer === true ? [] : (['transfer'] as const)),
  ];
}
