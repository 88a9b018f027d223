import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type DeliveryChannel, deliveryChannelSchema } from '@oko/shared/schemas/geo';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /delivery-channel`, the default channel first; each fee in naira with 2 decimals.
const deliveryChannelsResponse = dataEnvelope(z.array(deliveryChannelSchema));
export type { DeliveryChannel };

export async function getDeliveryChannels(): Promise<DeliveryChannel[]> {
  return (await api.get('/delivery-channel', deliveryChannelsResponse)).data;
}

export const getDeliveryChannelsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.deliveryChannels, queryFn: getDeliveryChannels });

export const useDeliveryChannels = () => useQuery(getDeliveryChannelsQueryOptions());
