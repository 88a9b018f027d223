import { useQuery } from '@tanstack/react-query';
import type { State } from '@oko/shared/schemas/geo';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// Spec section 7: `GET /states` answers every state; each names its country, so the form filters by country.
const statesAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.statesAnswerSchema);
export type { State };

export const getStatesQueryOptions = () => dataQuery(queryKeys.states, '/states', statesAnswer);

export const useStates = () => useQuery(getStatesQueryOptions());
