import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  AdminDeliveryWindow,
  ChannelScheduleInput,
  ChannelZonesInput,
  CreateDeliveryWindowInput,
  UpdateDeliveryWindowInput,
} from '@oko/shared/schemas/admin-delivery';
import type { State } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';
import { keepInList } from './cache';

// The owner's zones, weekly schedules and delivery windows (issue 26).
const channelAnswer = () =>
  import('@oko/shared/schemas/admin-delivery').then((m) => m.adminDeliveryChannelAnswerSchema);
const windowsAnswer = () =>
  import('@oko/shared/schemas/admin-delivery').then((m) => m.adminDeliveryWindowsAnswerSchema);
const windowAnswer = () =>
  import('@oko/shared/schemas/admin-delivery').then((m) => m.adminDeliveryWindowAnswerSchema);
const countriesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.countriesAnswerSchema);
const statesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.statesAnswerSchema);

/** The shop's states (its one country's), for choosing a zone's. */
export const useStates = () =>
  useQuery(
    queryOptions({
      queryKey: adminQueryKeys.states,
      queryFn: async (): Promise<State[]> => {
        const [country] = (await api.get('/countries', countriesAnswer)).data;
        return country ? (await api.get(`/states?country_id=${country.id}`, statesAnswer)).data : [];
      },
      staleTime: Infinity,
    }),
  );

/**
 * `PUT /admin/delivery-channels/{id}/zones` or `…/schedule`: the answer, the channel, takes its place in the list;
 * the windows follow a schedule, and the checkout's lists follow both.
 */
function useSaveChannelPart<Input>(channelId: number, part: 'zones' | 'schedule') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) =>
      (await api.put(`/admin/delivery-channels/${channelId}/${part}`, input, channelAnswer)).data,
    onSuccess: (saved) => {
      keepInList(queryClient, adminQueryKeys.deliveryChannels, saved, (cached) => cached.id === saved.id);
      void queryClient.invalidateQueries({ queryKey: adminQueryKeys.deliveryWindows });
    },
  });
}

export const useSaveZones = (channelId: number) => useSaveChannelPart<ChannelZonesInput>(channelId, 'zones');
export const useSaveSchedule = (channelId: number) =>
  useSaveChannelPart<ChannelScheduleInput>(channelId, 'schedule');

/** The windows list's filter: a channel, and Lagos days `YYYY-MM-DD` (unset: today and the 13 days after). */
export type WindowFilter = { channelId?: number; from?: string; to?: string };

/** `GET /admin/delivery-windows?delivery_channel_id=&from=&to=`: the windows with their booked counts. */
export const useAdminDeliveryWindows = (filter: WindowFilter = {}) =>
  useQuery(
    backOfficeQuery(
      adminQueryKeys.deliveryWindowList(filter),
      async (): Promise<AdminDeliveryWindow[]> =>
        (
          await api.get('/admin/delivery-windows', windowsAnswer, {
            params: {
              delivery_channel_id: filter.channelId,
              from: filter.from || undefined,
              to: filter.to || undefined,
            },
          })
        ).data,
    ),
  );

/** `PATCH /admin/delivery-windows/{id}`: capacity or closed; the answer replaces the window in every list. */
export function useEditWindow(windowId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateDeliveryWindowInput) =>
      (await api.patch(`/admin/delivery-windows/${windowId}`, input, windowAnswer)).data,
    onSuccess: (saved) =>
      queryClient.setQueriesData<AdminDeliveryWindow[]>(
        { queryKey: adminQueryKeys.deliveryWindows },
        (list) => list?.map((cached) => (cached.id === windowId ? saved : cached)),
      ),
  });
}

/** `POST /admin/delivery-windows`: a one-off window; the lists ask again (it may fall in any of them). */
export function useAddWindow() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateDeliveryWindowInput) =>
      (await api.post('/admin/delivery-windows', input, windowAnswer)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: adminQueryKeys.deliveryWindows }),
  });
}
