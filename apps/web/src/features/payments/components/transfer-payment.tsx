import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { formatLagosMoment, formatLagosTime } from '@oko/shared/lagos-time';
import { formatNairaAmount, nairaToKobo, wholeNairaOf } from '@oko/shared/money';
import { type OrderDetail, isTransferPayment } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES } from '@oko/shared/schemas/payment';
import { Button } from '@/components/ui/button';
import { env } from '@/config/env';
import { getErrorMessage } from '@/lib/api-errors';
import { queryKeys } from '@/lib/query-keys';
import { useCardsTestMode } from '../api/get-payments-config';
import { usePayOrder } from '../api/pay-order';
import { countdown } from '../utils/countdown';
import { HeadedSection } from '@/components/ui/headed-section';

const realNow = () => new Date();

/** How often the page asks whether the transfer landed while it waits. */
const WAITING_POLL_MS = 5_000;

type TransferPaymentProps = {
  order: Pick<OrderDetail, 'id' | 'status' | 'payment_method' | 'payment_status' | 'payment' | 'amount_due'>;
  /** The clock (tests fix it). */
  now?: () => Date;
};

/**
 * Pay with Transfer on the order's page (issue 39): the account Paystack opened for this payment, with a copy
 * button, its bank, the exact amount and a countdown to its close (Lagos time); a wrong amount's rejection; in test
 * mode, the test bank that sends the transfer. The page asks every few seconds until the money lands. A paid order
 * that packing made dearer (issue 38) offers Pay now for the difference: a new account for its whole naira.
 */
