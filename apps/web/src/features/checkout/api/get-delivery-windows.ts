import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DeliveryWindow } from '@oko/shared/schemas/delivery';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Issue 26: `GET /delivery-windows`, a channel's bookable windows, soonest first. Places and closures change at
// any moment: never kept offline, asked again on each visit and when the page comes back into view.
const deliveryWindowsAnswer = () =>
  import('@oko/shared/schemas/delivery').then((m) => m.deliveryWindowsAnswerSchema);
export type { DeliveryWindow };

export async function getDeliveryWindows(
  channelId: number,
  stateId: number | null,
): Promise<DeliveryWindow[]> {
  const state = stateId === null ? '' : `&state_id=${stateId}`;
  return (await api.get(`/delivery-windows?delivery_channel_id=${channelId}${state}`, deliveryWindowsAnswer))
    .data;
}

export const getDeliveryWindowsQueryOptions = (channelId: number, stateId: number | null) =>
  queryOptions({
    queryKey: queryKeys.deliveryWindows(channelId, stateId),
    queryFn: () => getDeliveryWindows(channelId, stateId),
    staleTime: 0,
    meta: { persist: false },
  });

export const useDeliveryWindows = (channelId: number | null, stateId: number | null) =>
  useQuery({
    ...getDeliveryWindowsQueryOptions(channelId ?? 0, stateId),
    enabled: channelId !== null,
  });
