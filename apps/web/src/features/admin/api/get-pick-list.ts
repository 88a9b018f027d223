import { queryOptions, useQuery } from '@tanstack/react-query';
import { pickListSchema, type PickList } from '@oko/shared/schemas/admin';
import { dataEnvelope } from '@oko/shared/schemas/api';
import { api } from '@/lib/api-client';
import { ADMIN_ORDERS_QUERY_KEY } from './get-admin-orders';

const pickListResponse = dataEnvelope(pickListSchema);

/** `GET /admin/pick-list`: the confirmed orders in full, oldest first, and each unit's total to gather. */
export async function getPickList(): Promise<PickList> {
  return pickListResponse.parse(await api.get('/admin/pick-list')).data;
}

export const getPickListQueryOptions = () =>
  queryOptions({
    queryKey: [...ADMIN_ORDERS_QUERY_KEY, 'pick-list'],
    queryFn: getPickList,
    meta: { personal: true },
  });

export const usePickList = () => useQuery(getPickListQueryOptions());
