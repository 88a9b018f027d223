import { keepPreviousData, queryOptions, useQuery, type QueryKey } from '@tanstack/react-query';
import type { Page } from '@oko/shared/schemas/api';
import { api, type AnswerSchema, type RequestOptions } from '@/lib/api-client';

/**
 * A back-office query's options: the shop's own data (orders, shoppers, stock, settings), never persisted to the
 * offline cache (lib/query-client.ts).
 */
export const backOfficeQuery = <Data, Key extends QueryKey>(queryKey: Key, queryFn: () => Promise<Data>) =>
  queryOptions({ queryKey, queryFn, meta: { personal: true } });

/**
 * `GET path?query`: a list page's page of entries, filtered as `query` says; the page shown stays while the next
 * one comes.
 */
export const usePagedQuery = <Entry>(
  queryKey: QueryKey,
  path: string,
  answer: AnswerSchema<Page<Entry>>,
  query: RequestOptions['params'],
) =>
  useQuery({
    ...backOfficeQuery(queryKey, () => api.get(path, answer, { params: query })),
    placeholderData: keepPreviousData,
  });
