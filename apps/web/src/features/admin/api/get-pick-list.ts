import { useQuery } from '@tanstack/react-query';
import type { PickList } from '@oko/shared/schemas/admin-orders';
import { api } from '@/lib/api-client';
import { adminQueryKeys } from './admin-query-keys';
import { backOfficeQuery } from './back-office-query';

const pickListAnswer = () => import('@oko/shared/schemas/admin-orders').then((m) => m.pickListAnswerSchema);

/** `GET /admin/pick-list`: the confirmed orders in full, oldest first, and each unit's total to gather. */
export async function getPickList(): Promise<PickList> {
  return (await api.get('/admin/pick-list', pickListAnswer)).data;
}

export const getPickListQueryOptions = () => backOfficeQuery(adminQueryKeys.pickList, getPickList);

export const usePickList = () => useQuery(getPickListQueryOptions());
