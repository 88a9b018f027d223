import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import {
  adminDeliveryChannelSchema,
  type AdminDeliveryChannel,
  type CreateDeliveryChannelInput,
} from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const channelsResponse = dataEnvelope(z.array(adminDeliveryChannelSchema));
const channelResponse = dataEnvelope(adminDeliveryChannelSchema);

/** `GET /admin/delivery-channels` (owner): hidden ones too, in the checkout's order. */
export async function getDeliveryChannels(): Promise<AdminDeliveryChannel[]> {
  return (await api.get('/admin/delivery-channels', channelsResponse)).data;
}

export const useDeliveryChannels = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.admin.deliveryChannels,
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
    ? await api.patch(`/admin/delivery-channels/${id}`, input, channelResponse)
    : await api.post('/admin/delivery-channels', input, channelResponse);
  return body.data;
}

export function useSaveDeliveryChannel(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateDeliveryChannelInput) => saveDeliveryChannel(id, input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.deliveryChannels }),
  });
}
