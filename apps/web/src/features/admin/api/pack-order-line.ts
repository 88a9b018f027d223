import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminOrderDetail, LinePackingInput } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { keepOrder } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `PATCH /admin/orders/{id}/lines/{lineId}` (issue 27): weigh a line, leave it out, or send a substitute. */
export async function packOrderLine(
  orderId: number,
  lineId: number,
  body: LinePackingInput,
): Promise<AdminOrderDetail> {
  return (await api.patch(`/admin/orders/${orderId}/lines/${lineId}`, body, orderAnswer)).data;
}

/** The order page shows the answer at once; lists and the dashboard count it again. */
export function usePackOrderLine(orderId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ lineId, body }: { lineId: number; body: LinePackingInput }) =>
      packOrderLine(orderId, lineId, body),
    onSuccess: (order) => keepOrder(queryClient, order),
  });
}
