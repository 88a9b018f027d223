import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminDeliveryChannelSchema,
  type AdminDeliveryChannel,
  type CreateDeliveryChannelInput,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';

const channelsResponse = dataEnvelope(z.array(adminDeliveryChannelSchema));
const channelResponse = dataEnvelope(adminDeliveryChannelSchema);

const DELIVERY_CHANNELS_QUERY_KEY = ['admin', 'delivery-channels'] as const;

/** `GET /admin/delivery-channels` (owner): hidden ones too, in the checkout's order. */
export async function getDeliveryChannels(): Promise<AdminDeliveryChannel[]> {
  return channelsResponse.parse(await api.get('/admin/delivery-channels')).data;
}

export const useDeliveryChannels = () =>
  useQuery(
    queryOptions({
      queryKey: DELIVERY_CHANNELS_QUERY_KEY,
      queryFn: getDeliveryChannels,
      meta: { personal: true },
    }),
  );

/** `POST /admin/delivery-channels` (no id) or `PATCH /admin/delivery-channels/{id}`; the fee in naira. */
export async function saveDeliveryChannel(
  id: number | null,
  input: CreateDeliveryChannelInput,
): Promise<AdminDeliveryChannel> {
  const body = id
    ? await api.patch(`/admin/delivery-channels/${id}`, input)
    : await api.post('/admin/delivery-channels', input);
  return channelResponse.parse(body).data;
}

export function useSaveDeliveryChannel(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDeliveryChannelInput) => saveDeliveryChannel(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DELIVERY_CHANNELS_QUERY_KEY }),
  });
}
