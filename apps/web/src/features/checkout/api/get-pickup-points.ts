import { useQuery } from '@tanstack/react-query';
import type { PickupPoint } from '@oko/shared/schemas/content';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// `GET /pickup-points` (decision 018): the points the checkout's pick-up tabs list, each with the delivery
// channel a shopper chooses to collect there.
const pickupPointsAnswer = () =>
  import('@oko/shared/schemas/content').then((m) => m.pickupPointsAnswerSchema);
export type { PickupPoint };

export const getPickupPointsQueryOptions = () =>
  dataQuery(queryKeys.pickupPoints, '/pickup-points', pickupPointsAnswer);

export const usePickupPoints = () => useQuery(getPickupPointsQueryOptions());
