import clsx from 'clsx';
import { PAYMENT_ATTEMPT_STATUS_LABELS } from '@oko/shared/schemas/order';
import type { AdminPaymentAttempt } from '@oko/shared/schemas/admin-orders';
import { formatDateTime } from '@/lib/dates';
import { formatNairaAmount } from '@oko/shared/money';
import { Card } from './admin-ui';

// A card order's tries at paying (decision 015): what was asked of Paystack and what it said. Money that needs
// the owner (a refund, an amount that did not match) stands out; a try through the built-in test gateway says so.

const flagColours: Partial<Record<AdminPaymentAttempt['status'], string>> = {
  refund_due: 'bg-red-50 text-red-900 ring-red-200',
  mismatch: 'bg-amber-50 text-amber-900 ring-amber-200',
  paid: 'bg-green-50 text-green-900 ring-green-200',
};

const badge = 'inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset';

function Attempt({ attempt }: { attempt: AdminPaymentAttempt }) {
  // What Paystack said it took, where it differs from the order or must go back.
  const reported =
    attempt.status === 'mismatch' || attempt.status === 'refund_due' ? attempt.paid_amount : null;
  return (
    <li className="flex flex-col gap-1 py-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <span
          className={clsx(badge, flagColours[attempt.status] ?? 'bg-stone-50 text-stone-800 ring-stone-200')}
        >
          {PAYMENT_ATTEMPT_STATUS_LABELS[attempt.status]}
        </span>
        {attempt.test_mode && (
          <span className={clsx(badge, 'bg-sky-50 text-sky-900 ring-sky-200')}>Test payment</span>
        )}
        <span className="font-semibold text-stone-900">{formatNairaAmount(attempt.amount)}</span>
      </div>
      <span className="font-mono text-xs break-all text-stone-600">{attempt.reference}</span>
      {reported !== null && (
        <span className="text-stone-800">
          Paystack reported {attempt.paid_currency} {formatNairaAmount(reported)}
        </span>
      )}
      {attempt.gateway_response && (
        <span className="text-stone-800">Paystack: {attempt.gateway_response}</span>
      )}
      <span className="text-stone-600">
        Started {formatDateTime(attempt.created_at)}
        {attempt.settled_at && ` · settled ${formatDateTime(attempt.settled_at)}`}
      </span>
    </li>
  );
}

/** The order page's card payments, oldest first; nothing for an order not paid by card. */
export function PaymentAttempts({ attempts }: { attempts: AdminPaymentAttempt[] }) {
  if (attempts.length === 0) return null;
  const refundDue = attempts.filter((attempt) => attempt.status === 'refund_due');
  return (
    <Card title="Card payments">
      {refundDue.length > 0 && (
        <p className="mb-2 rounded-md border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          Refund due: card money arrived that this order does not keep (it was cancelled, or paid twice). It
          goes back to the card through Paystack by itself: see Refunds.
        </p>
      )}
      <ol className="divide-y divide-stone-100">
        {attempts.map((attempt) => (
          <Attempt key={attempt.reference} attempt={attempt} />
        ))}
      </ol>
    </Card>
  );
}
