import type { AdminOrderDetail, LinePackingInput } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { useOrderChange } from './cache';

const orderAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.adminOrderAnswerSchema);

/** `PATCH /admin/orders/{id}/lines/{lineId}` (issue 27): weigh a line, leave it out, or send a substitute. */
export async function packOrderLine(
  orderId: number,
  lineId: number,
  body: LinePackingInput,
): Promise<AdminOrderDetail> {
  return (await api.patch(`/admin/orders/${orderId}/lines/${lineId}`, body, orderAnswer)).data;
}

export const usePackOrderLine = (orderId: number) =>
  useOrderChange(({ lineId, body }: { lineId: number; body: LinePackingInput }) =>
    packOrderLine(orderId, lineId, body),
  );
