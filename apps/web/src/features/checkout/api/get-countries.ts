import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const countriesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.countriesAnswerSchema);
export type { Country };

export async function getCountries(): Promise<Country[]> {
  return (await api.get('/countries', countriesAnswer)).data;
}

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.countries, queryFn: getCountries });

export const useCountries = () => useQuery(getCountriesQueryOptions());
