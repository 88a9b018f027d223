import { queryOptions, useQuery } from '@tanstack/react-query';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { type State, stateSchema } from '@oko/shared/schemas/geo';
import { z } from 'zod';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /states` answers every state; each names its country, so the form filters by country.
const statesResponse = dataEnvelope(z.array(stateSchema));
export type { State };

export async function getStates(): Promise<State[]> {
  return (await api.get('/states', statesResponse)).data;
}

export const getStatesQueryOptions = () => queryOptions({ queryKey: queryKeys.states, queryFn: getStates });

export const useStates = () => useQuery(getStatesQueryOptions());
