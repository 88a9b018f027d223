import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Bank } from '@oko/shared/schemas/bank-account';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `GET /banks` (issue 39): Nigeria's banks as Paystack lists them, the bank account's choices.
const banksAnswer = () =>
  Promise.all([
    import('@oko/shared/schemas/api'),
    import('@oko/shared/schemas/bank-account'),
    import('zod'),
  ]).then(([{ dataEnvelope }, { bankSchema }, { z }]) => dataEnvelope(z.array(bankSchema)));

export async function getBanks(): Promise<Bank[]> {
  return (await api.get('/banks', banksAnswer)).data;
}

export const getBanksQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.banks, queryFn: getBanks, staleTime: 60 * 60_000 });

export const useBanks = () => useQuery(getBanksQueryOptions());
