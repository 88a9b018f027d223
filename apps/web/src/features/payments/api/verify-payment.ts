import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentOutcome } from '@oko/shared/schemas/payment';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `POST /payments/verify`: back from the card checkout with `?reference=`, the server asks Paystack and settles.
const outcomeAnswer = () => import('@oko/shared/schemas/payment').then((m) => m.paymentOutcomeAnswerSchema);

export type VerifiedPayment = { outcome: PaymentOutcome; message: string };

export async function verifyPayment(reference: string): Promise<VerifiedPayment> {
  const body = await api.post('/payments/verify', { reference }, outcomeAnswer);
  return { outcome: body.data, message: body.message };
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
