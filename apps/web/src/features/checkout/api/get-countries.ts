import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type Country, countrySchema } from '@oko/shared/schemas/geo';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const countriesResponse = dataEnvelope(z.array(countrySchema));
export type { Country };

export async function getCountries(): Promise<Country[]> {
  return (await api.get('/countries', countriesResponse)).data;
}

export const getCountriesQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.countries, queryFn: getCountries });

export const useCountries = () => useQuery(getCountriesQueryOptions());
