import {
  BANK_ACCOUNT_MESSAGES,
  type BankAccount,
  type BankAccountInput,
  bankAccountInputSchema,
  bankAccountLabel,
} from '@oko/shared/schemas/bank-account';
import { Button } from '@/components/ui/button';
import { FormError, FormField } from '@/components/ui/form-field';
import { SelectField } from '@/components/ui/select-field';
import { useApiForm } from '@/lib/api-form';
import { useNotifications } from '@/lib/notifications';
import { useBankAccount } from '../api/get-bank-account';
import { useBanks } from '../api/get-banks';
import { useKeepBankAccount } from '../api/keep-bank-account';

const emptyAccount = (kept?: BankAccount | null): BankAccountInput => ({
  bank_code: kept?.bank_code ?? '',
  account_number: '',
});

/**
 * The shopper's bank account for refunds (issue 39): the bank chosen from Paystack's list and the number; Paystack
 * resolves the name, shown for the shopper to confirm it is theirs (another number replaces it).
 */
export function BankAccountForm({ lead }: { lead?: string }) {
  const addNotification = useNotifications((state) => state.addNotification);
  const banks = useBanks();
  const kept = useBankAccount().data;
  const keep = useKeepBankAccount();
  const form = useApiForm({
    schema: bankAccountInputSchema,
    defaultValues: emptyAccount(kept),
    send: keep.mutateAsync,
    onSent: ({ data, message }) => {
      form.reset(emptyAccount(data));
      addNotification({ type: 'success', title: 'Success', message: message ?? BANK_ACCOUNT_MESSAGES.kept });
    },
  });
  return (
    <div className="flex flex-col gap-4">
      {lead && <p className="text-sm text-stone-800">{lead}</p>}
      {kept ? (
        <p className="text-sm text-stone-800" aria-live="polite">
          Refunds go to <strong className="font-semibold">{kept.account_name}</strong>,{' '}
          {bankAccountLabel(kept)}. Not your name? Enter your account again below.
        </p>
      ) : (
        <p className="text-sm text-stone-600">{BANK_ACCOUNT_MESSAGES.none}</p>
      )}
      <form noValidate onSubmit={form.onSubmit} className="flex flex-col gap-4">
        {form.formError && <FormError message={form.formError} />}
        <SelectField label="Bank" {...form.field('bank_code')} disabled={banks.isPending}>
          <option value="">Choose your bank</option>
          {banks.data?.map((bank) => (
            <option key={bank.code} value={bank.code}>
              {bank.name}
            </option>
          ))}
        </SelectField>
        <FormField
          label="Account number"
          inputMode="numeric"
          autoComplete="off"
          maxLength={10}
          {...form.field('account_number')}
        />
        <div>
          <Button type="submit" pending={form.formState.isSubmitting}>
            Check and save
          </Button>
        </div>
      </form>
    </div>
  );
}
