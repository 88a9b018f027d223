import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /delivery-channel`, the default channel first; each fee in naira with 2 decimals.
const deliveryChannelsAnswer = () =>
  import('@oko/shared/schemas/geo').then((m) => m.deliveryChannelsAnswerSchema);
export type { DeliveryChannel };

export async function getDeliveryChannels(): Promise<DeliveryChannel[]> {
  return (await api.get('/delivery-channel', deliveryChannelsAnswer)).data;
}

export const getDeliveryChannelsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deliveryChannels, queryFn: getDeliveryChannels });

export const useDeliveryChannels = () => useQuery(getDeliveryChannelsQueryOptions());
