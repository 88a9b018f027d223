import { useQuery } from '@tanstack/react-query';
import type { CreateSearchTermInput, SearchMiss, SearchTerm } from '@oko/shared/schemas/admin-search-terms';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { useRemoveFromList, useSaveInList } from './cache';
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

/** "Searched and not found" is asked for again after a save: a new name may answer it. */
export const useSaveSearchTerm = (id: number | null) =>
  useSaveInList(adminQueryKeys.searchTerms, id, saveSearchTerm, adminQueryKeys.searchMisses);

export const useRemoveSearchTerm = (id: number) =>
  useRemoveFromList(adminQueryKeys.searchTerms, id, removeSearchTerm);
