import type { CreateStandingOrderInput, StandingOrder } from '@oko/shared/schemas/standing-order';
import { api } from '@/lib/api-client';
import { useChangeStandingOrder } from './change-standing-order';

const oneAnswer = () => import('@oko/shared/schemas/standing-order').then((m) => m.standingOrderAnswerSchema);

/** `POST /standing-orders`: from a placed order, `{from_order_id, every_weeks}` is enough (decision 048). */
export async function createStandingOrder(input: CreateStandingOrderInput) {
  return api.post('/standing-orders', input, oneAnswer) as Promise<{ data: StandingOrder; message?: string }>;
}

export const useCreateStandingOrder = () => useChangeStandingOrder(createStandingOrder);
