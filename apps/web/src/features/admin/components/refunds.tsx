import clsx from 'clsx';
import { formatNairaAmount } from '@oko/shared/money';
import {
  type AdminRefund,
  REFUND_NEEDS_LOOK,
  REFUND_REASON_LABELS,
  REFUND_STATUS_LABELS,
} from '@oko/shared/schemas/refund';
import { Button } from '@/components/ui/button';
import { FormError } from '@/components/ui/form-field';
import { getErrorMessage } from '@/lib/api-errors';
import { formatDateTime } from '@/lib/dates';
import { useConfirmRefundSent } from '../api/confirm-refund-sent';
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

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

/** The order page's refunds; nothing when there are none. */
export function Refunds({ orderId, refunds }: { orderId: number; refunds: AdminRefund[] }) {
  const { owner } = useBackOffice();
  const confirm = useConfirmRefundSent(orderId);
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
              {REFUND_REASON_LABELS[refund.reason]} ·{' '}
              {refund.method === 'cards'
                ? 'to the card, through Paystack'
                : refund.method === 'credit'
                  ? 'kept by the shopper as shop credit'
                  : 'by bank transfer from the shop'}
            </span>
            {refund.failure && <span className="text-red-900">{refund.failure}</span>}
            {refund.needs_look && <span className="text-orange-950">{REFUND_NEEDS_LOOK}</span>}
            <span className="text-stone-600">
              Asked {formatDateTime(refund.created_at)}
              {refund.settled_at && ` · settled ${formatDateTime(refund.settled_at)}`}
            </span>
            {refund.method === 'bank_transfer' && refund.status === 'pending' && (
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
    </Card>
  );
}
