import { useQuery } from '@tanstack/react-query';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// Issue 40: `GET /standing-orders` → the shopper's weekly orders, newest first, each with its next four runs.
const listAnswer = () =>
  import('@oko/shared/schemas/standing-order').then((m) => m.standingOrderListAnswerSchema);

export const getStandingOrdersQueryOptions = () =>
  dataQuery(queryKeys.standingOrders, '/standing-orders', listAnswer, { meta: { personal: true } });

export const useStandingOrders = () => useQuery(getStandingOrdersQueryOptions());
