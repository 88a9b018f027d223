import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BankAccount } from '@oko/shared/schemas/bank-account';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `GET /users/bank-account` (issue 39): the shopper's account for refunds, or null when none is kept.
const accountAnswer = () =>
  Promise.all([import('@oko/shared/schemas/api'), import('@oko/shared/schemas/bank-account')]).then(
    ([{ dataEnvelope }, { bankAccountSchema }]) => dataEnvelope(bankAccountSchema.nullable()),
  );

export async function getBankAccount(): Promise<BankAccount | null> {
  return (await api.get('/users/bank-account', accountAnswer)).data;
}

export const getBankAccountQueryOptions = () =>
  queryOptions({ queryKey: queryKeys.bankAccount, queryFn: getBankAccount });

export const useBankAccount = (enabled = true) => useQuery({ ...getBankAccountQueryOptions(), enabled });
