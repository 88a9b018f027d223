import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Issue 39: `POST /orders/{id}/refunds/{refundId}/to-credit` → the order, its refund now kept as shop credit.
const orderAnswer = () => import('@oko/shared/schemas/order').then((m) => m.orderAnswerSchema);

export async function keepAsCredit({ orderId, refundId }: { orderId: number; refundId: number }) {
  return (await api.post(`/orders/${orderId}/refunds/${refundId}/to-credit`, undefined, orderAnswer)).data;
}

export function useKeepAsCredit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepAsCredit,
    onSuccess: (order: OrderDetail) => {
      queryClient.setQueryData(queryKeys.orders.detail(order.id), order);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.credit });
    },
  });
}
