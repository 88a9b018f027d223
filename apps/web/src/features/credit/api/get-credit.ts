import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ShopCredit } from '@oko/shared/schemas/credit';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Issue 39: `GET /users/credit` → `{data: {balance, entries}}`, the signed-in shopper's shop credit.
const creditAnswer = () => import('@oko/shared/schemas/credit').then((m) => m.shopCreditAnswerSchema);

export async function getShopCredit(): Promise<ShopCredit> {
  return (await api.get('/users/credit', creditAnswer)).data;
}

export const getShopCreditQueryOptions = () =>
  queryOptions({
    queryKey: queryKeys.credit,
    queryFn: getShopCredit,
    meta: { personal: true },
    // Another tab, a cancel or a kept refund may change it: read afresh wherever it is shown.
    staleTime: 0,
  });

export const useShopCredit = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getShopCreditQueryOptions(), ...options });
