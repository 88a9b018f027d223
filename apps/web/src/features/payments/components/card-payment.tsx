import { useEffect, useRef } from 'react';
import { formatNairaAmount, nairaToKobo } from '@oko/shared/money';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { getErrorMessage } from '@/lib/api-errors';
import { PayNowButton } from './pay-now-button';
import { useVerifyPayment } from '../api/verify-payment';
import { CardPaymentWindowNote, CardsTestModeNote } from './test-mode-note';
import { HeadedSection } from '@/components/ui/headed-section';

type CardPaymentProps = {
  order: Pick<OrderDetail, 'id' | 'status' | 'payment_method' | 'payment_status' | 'amount_due'>;
  /** `?reference=` of the return from the card checkout: verified once, on arrival. */
  reference: string | null;
};

/**
 * A card order's payment on its page: what came of the return from the checkout ("Paid" or what went wrong), and
 * "Pay now" while the order is open and unpaid (each press is a new transaction, never the same one twice).
 */
export function CardPayment({ order, reference }: CardPaymentProps) {
  const verify = useVerifyPayment();
  const { mutate: verifyReference } = verify;
  const verified = useRef<string | null>(null);

  useEffect(() => {
    if (!reference || verified.current === reference) return;
    verified.current = reference;
    verifyReference(reference);
  }, [reference, verifyReference]);

  if (order.payment_method !== 'cards') return null;
  // Only while the order's account says something is due (decision 044): the order as placed, or what packing
  // added to a paid order (issue 38).
  const dueKobo = nairaToKobo(order.amount_due);
  const difference = order.payment_status === 'paid' && order.status !== 'cancelled' && dueKobo > 0;
  const payable =
    difference ||
    (order.status === 'pending' &&
      dueKobo > 0 &&
      (order.payment_status === 'awaiting_payment' || order.payment_status === 'failed'));
  const outcome = verify.isSuccess
    ? verify.data.message
    : verify.isError
      ? getErrorMessage(verify.error)
      : undefined;
  const success = verify.isSuccess && verify.data.outcome.attempt_status === 'paid';

  return (
    <HeadedSection
      id="card-payment"
      title="Card payment"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-900"
      titleClassName="text-lg font-semibold"
    >
      <CardsTestModeNote />
      {verify.isPending && <p>Checking your payment…</p>}
      {outcome && (
        <p role={success ? 'status' : 'alert'} className={success ? 'text-green-800' : 'text-red-700'}>
          {outcome}
        </p>
      )}
      {payable && (
        <div className="flex flex-col gap-2">
          {difference ? (
            <p className="font-medium text-amber-800">
              {PAYMENT_MESSAGES.differenceDue(formatNairaAmount(order.amount_due))}
            </p>
          ) : (
            <CardPaymentWindowNote className="font-medium text-amber-800" />
          )}
          <PayNowButton orderId={order.id} disabled={verify.isPending} className="self-start" />
        </div>
      )}
    </HeadedSection>
  );
}
