import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Area } from '@oko/shared/schemas/geo';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';

// Issue 42: a state's local government areas, for choosing a zone's.
const areasAnswer = () => import('@oko/shared/schemas/geo').then((m) => m.areasAnswerSchema);

/** The areas of `stateId`; nothing is asked before a state is chosen. They change with the law: kept. */
export const useStateAreas = (stateId: number | null) =>
  useQuery({
    ...queryOptions({
      queryKey: adminQueryKeys.areas(stateId ?? 0),
      queryFn: async (): Promise<Area[]> => (await api.get(`/states/${stateId}/areas`, areasAnswer)).data,
      staleTime: Infinity,
    }),
    enabled: stateId !== null,
  });
