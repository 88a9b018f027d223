import { useMutation } from '@tanstack/react-query';
import type { PaymentStart, TransferPayment } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';

// `POST /orders/{id}/pay` ("Pay now"): a new card transaction for the unpaid order, the page then leaving for its
// checkout; or a Pay with Transfer order's new account, shown on its page. Nothing here is cached.
const startAnswer = () => import('@oko/shared/schemas/order').then((m) => m.paymentStartAnswerSchema);

export async function payOrder(orderId: number): Promise<PaymentStart | TransferPayment> {
  return (await api.post(`/orders/${orderId}/pay`, undefined, startAnswer)).data;
}

export const usePayOrder = () => useMutation({ mutationFn: payOrder });
