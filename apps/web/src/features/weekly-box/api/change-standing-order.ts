import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StandingOrder, UpdateStandingOrderInput } from '@oko/shared/schemas/standing-order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { notifyWeeklyOrder } from './notify';

const shapes = () => import('@oko/shared/schemas/standing-order');
const oneAnswer = () => shapes().then((m) => m.standingOrderAnswerSchema);
const messageAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

type Answer = { data?: StandingOrder; message?: string };

/** `PATCH /standing-orders/{id}`: lines and quantities, a pause until a day, the status. */
export const updateStandingOrder = (id: number, input: UpdateStandingOrderInput) =>
  api.patch(`/standing-orders/${id}`, input, oneAnswer) as Promise<Answer>;

/** `POST /standing-orders/{id}/skip`: one of the next four deliveries. */
export const skipStandingRun = (id: number, deliveryWindowId: number) =>
  api.post(
    `/standing-orders/${id}/skip`,
    { delivery_window_id: deliveryWindowId },
    oneAnswer,
  ) as Promise<Answer>;

/** `DELETE /standing-orders/{id}`: cancelled; boxes already placed stand. */
export const cancelStandingOrder = (id: number) =>
  api.delete(`/standing-orders/${id}`, messageAnswer) as Promise<Answer>;

/** Any change of the weekly orders, a new one too: its message shown, the list fetched again. */
export function useChangeStandingOrder<Input>(change: (input: Input) => Promise<Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: async (answer) => {
      if (answer.message) notifyWeeklyOrder(answer.message);
      await queryClient.invalidateQueries({ queryKey: queryKeys.standingOrders });
    },
  });
}
