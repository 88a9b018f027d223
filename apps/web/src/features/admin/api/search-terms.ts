import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateSearchTermInput, SearchMiss, SearchTerm } from '@oko/shared/schemas/admin-search-terms';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { keepInList } from './cache';
import { backOfficeQuery } from './back-office-query';

const schemas = () => import('@oko/shared/schemas/admin-search-terms');
const termsAnswer = () => schemas().then((m) => m.searchTermsAnswerSchema);
const termAnswer = () => schemas().then((m) => m.searchTermAnswerSchema);
const missesAnswer = () => schemas().then((m) => m.searchMissesAnswerSchema);
const removedAnswer = () => import('@oko/shared/schemas/api').then((m) => m.messageAnswerSchema);

/** `GET /admin/search-terms` (owner): every local name, with its target and source. */
export async function getSearchTerms(): Promise<SearchTerm[]> {
  return (await api.get('/admin/search-terms', termsAnswer)).data;
}

export const useSearchTerms = () => useQuery(backOfficeQuery(adminQueryKeys.searchTerms, getSearchTerms));

/** `GET /admin/search-misses` (owner): what shoppers searched for and did not find in the last 30 days. */
export async function getSearchMisses(): Promise<SearchMiss[]> {
  return (await api.get('/admin/search-misses', missesAnswer)).data;
}

export const useSearchMisses = () => useQuery(backOfficeQuery(adminQueryKeys.searchMisses, getSearchMisses));

/** `POST /admin/search-terms` (no id) or `PUT /admin/search-terms/{id}`. */
export async function saveSearchTerm(id: number | null, input: CreateSearchTermInput): Promise<SearchTerm> {
  const body = id
    ? await api.put(`/admin/search-terms/${id}`, input, termAnswer)
    : await api.post('/admin/search-terms', input, termAnswer);
  return body.data;
}

/** `DELETE /admin/search-terms/{id}`. */
export async function removeSearchTerm(id: number) {
  return api.delete(`/admin/search-terms/${id}`, removedAnswer);
}

/**
 * A changed name takes its place in the list; a new one is asked for again (the server orders the list), and so is
 * "searched and not found", which a new name may answer.
 */
export function useSaveSearchTerm(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateSearchTermInput) => saveSearchTerm(id, input),
    onSuccess: (saved) => {
      if (id) keepInList(queryClient, adminQueryKeys.searchTerms, saved, (cached) => cached.id === id);
      return Promise.all([
        !id && queryClient.invalidateQueries({ queryKey: adminQueryKeys.searchTerms }),
        queryClient.invalidateQueries({ queryKey: adminQueryKeys.searchMisses }),
      ]);
    },
  });
}

export function useRemoveSearchTerm(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removeSearchTerm(id),
    onSuccess: () => {
      queryClient.setQueryData<SearchTerm[]>(adminQueryKeys.searchTerms, (terms) =>
        terms?.filter((term) => term.id !== id),
      );
    },
  });
}
