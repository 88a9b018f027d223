import { BANK_ACCOUNT_MESSAGES, bankAccountLabel } from '@oko/shared/schemas/bank-account';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { useQuery } from '@tanstack/react-query';
import { HeadedSection } from '@/components/ui/headed-section';
import { useBankAccount } from '../api/get-bank-account';
import { getPaymentsConfigQueryOptions } from '../api/get-payments-config';

/** Refunds reach a bank account through Paystack Transfers: only a shop that takes payments through Paystack. */
const useTransfersOn = () => useQuery(getPaymentsConfigQueryOptions()).data?.cards === true;
import { BankAccountForm } from './bank-account-form';

/** The profile's card: where refunds of money that did not come by card go (issue 39). */
export function BankAccountSection() {
  if (!useTransfersOn()) return null;
  return (
    <HeadedSection
      id="bank-account"
      title="Bank account for refunds"
      className="flex flex-col gap-4 rounded-lg border border-stone-200 bg-white p-6"
    >
      <BankAccountForm />
    </HeadedSection>
  );
}

/**
 * The order page (issue 39): a refund due on an order not paid by card goes to the shopper's bank account; with
 * none kept, the page asks for it; with one kept, it says where the money goes.
 */
export function RefundAccount({ order }: { order: Pick<OrderDetail, 'payment_method' | 'refunds'> }) {
  const transfersOn = useTransfersOn();
  const due =
    transfersOn &&
    order.payment_method !== 'cards' &&
    order.refunds.some((refund) => refund.way === 'bank_account' && refund.status !== 'processed');
  const kept = useBankAccount(due);
  if (!due || kept.isPending) return null;
  return (
    <HeadedSection
      id="refund-account"
      title="Your refund"
      className="flex flex-col gap-3 rounded-lg border border-amber-200 bg-amber-50 p-4"
      titleClassName="font-semibold text-stone-900"
    >
      {kept.data ? (
        <p className="text-sm text-stone-800">
          It goes to {kept.data.account_name}, {bankAccountLabel(kept.data)}.
        </p>
      ) : (
        <BankAccountForm lead={BANK_ACCOUNT_MESSAGES.needed} />
      )}
    </HeadedSection>
  );
}
