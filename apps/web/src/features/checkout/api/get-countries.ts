import { useQuery } from '@tanstack/react-query';
import type { Country } from '@oko/shared/schemas/geo';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

const countriesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.countriesAnswerSchema);
export type { Country };

export const getCountriesQueryOptions = () => dataQuery(queryKeys.countries, '/countries', countriesAnswer);

export const useCountries = () => useQuery(getCountriesQueryOptions());
