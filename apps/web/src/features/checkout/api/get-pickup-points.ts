import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type PickupPoint, pickupPointSchema } from '@oko/shared/schemas/content';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `GET /pickup-points` (decision 018): the points the checkout's pick-up tabs list, each with the delivery
// channel a shopper chooses to collect there.
const pickupPointsResponse = dataEnvelope(z.array(pickupPointSchema));
export type { PickupPoint };

export async function getPickupPoints(): Promise<PickupPoint[]> {
  return (await api.get('/pickup-points', pickupPointsResponse)).data;
}

export const getPickupPointsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.pickupPoints, queryFn: getPickupPoints });

export const usePickupPoints = () => useQuery(getPickupPointsQueryOptions());
