import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Issue 42: `GET /states/{id}/areas`, a state's local government areas by name; the address form offers them
// after the state. They change with the law, not the shop: kept as long as the states are.
const areasAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.areasAnswerSchema);
export type { Area };

export async function getAreas(stateId: number): Promise<Area[]> {
  return (await api.get(`/states/${stateId}/areas`, areasAnswer)).data;
}

export const getAreasQueryOptions = (stateId: number) =>
  queryOptions({ queryKey: queryKeys.areas(stateId), queryFn: () => getAreas(stateId) });

/** The areas of the chosen state; nothing is asked before a state is chosen. */
export const useAreas = (stateId: number | null) =>
  useQuery({ ...getAreasQueryOptions(stateId ?? 0), enabled: stateId !== null });
