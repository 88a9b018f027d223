import { queryOptions, useQuery } from '@tanstack/react-query';
import type { State } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /states` answers every state; each names its country, so the form filters by country.
const statesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.statesAnswerSchema);
export type { State };

export async function getStates(): Promise<State[]> {
  return (await api.get('/states', statesAnswer)).data;
}

export const getStatesQueryOptions = () => queryOptions({ queryKey: queryKeys.states, queryFn: getStates });

export const useStates = () => useQuery(getStatesQueryOptions());
