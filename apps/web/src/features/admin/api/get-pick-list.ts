import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickListSchema, type PickList } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

const pickListResponse = dataEnvelope(pickListSchema);

/** `GET /admin/pick-list`: the confirmed orders in full, oldest first, and each unit's total to gather. */
export async function getPickList(): Promise<PickList> {
  return (await api.get('/admin/pick-list', pickListResponse)).data;
}

export const getPickListQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.admin.pickList,
    queryFn: getPickList,
    meta: { personal: true },
  });

export const usePickList = () => useQuery(getPickListQueryOptions());
