import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Settings } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const settingsAnswer = () => import('@oko/shared/schemas/settings').then((m) => m.settingsAnswerSchema);

export async function getSettings(): Promise<Settings> {
  return (await api.get('/get-setting', settingsAnswer)).data;
}

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(getSettingsQueryOptions());
