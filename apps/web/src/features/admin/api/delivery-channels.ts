import { useQuery } from '@tanstack/react-query';
import type { AdminDeliveryChannel, CreateDeliveryChannelInput } from '@oko/shared/schemas/admin-delivery';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { useSaveInList } from './cache';
import { backOfficeQuery } from './back-office-query';

const channelsAnswer = () =>
  import('@oko/shared/schemas/admin-delivery').then((m) => m.adminDeliveryChannelsAnswerSchema);
const channelAnswer = () =>
  import('@oko/shared/schemas/admin-delivery').then((m) => m.adminDeliveryChannelAnswerSchema);

/** `GET /admin/delivery-channels` (owner): hidden ones too, in the checkout's order. */
export async function getDeliveryChannels(): Promise<AdminDeliveryChannel[]> {
  return (await api.get('/admin/delivery-channels', channelsAnswer)).data;
}

export const useDeliveryChannels = () =>
  useQuery(backOfficeQuery(adminQueryKeys.deliveryChannels, getDeliveryChannels));

/** `POST /admin/delivery-channels` (no id) or `PATCH /admin/delivery-channels/{id}`; the fee in naira. */
export async function saveDeliveryChannel(
  id: number | null,
  input: CreateDeliveryChannelInput,
): Promise<AdminDeliveryChannel> {
  const body = id
    ? await api.patch(`/admin/delivery-channels/${id}`, input, channelAnswer)
    : await api.post('/admin/delivery-channels', input, channelAnswer);
  return body.data;
}

export const useSaveDeliveryChannel = (id: number | null) =>
  useSaveInList(adminQueryKeys.deliveryChannels, id, saveDeliveryChannel);
