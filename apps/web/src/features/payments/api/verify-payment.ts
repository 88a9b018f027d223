import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type PaymentOutcome, paymentOutcomeSchema } from '@oko/shared/schemas/payment';
import { api } from '@/lib/api-client';

// `POST /payments/verify`: back from the card checkout with `?reference=`, the server asks Paystack and settles.
const outcomeResponse = dataEnvelope(paymentOutcomeSchema).extend({ message: z.string() });

export type VerifiedPayment = { outcome: PaymentOutcome; message: string };

export async function verifyPayment(reference: string): Promise<VerifiedPayment> {
  const body = await api.post('/payments/verify', { reference });
  const parsed = outcomeResponse.parse(body);
  return { outcome: parsed.data, message: parsed.message };
}

// The order's payment state changed: its detail, the list and the tracking page read it (the orders feature's key).
const ORDERS_QUERY_KEY = ['orders'] as const;

export function useVerifyPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyPayment,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ORDERS_QUERY_KEY }),
  });
}
