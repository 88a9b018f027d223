import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StandingOrder } from '@oko/shared/schemas/standing-order';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Issue 40: `GET /standing-orders` → the shopper's weekly orders, newest first, each with its next four runs.
const listAnswer = () =>
  import('@oko/shared/schemas/standing-order').then((m) => m.standingOrderListAnswerSchema);

export async function getStandingOrders(): Promise<StandingOrder[]> {
  return (await api.get('/standing-orders', listAnswer)).data;
}

export const getStandingOrdersQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.standingOrders,
    queryFn: getStandingOrders,
    meta: { personal: true },
  });

export const useStandingOrders = () => useQuery(getStandingOrdersQueryOptions());