export function TransferPayment({ order, now = realNow }: TransferPaymentProps) {
  const queryClient = useQueryClient();
  const testMode = useCardsTestMode();
  const [at, setAt] = useState(now);
  const [copied, setCopied] = useState(false);
  const open = useOpenAccount(order.id);
  const payment = order.payment && isTransferPayment(order.payment) ? order.payment : null;
  // The API asks a difference in whole naira (no shopper transfers kobo): under ₦1 there is nothing to ask.
  const difference =
    order.payment_status === 'paid' &&
    order.status !== 'cancelled' &&
    wholeNairaOf(nairaToKobo(order.amount_due)) > 0;
  const waiting =
    order.payment_method === 'transfer' &&
    ((order.status === 'pending' && order.payment_status !== 'paid') || (difference && payment !== null));

  // The countdown ticks every second; apart from it, so that its renders never restart the asking.
  useEffect(() => {
    if (!waiting) return;
    const tick = setInterval(() => setAt(now()), 1000);
    return () => clearInterval(tick);
  }, [waiting, now]);
  useEffect(() => {
    if (!waiting) return;
    const poll = setInterval(
      () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(order.id) }),
      WAITING_POLL_MS,
    );
    return () => clearInterval(poll);
  }, [waiting, queryClient, order.id]);

  if (order.payment_method !== 'transfer') return null;
  const payNow = (
    <>
      <Button pending={open.isPending} onClick={() => open.mutate()} className="self-start">
        Pay now
      </Button>
      {open.isError && (
        <p role="alert" className="text-red-700">
          {getErrorMessage(open.error) || PAYMENT_MESSAGES.transferUnavailable}
        </p>
      )}
    </>
  );
  if (difference && !payment) {
    return (
      <Box>
        <p className="font-medium text-amber-800">
          {PAYMENT_MESSAGES.differenceDue(formatNairaAmount(order.amount_due))}
        </p>
        {payNow}
      </Box>
    );
  }
  if (order.payment_status === 'paid' && !difference) {
    return (
      <Box>
        <p role="status" className="text-green-800">
          {PAYMENT_MESSAGES.paid}
        </p>
      </Box>
    );
  }
  if (!waiting) return null;
  if (!payment) {
    return (
      <Box>
        <p>{PAYMENT_MESSAGES.transferUnavailable}</p>
        <Button pending={open.isPending} onClick={() => open.mutate()} className="self-start">
          Get an account number
        </Button>
        {open.isError && (
          <p role="alert" className="text-red-700">
            {getErrorMessage(open.error) || PAYMENT_MESSAGES.transferUnavailable}
          </p>
        )}
      </Box>
    );
  }
  const closed = Date.parse(payment.expires_at) <= at.getTime();
  const copy = () =>
    void navigator.clipboard?.writeText(payment.account_number).then(
      () => setCopied(true),
      () => undefined,
    );

  return (
    <Box>
      {testMode && <p className="text-amber-800">{PAYMENT_MESSAGES.testMode}</p>}
      {payment.rejected && (
        <p role="alert" className="text-red-700">
          {PAYMENT_MESSAGES.transferRejected}
        </p>
      )}
      <dl className="grid grid-cols-[auto_minmax(0,1fr)] items-center gap-x-4 gap-y-2">
        <dt className="text-stone-600">Account number</dt>
        <dd className="flex flex-wrap items-center gap-2">
          <span className="font-mono text-xl font-semibold tracking-wider">{payment.account_number}</span>
          <Button
            variant="secondary"
            size="sm"
            onClick={copy}
            aria-label={`Copy account number ${payment.account_number}`}
          >
            {copied ? 'Copied' : 'Copy'}
          </Button>
        </dd>
        <dt className="text-stone-600">Bank</dt>
        <dd>{payment.bank_name}</dd>
        <dt className="text-stone-600">Account name</dt>
        <dd className="break-words">{payment.account_name}</dd>
        <dt className="text-stone-600">Amount</dt>
        <dd className="text-lg font-semibold">{formatNairaAmount(payment.amount)}</dd>
      </dl>
      {difference && (
        <p className="font-medium text-amber-800">
          {PAYMENT_MESSAGES.differenceDue(formatNairaAmount(order.amount_due))}
          {nairaToKobo(order.amount_due) % 100 > 0 &&
            ` ${PAYMENT_MESSAGES.koboOnUs(nairaToKobo(order.amount_due) % 100)}`}
        </p>
      )}
      {closed ? (
        <>
          <p className="font-medium text-amber-800">
            The account closed at {formatLagosTime(payment.expires_at)}. If you sent the money, this page
            updates once it lands.
          </p>
          {/* A difference has no time limit: a closed account gives way to a new one. */}
          {difference && payNow}
        </>
      ) : (
        <>
          <p className="font-medium text-amber-800">
            {PAYMENT_MESSAGES.transferWithin(
              formatNairaAmount(payment.amount),
              formatLagosMoment(payment.expires_at),
            )}
          </p>
          <p>
            Time left:{' '}
            <span className="font-mono font-semibold" aria-label="Time left">
              {countdown(payment.expires_at, at)}
            </span>
          </p>
          <p className="text-stone-600">{PAYMENT_MESSAGES.transferWaiting}</p>
        </>
      )}
      {testMode && !closed && (
        <a
          href={`${env.API_URL}/payments/test-gateway/transfer/${encodeURIComponent(payment.reference)}`}
          className="self-start font-medium text-green-800 underline"
        >
          Open the test bank
        </a>
      )}
    </Box>
  );
}

function Box({ children }: { children: React.ReactNode }) {
  return (
    <HeadedSection
      id="transfer-payment"
      title="Pay with Transfer"
      className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-4 text-sm text-stone-900"
      titleClassName="text-lg font-semibold"
    >
      {children}
    </HeadedSection>
  );
}

/** A new account for the order (Paystack did not answer when it was placed): the order's page shows it. */
function useOpenAccount(orderId: number) {
  const queryClient = useQueryClient();
  const pay = usePayOrder();
  return {
    ...pay,
    mutate: () =>
      pay.mutate(orderId, {
        onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.orders.detail(orderId) }),
      }),
  };
}
