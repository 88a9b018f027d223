import { useQuery } from '@tanstack/react-query';
import type { AdminPickupPoint, CreatePickupPointInput } from '@oko/shared/schemas/content';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { adminQueryKeys } from './admin-query-keys';
import { useRemoveFromList, useSaveInList } from './cache';
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

/** The checkout's list of points changes with each save or removal: its cached copy is dropped. */
export const useSavePickupPoint = (id: number | null) =>
  useSaveInList(adminQueryKeys.pickupPoints, id, savePickupPoint, queryKeys.pickupPoints);

export const useRemovePickupPoint = (id: number) =>
  useRemoveFromList(adminQueryKeys.pickupPoints, id, removePickupPoint, queryKeys.pickupPoints);
