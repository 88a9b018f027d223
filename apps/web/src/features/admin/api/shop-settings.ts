import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateSettingsInput } from '@oko/shared/schemas/admin-settings';
import type { AdminSettings } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const settingsAnswer = () => import('@oko/shared/schemas/settings').then((m) => m.adminSettingsAnswerSchema);

/** `GET /admin/settings` (owner): the shop's details as the storefront shows them, and paying ahead's percent. */
export async function getShopSettings(): Promise<AdminSettings> {
  return (await api.get('/admin/settings', settingsAnswer)).data;
}

export const useShopSettings = () => useQuery(backOfficeQuery(adminQueryKeys.settings, getShopSettings));

/** `PATCH /admin/settings`: the storefront's own settings query is refreshed too, so the footer says so at once. */
export function useSaveShopSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: UpdateSettingsInput) =>
      (await api.patch('/admin/settings', input, settingsAnswer)).data,
    onSuccess: (settings) => {
      queryClient.setQueryData(adminQueryKeys.settings, settings);
      void queryClient.invalidateQueries({ queryKey: queryKeys.settings });
    },
  });
}
