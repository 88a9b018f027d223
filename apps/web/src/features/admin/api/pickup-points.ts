import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPickupPoint, CreatePickupPointInput } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminQueryKeys } from './admin-query-keys';
import { keepInList } from './cache';
import { backOfficeQuery } from './back-office-query';

const pointsAnswer = () => import('@oko/shared/schemas/content').then((m) => m.adminPickupPointsAnswerSchema);
const pointAnswer = () => import('@oko/shared/schemas/content').then((m) => m.adminPickupPointAnswerSchema);

/** `GET /admin/pickup-points` (owner): hidden ones too. */
export async function getPickupPoints(): Promise<AdminPickupPoint[]> {
  return (await api.get('/admin/pickup-points', pointsAnswer)).data;
}

export const usePickupPoints = () => useQuery(backOfficeQuery(adminQueryKeys.pickupPoints, getPickupPoints));

/** `POST /admin/pickup-points` (no id) or `PATCH /admin/pickup-points/{id}`. */
export async function savePickupPoint(id: number | null, input: CreatePickupPointInput) {
  const body = id
    ? await api.patch(`/admin/pickup-points/${id}`, input, pointAnswer)
    : await api.post('/admin/pickup-points', input, pointAnswer);
  return body.data;
}

/** `DELETE /admin/pickup-points/{id}`. */
export async function removePickupPoint(id: number) {
  return (await api.delete(`/admin/pickup-points/${id}`, pointAnswer)).data;
}

/**
 * A changed point takes its place in the list, a removed one leaves it; a new one, placed by the server, is asked
 * for again. The checkout's list changes with each: its cached copy is dropped.
 */
export function useSavePickupPoint(id: number | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreatePickupPointInput) => savePickupPoint(id, input),
    onSuccess: (saved) => {
      if (id) keepInList(queryClient, adminQueryKeys.pickupPoints, saved, (cached) => cached.id === id);
      return Promise.all([
        !id && queryClient.invalidateQueries({ queryKey: adminQueryKeys.pickupPoints }),
        queryClient.invalidateQueries({ queryKey: queryKeys.pickupPoints }),
      ]);
    },
  });
}

export function useRemovePickupPoint(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => removePickupPoint(id),
    onSuccess: () => {
      queryClient.setQueryData<AdminPickupPoint[]>(adminQueryKeys.pickupPoints, (points) =>
        points?.filter((point) => point.id !== id),
      );
      return queryClient.invalidateQueries({ queryKey: queryKeys.pickupPoints });
    },
  });
}
