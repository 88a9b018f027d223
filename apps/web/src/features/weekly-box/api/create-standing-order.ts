import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateStandingOrderInput, StandingOrder } from '@oko/shared/schemas/standing-order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notifyWeeklyOrder } from './notify';

const oneAnswer = () => import('@oko/shared/schemas/standing-order').then((m) => m.standingOrderAnswerSchema);

/** `POST /standing-orders`: from a placed order, `{from_order_id, every_weeks}` is enough (decision 048). */
export async function createStandingOrder(input: CreateStandingOrderInput) {
  return api.post('/standing-orders', input, oneAnswer) as Promise<{ data: StandingOrder; message?: string }>;
}

export function useCreateStandingOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createStandingOrder,
    onSuccess: async (answer) => {
      if (answer.message) notifyWeeklyOrder(answer.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders });
    },
  });
}
