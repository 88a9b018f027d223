import { useQuery } from '@tanstack/react-query';
import { dataQuery } from '@/lib/data-query';
import { queryKeys } from '@/lib/query-keys';

// `GET /banks` (issue 39): Nigeria's banks as Paystack lists them, the bank account's choices.
const banksAnswer = () => import('@oko/shared/schemas/bank-account').then((m) => m.banksAnswerSchema);

export const getBanksQueryOptions = () =>
  dataQuery(queryKeys.banks, '/banks', banksAnswer, { staleTime: 60 * 60_000 });

export const useBanks = () => useQuery(getBanksQueryOptions());
