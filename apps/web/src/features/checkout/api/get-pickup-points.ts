import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PickupPoint } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `GET /pickup-points` (decision 018): the points the checkout's pick-up tabs list, each with the delivery
// channel a shopper chooses to collect there.
const pickupPointsAnswer = () =>
  import('@oko/shared/schemas/content').then((m) => m.pickupPointsAnswerSchema);
export type { PickupPoint };

export async function getPickupPoints(): Promise<PickupPoint[]> {
  return (await api.get('/pickup-points', pickupPointsAnswer)).data;
}

export const getPickupPointsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pickupPoints, queryFn: getPickupPoints });

export const usePickupPoints = () => useQuery(getPickupPointsQueryOptions());
