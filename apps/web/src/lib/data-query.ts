import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { api, type AnswerSchema } from './api-client';

/**
 * The options of a query that reads one `GET` and keeps its answer's `data` (`{data: …}`): the key, the path and
 * the answer's schema; anything else a query takes (meta, staleTime) in `options`.
 */
export const dataQuery = <Data, Key extends QueryKey>(
  queryKey: Key,
  path: string,
  answer: AnswerSchema<{ data: Data }>,
  options: Omit<UseQueryOptions<Data, Error, Data, Key>, 'queryKey' | 'queryFn'> = {},
) => queryOptions({ queryKey, queryFn: async () => (await api.get(path, answer)).data, ...options });
