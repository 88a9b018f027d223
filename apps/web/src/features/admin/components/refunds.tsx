import clsx from 'clsx';
import { formatNairaAmount } from '@oko/shared/money';
import {
  type AdminRefund,
  REFUND_NEEDS_LOOK,
  REFUND_REASON_LABELS,
  REFUND_MESSAGES,
  REFUND_STATUS_LABELS,
} from '@oko/shared/schemas/refund';
import { bankAccountLabel } from '@oko/shared/schemas/bank-account';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { useConfirmRefundSent } from '../api/confirm-refund-sent';
import { useSendRefund } from '../api/send-refund';
import { useBackOffice } from '../hooks/use-back-office';
import { Card } from './admin-ui';

// The order's refunds (issue 27): card refunds go back through Paystack by themselves; a bank transfer refund
// waits for the owner to send the money and confirm it here. A card refund sent without an answer from Paystack is
// flagged for a look until Paystack's list shows it (decision 040).

const statusColours: Record<AdminRefund['status'], string> = {
  pending: 'bg-amber-50 text-amber-900 ring-amber-200',
  processed: 'bg-green-50 text-green-900 ring-green-200',
  failed: 'bg-red-50 text-red-900 ring-red-200',
};

/** How the money goes back (issue 39). */
const WAY_TEXT: Record<AdminRefund['way'], string> = {
  card: 'to the card, through Paystack',
  bank_account: 'to the shopper’s bank account, through Paystack',
  manual_transfer: 'by bank transfer from the shop',
  credit: 'kept by the shopper as shop credit',
};

/** "Ada Obi, GTBank ••••1234". */
const accountText = (account: NonNullable<AdminRefund['send_to']>) =>
  `${account.account_name}, ${bankAccountLabel(account)}`;

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** The order page's refunds; nothing when there are none. */
export function Refunds({ orderId, refunds }: { orderId: number; refunds: AdminRefund[] }) {
  const { owner } = useBackOffice();
  const confirm = useConfirmRefundSent(orderId);
  const send = useSendRefund(orderId);
  if (refunds.length === 0) return null;
  return (
    <Card title="Refunds">
      <ol className="divide-y divide-stone-100">
        {refunds.map((refund) => (
          <li key={refund.id} className="flex flex-col gap-1 py-3 text-sm">
            <div className="flex flex-wrap items-center gap-2">
              <span className={clsx(badge, statusColours[refund.status])}>
                {REFUND_STATUS_LABELS[refund.status]}
              </span>
              {refund.needs_look && (
                <span className={clsx(badge, 'bg-orange-100 text-orange-950 ring-orange-300')}>
                  Needs a look
                </span>
              )}
              {refund.test_mode && (
                <span className={clsx(badge, 'bg-sky-50 text-sky-900 ring-sky-200')}>Test refund</span>
              )}
              <span className="font-semibold text-stone-900">{formatNairaAmount(refund.amount)}</span>
            </div>
            <span className="text-stone-800">
              {REFUND_REASON_LABELS[refund.reason]} · {WAY_TEXT[refund.way]}
              {refund.send_to && (refund.sending || refund.status !== 'pending') && (
                <> · {accountText(refund.send_to)}</>
              )}
            </span>
            {refund.sending && (
              <span className="text-stone-700">Sent through Paystack; waiting for its word.</span>
            )}
            {refund.failure && <span className="text-red-900">{refund.failure}</span>}
            {refund.needs_look && <span className="text-orange-950">{REFUND_NEEDS_LOOK}</span>}
            <span className="text-stone-600">
              Asked {formatDateTime(refund.created_at)}
              {refund.settled_at && ` · settled ${formatDateTime(refund.settled_at)}`}
            </span>
            {owner &&
              refund.way === 'bank_account' &&
              refund.send_to &&
              !refund.sending &&
              (refund.status === 'pending' || refund.can_retry) && (
                <div>
                  <Button
                    size="sm"
                    pending={send.isPending && send.variables === refund.id}
                    onClick={() => send.mutate(refund.id)}
                  >
                    {refund.status === 'failed' ? 'Send again: ' : 'Send '}
                    {formatNairaAmount(refund.amount)} to {accountText(refund.send_to)}
                  </Button>
                </div>
              )}
            {owner && refund.way === 'bank_account' && refund.status === 'pending' && !refund.send_to && (
              <span className="text-stone-600">{REFUND_MESSAGES.noBankAccount}</span>
            )}
            {refund.method === 'bank_transfer' && refund.status === 'pending' && !refund.sending && (
              <div>
                {owner ? (
                  <Button
                    size="sm"
                    pending={confirm.isPending && confirm.variables === refund.id}
                    onClick={() => confirm.mutate(refund.id)}
                  >
                    Mark transfer sent
                  </Button>
                ) : (
                  <span className="text-stone-600">The owner sends this transfer and marks it sent.</span>
                )}
              </div>
            )}
          </li>
        ))}
      </ol>
      {confirm.error && <FormError message={getErrorMessage(confirm.error)} />}
      {send.error && <FormError message={getErrorMessage(send.error)} />}
    </Card>
  );
}
