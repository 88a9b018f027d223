import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsInput } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema, type Settings } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';

const settingsResponse = dataEnvelope(settingsSchema);

const SHOP_SETTINGS_QUERY_KEY = ['admin', 'settings'] as const;

/** `GET /admin/settings` (owner): the shop's details as the storefront shows them. */
export async function getShopSettings(): Promise<Settings> {
  return settingsResponse.parse(await api.get('/admin/settings')).data;
}

export const useShopSettings = () =>
  useQuery(
    queryOptions({ queryKey: SHOP_SETTINGS_QUERY_KEY, queryFn: getShopSettings, meta: { personal: true } }),
  );

/** `PATCH /admin/settings`: the storefront's own settings query is refreshed too, so the footer says so at once. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSettingsInput) =>
      settingsResponse.parse(await api.patch('/admin/settings', input)).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(SHOP_SETTINGS_QUERY_KEY, settings);
      void queryClient.invalidateQueries({ queryKey: ['settings'] });
    },
  });
}
