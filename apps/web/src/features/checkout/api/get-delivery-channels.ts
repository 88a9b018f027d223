import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /delivery-channel`, the default channel first; each fee in naira with 2 decimals. With the
// address's state (issue 26): only the channels delivering there, each with that state's fee; with its area too
// (issue 42), the area's fee, which wins over its state's.
const deliveryChannelsAnswer = () =>
  import('@oko/shared/schemas/geo').then((m) => m.deliveryChannelsAnswerSchema);
export type { DeliveryChannel };

export async function getDeliveryChannels(
  stateId: number | null = null,
  areaId: number | null = null,
): Promise<DeliveryChannel[]> {
  const query = stateId === null ? '' : `?state_id=${stateId}${areaId === null ? '' : `&area_id=${areaId}`}`;
  return (await api.get(`/delivery-channel${query}`, deliveryChannelsAnswer)).data;
}

export const getDeliveryChannelsQueryOptions = (
  stateId: number | null = null,
  areaId: number | null = null,
) =>
  queryOptions({
    queryKey:
      stateId === null
        ? queryKeys.deliveryChannels
        : [...queryKeys.deliveryChannels, areaId === null ? { stateId } : { stateId, areaId }],
    queryFn: () => getDeliveryChannels(stateId, areaId),
    // A fee the owner just changed reaches the next checkout visit.
    staleTime: 0,
  });

export const useDeliveryChannels = (stateId: number | null = null, areaId: number | null = null) =>
  useQuery(getDeliveryChannelsQueryOptions(stateId, areaId));
