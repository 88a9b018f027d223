import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { type PaymentOutcome, paymentOutcomeSchema } from '@oko/shared/schemas/payment';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `POST /payments/verify`: back from the card checkout with `?reference=`, the server asks Paystack and settles.
const outcomeResponse = z.object({ data: paymentOutcomeSchema, message: z.string() });

export type VerifiedPayment = { outcome: PaymentOutcome; message: string };

export async function verifyPayment(reference: string): Promise<VerifiedPayment> {
  const body = await api.post('/payments/verify', { reference }, outcomeResponse);
  return { outcome: body.data, message: body.message };
}

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.orders.all }),
  });
}
