import { useQuery, useQueryClient } from '@tanstack/react-query';
import { queryKeys } from '@/lib/query-keys';
import { useAddress } from '../api/get-address';
import { useDeliveryChannels } from '../api/get-delivery-channels';
import { type DeliveryWindow, getDeliveryWindowsQueryOptions } from '../api/get-delivery-windows';
import { usePickupPoints } from '../api/get-pickup-points';

/**
 * Issue 43: the soonest open delivery window of the channels that deliver to the shopper's address (every channel
 * for a guest, or before an address is saved), for the cart's "Earliest delivery". Collection channels (those
 * with a pick-up point) are not deliveries; channels without delivery days name none. Undefined while loading or
 * when no channel has an open day.
 */
export function useEarliestDelivery(signedIn: boolean): DeliveryWindow | undefined {
  const address = useAddress({ enabled: signedIn });
  const stateId = signedIn ? (address.data?.state.id ?? null) : null;
  // A signed-in shopper's channels wait for the address: the guest's list would name channels not theirs.
  const channels = useDeliveryChannels(stateId);
  const points = usePickupPoints();
  const waiting = (signedIn && address.isPending) || points.isPending;
  const collection = new Set((points.data ?? []).map((point) => point.delivery_channel_id));
  const deliveries = waiting
    ? []
    : (channels.data ?? []).filter((channel) => channel.has_windows && !collection.has(channel.id));
  // One query over the channels' windows (each fetched through its own query, so the checkout finds them kept):
  // react-query's useQueries would add its observer to the shell every page loads first (decision 019's budget).
  const queryClient = useQueryClient();
  const channelIds = deliveries.map((channel) => channel.id);
  const windows = useQuery({
    queryKey: queryKeys.earliestDelivery(channelIds, stateId),
    queryFn: async () =>
      (
        await Promise.all(
          channelIds.map((id) => queryClient.fetchQuery(getDeliveryWindowsQueryOptions(id, stateId))),
        )
      ).flat(),
    enabled: channelIds.length > 0,
    staleTime: 0,
    meta: { persist: false },
  });
  return (windows.data ?? [])
    .filter((window) => window.status === 'open')
    .reduce<DeliveryWindow | undefined>(
      (soonest, window) =>
        soonest === undefined || Date.parse(window.starts_at) < Date.parse(soonest.starts_at)
          ? window
          : soonest,
      undefined,
    );
}
