import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { settingsSchema, type Settings } from '@oko/shared/schemas/settings';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const settingsResponse = dataEnvelope(settingsSchema);

export async function getSettings(): Promise<Settings> {
  return (await api.get('/get-setting', settingsResponse)).data;
}

export const getSettingsQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.settings, queryFn: getSettings });

export const useSettings = () => useQuery(getSettingsQueryOptions());
