import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type BankAccountInput, bankAccountInputSchema } from '@oko/shared/schemas/bank-account';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// `PUT /users/bank-account` (issue 39): Paystack resolves the name; 422 names the field when it cannot.
const accountAnswer = () =>
  Promise.all([import('@oko/shared/schemas/api'), import('@oko/shared/schemas/bank-account')]).then(
    ([{ dataEnvelope }, { bankAccountSchema }]) => dataEnvelope(bankAccountSchema),
  );

export const keepBankAccount = (input: BankAccountInput) =>
  api.put('/users/bank-account', bankAccountInputSchema.parse(input), accountAnswer);

/** The kept account is the answer; the orders are read again (a refund waiting for it may be on its way). */
export function useKeepBankAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: keepBankAccount,
    onSuccess: ({ data }) => {
      queryClient.setQueryData(queryKeys.bankAccount, data);
      void queryClient.invalidateQueries({ queryKey: queryKeys.orders.all });
    },
  });
}
