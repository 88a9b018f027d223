import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminPickupPoint, CreatePickupPointInput } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const pointsAnswer = () => import('@oko/shared/schemas/content').then((m) => m.adminPickupPointsAnswerSchema);
const pointAnswer = () => import('@oko/shared/schemas/content').then((m) => m.adminPickupPointAnswerSchema);

/** `GET /admin/pickup-points` (owner): hidden ones too. */
export async function getPickupPoints(): Promise<AdminPickupPoint[]> {
  return (await api.get('/admin/pickup-points', pointsAnswer)).data;
}

export const usePickupPoints = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.admin.pickupPoints,
      queryFn: getPickupPoints,
      meta: { personal: true },
    }),
  );

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

// The checkout's list changes with these: its cached copy is dropped too.
function useInvalidatePoints() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.pickupPoints }),
      queryClient.invalidateQueries({ queryKey: queryKeys.pickupPoints }),
    ]);
}

export function useSavePickupPoint(id: number | null) {
  const onSuccess = useInvalidatePoints();
  return useMutation({
    mutationFn: (input: CreatePickupPointInput) => savePickupPoint(id, input),
    onSuccess,
  });
}

export function useRemovePickupPoint(id: number) {
  const onSuccess = useInvalidatePoints();
  return useMutation({ mutationFn: () => removePickupPoint(id), onSuccess });
}
