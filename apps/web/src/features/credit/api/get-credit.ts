import { useQuery } from '@tanstack/react-query';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// Issue 39: `GET /users/credit` → `{data: {balance, entries}}`, the signed-in shopper's shop credit.
const creditAnswer = () => import('@oko/shared/schemas/credit').then((m) => m.shopCreditAnswerSchema);

export const getShopCreditQueryOptions = () =>
  dataQuery(queryKeys.credit, '/users/credit', creditAnswer, {
    meta: { personal: true },
    // Another tab, a cancel or a kept refund may change it: read afresh wherever it is shown.
    staleTime: 0,
  });

export const useShopCredit = (options: { enabled?: boolean } = {}) =>
  useQuery({ ...getShopCreditQueryOptions(), ...options });
