// Card payments through Paystack (issue 14, decision 015). An order paid by card is placed as any other (stock
// taken, priced on the server) and waits in `awaiting_payment`; each try at paying it is an attempt with its own
// reference. The shopper's return (verify), Paystack's webhook and the reconciler job all end in `settle`, one
// guarded change under the order's row lock: the order is paid once (mark-paid.ts, as every way of paying), one
// mail goes out, and money that arrives
// for an order no longer waiting (cancelled, or paid by another attempt) is kept as `refund_due` and refunded in
// full to the card (refunds.ts).
import { randomBytes } from 'node:crypto';
import type { PaymentMethod } from '@oko/shared/constants';
import { lagosIso } from '@oko/shared/lagos-time';
import { koboToNaira, wholeNairaOf } from '@oko/shared/money';
import { ORDER_MESSAGES, type PaymentStart, type TransferPayment } from '@oko/shared/schemas/order';
import { PAYMENT_MESSAGES, type PaymentOutcome, paymentOutcomeMessage } from '@oko/shared/schemas/payment';
import type { Database } from '../db/client';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import type { JobHandlers } from '../jobs/kinds';
import { enqueueJob } from '../jobs/queue';
import { queuePaymentCheck } from './jobs';
import { markPaid } from './mark-paid';
import { figuresOf, recordEntries } from '../ledger/account';
import {
  type CardPayments,
  PaystackError,
  type PaystackTransaction,
  type PaystackTransferRejected,
} from './paystack';
import { queueCardRefund, sendCardRefund } from './refunds';
import { sendTransfer } from './transfers';
import {
  type PayableOrder,
  type PaymentAttempt,
  findAttempt,
  markTransferRejected,
  openTransferAttemptOf,
  setTransferAccount,
  findPayableOrder,
  insertAttempt,
  latestAttempt,
  lockAttempt,
  lockPayableOrder,
  unsettledAttempts,
  setAuthorizationUrl,
  setPaymentStatus,
  settleAttemptRow,
} from './queries';

/** The storefront's order page (apps/web paths.users.order), Paystack's callback_url. */
export const orderPageUrl = (publicUrl: string, orderId: number) => `${publicUrl}/users/orders/${orderId}`;

/** The methods Paystack takes, each payment an attempt with its own reference: cards, and Pay with Transfer. */
const THROUGH_PAYSTACK: readonly PaymentMethod[] = ['cards', 'transfer'];

/** An order that still takes a payment through Paystack: a pending card or transfer order not yet paid. */
export const isPayable = (order: Pick<PayableOrder, 'paymentMethod' | 'status' | 'paymentStatus'>) =>
  THROUGH_PAYSTACK.includes(order.paymentMethod) &&
  order.status === 'pending' &&
  (order.paymentStatus === 'awaiting_payment' || order.paymentStatus === 'failed');

/**
 * A paid card or Pay with Transfer order, not cancelled: packing may have made it dearer (a weighed line within
 * its tolerance), and then it pays the difference the same way (issue 38).
 */
const paysADifference = (order: Pick<PayableOrder, 'paymentMethod' | 'status' | 'paymentStatus'>) =>
  THROUGH_PAYSTACK.includes(order.paymentMethod) &&
  order.paymentStatus === 'paid' &&
  order.status !== 'cancelled';

type OrderToPay = Pick<PayableOrder, 'id' | 'paymentMethod' | 'status' | 'paymentStatus'>;

/**
 * What a payment through Paystack may bring in now, in kobo (0: none): an order waiting for its first payment
 * owes what its account says is due; a paid order that packing made dearer owes the difference, until it is
 * cancelled (issue 38): by card to the kobo, by transfer in whole naira (no shopper is asked to transfer kobo;
 * the kobo left off are forgiven once it is paid, `forgiveKoboLeft`). Read under the order's row lock.
 */
async function payableNowKobo(tx: Database, order: OrderToPay): Promise<number> {
  if (!isPayable(order) && !paysADifference(order)) return 0;
  const { amountDueKobo } = await figuresOf(tx, order.id);
  return order.paymentMethod === 'transfer' && paysADifference(order)
    ? wholeNairaOf(amountDueKobo)
    : amountDueKobo;
}

/**
 * A Pay with Transfer difference was paid in whole naira: what is left, under ₦1, is the kobo it left off, and
 * the order no longer owes them (a `rounding` entry, decision 053). Under the order's row lock.
 */
async function forgiveKoboLeft(tx: Database, orderId: number): Promise<void> {
  const { amountDueKobo } = await figuresOf(tx, orderId);
  if (amountDueKobo > 0 && amountDueKobo < 100) {
    await recordEntries(tx, orderId, [{ kind: 'rounding', amountKobo: -amountDueKobo }]);
  }
}

const newReference = (orderId: number) => `oko-${orderId}-${randomBytes(8).toString('hex')}`;

type Started = { reference: string; email: string; amountKobo: number; method: PaymentMethod };

/** The order a payment is started for, its row locked; 404 unknown or (with `userId`) not the caller's. */
async function lockOrderToPay(tx: Database, orderId: number, userId?: number): Promise<PayableOrder> {
  const order = isDbId(orderId) ? await lockPayableOrder(tx, orderId) : undefined;
  if (!order || (userId !== undefined && order.userId !== userId)) {
    throw new NotFoundError(ORDER_MESSAGES.notFound);
  }
  return order;
}

/**
 * Under the order's row lock: a new attempt with a fresh reference (so a retry is a new Paystack transaction
 * and an old one can never be charged twice under one reference). 409 when the order takes no card payment.
 */
async function newAttempt(tx: Database, cards: CardPayments, order: PayableOrder): Promise<Started> {
  // The amount the order's account says is due (decision 044), not the total as placed.
  const amountKobo = await payableNowKobo(tx, order);
  if (amountKobo <= 0) throw new DomainError(409, PAYMENT_MESSAGES.notPayable);
  const reference = newReference(order.id);
  await insertAttempt(tx, { orderId: order.id, reference, amountKobo, testMode: cards.testMode });
  // A paid order paying its difference stays paid for what came in.
  if (order.paymentStatus !== 'paid') await setPaymentStatus(tx, order.id, 'awaiting_payment');
  await queuePaymentCheck(tx, reference);
  return { reference, email: order.email, amountKobo, method: order.paymentMethod };
}

/** Paystack's initialise for a new attempt; 502 with a clear message when Paystack does not answer. */
async function initialise(
  db: Database,
  cards: CardPayments,
  orderId: number,
  started: Started,
  siteUrl: string,
): Promise<PaymentStart> {
  try {
    const { authorizationUrl } = await cards.client.initialize({
      email: started.email,
      amountKobo: started.amountKobo,
      currency: 'NGN',
      reference: started.reference,
      callbackUrl: orderPageUrl(siteUrl, orderId),
      metadata: { order_id: orderId },
    });
    await setAuthorizationUrl(db, started.reference, authorizationUrl);
    return { authorization_url: authorizationUrl, reference: started.reference };
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const failure = new DomainError(502, PAYMENT_MESSAGES.unavailable);
    failure.cause = error;
    throw failure;
  }
}

/** A transfer attempt's account as the order answers it (issue 39). */
const transferPayment = (attempt: PaymentAttempt): TransferPayment | null =>
  attempt.accountNumber && attempt.bankName && attempt.accountName && attempt.accountExpiresAt
    ? {
        reference: attempt.reference,
        account_number: attempt.accountNumber,
        bank_name: attempt.bankName,
        account_name: attempt.accountName,
        amount: koboToNaira(attempt.amountKobo),
        expires_at: lagosIso(attempt.accountExpiresAt),
        rejected: attempt.transferRejectedAt !== null,
      }
    : null;

/**
 * Pay with Transfer: Paystack's `POST /charge` opens an account for a new attempt, kept on it; 502 with a clear
 * message when Paystack does not answer (the order keeps waiting; the order page asks again).
 */
async function openTransferAccount(
  db: Database,
  cards: CardPayments,
  orderId: number,
  started: Started,
  siteUrl: string,
): Promise<TransferPayment> {
  try {
    const account = await cards.client.chargeTransfer({
      email: started.email,
      amountKobo: started.amountKobo,
      reference: started.reference,
      accountExpiresAt: new Date(Date.now() + cards.transferMinutes * 60_000),
      metadata: { order_id: orderId, order_url: orderPageUrl(siteUrl, orderId) },
    });
    await setTransferAccount(db, started.reference, account);
    const attempt = await findAttempt(db, started.reference);
    return transferPayment(attempt!)!;
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const failure = new DomainError(502, PAYMENT_MESSAGES.transferUnavailable);
    failure.cause = error;
    throw failure;
  }
}

/** A new attempt's start at Paystack: a card's checkout, or a transfer's account. */
const startAtPaystack = (
  db: Database,
  cards: CardPayments,
  orderId: number,
  started: Started,
  siteUrl: string,
): Promise<PaymentStart | TransferPayment> =>
  started.method === 'transfer'
    ? openTransferAccount(db, cards, orderId, started, siteUrl)
    : initialise(db, cards, orderId, started, siteUrl);

/**
 * The account a transfer order waits on (`GET /orders/{id}`'s `payment`, issue 39): its newest attempt's, while the
 * order is pending and unpaid, or while a paid order owes a difference and that attempt is still open (issue 38);
 * null otherwise, or before Paystack gave one.
 */
export async function transferPaymentOf(db: Database, order: OrderToPay): Promise<TransferPayment | null> {
  if (order.paymentMethod !== 'transfer') return null;
  if (!isPayable(order) && !paysADifference(order)) return null;
  const attempt = await latestAttempt(db, order.id);
  if (!attempt) return null;
  if (paysADifference(order) && (attempt.status !== 'open' || (await payableNowKobo(db, order)) === 0)) {
    return null;
  }
  return transferPayment(attempt);
}

/**
 * Pay now: a new attempt, then Paystack's initialise (a transfer order: a new account, also for a difference packing
 * made). 404 not the caller's order; 409 when nothing is payable now; 502 with a clear message when Paystack does
 * not answer (the order keeps waiting). Paystack sends the shopper back to the order's page at `siteUrl` (the
 * shop's address as the shopper reaches it).
 */
export async function startPayment(
  db: Database,
  cards: CardPayments,
  orderId: number,
  siteUrl: string,
  userId?: number,
): Promise<PaymentStart | TransferPayment> {
  const started = await db.transaction(async (tx) =>
    newAttempt(tx, cards, await lockOrderToPay(tx, orderId, userId)),
  );
  return startAtPaystack(db, cards, orderId, started, siteUrl);
}

/**
 * The payment of an order just placed by card: its first attempt, or for a replayed Confirm Order the attempt
 * that order already has, looked up under the order's row lock so a replay racing the first opens no second
 * Paystack transaction. Null when Paystack did not answer.
 */
export async function paymentForPlacedOrder(
  db: Database,
  cards: CardPayments,
  orderId: number,
  siteUrl: string,
): Promise<PaymentStart | TransferPayment | null> {
  const opened = await db.transaction(async (tx) => {
    const order = await lockOrderToPay(tx, orderId);
    const existing = await latestAttempt(tx, orderId);
    return existing ? { existing } : newAttempt(tx, cards, order);
  });
  if ('existing' in opened) {
    const { authorizationUrl, reference } = opened.existing;
    if (authorizationUrl) return { authorization_url: authorizationUrl, reference };
    return transferPayment(opened.existing);
  }
  try {
    return await startAtPaystack(db, cards, orderId, opened, siteUrl);
  } catch (error) {
    if (error instanceof DomainError && error.statusCode === 502) return null;
    throw error;
  }
}

export type SettleResult = { orderId: number; attempt: PaymentOutcome['attempt_status']; changed: boolean };

/**
 * The one guarded state change for what Paystack says about a reference. Under the order's row lock: an attempt
 * settles once (later reports of it change nothing, but a success after a decline still counts); success with the attempt's amount and currency pays a
 * waiting order (payment_status `paid`, mails queued in the same transaction); another amount or currency is
 * `mismatch` (not paid, kept for the owner); success for an order no longer waiting (or for more than it now
 * owes: a difference paid twice) is `refund_due`, its money
 * refunded in full to the card in the same transaction; failure
 * marks the attempt and the order `failed` (still payable until its time runs out). Undefined: unknown reference.
 */
export async function settle(
  db: Database,
  transaction: PaystackTransaction,
): Promise<SettleResult | undefined> {
  const found = await findAttempt(db, transaction.reference);
  if (!found) return undefined;
  return db.transaction(async (tx) => {
    // The order first, then the attempt: the order every payment change and the expiry job lock in.
    const order = await lockPayableOrder(tx, found.orderId);
    const attempt = await lockAttempt(tx, transaction.reference);
    if (!order || !attempt) throw new Error(`attempt ${transaction.reference} lost its order`);
    const unchanged = { orderId: order.id, attempt: attempt.status, changed: false };
    // Settled attempts stay settled, except a decline followed by success: Paystack's page lets the shopper try
    // another card within the same transaction, and that money must not be lost.
    const reopens = attempt.status === 'failed' && transaction.status === 'success';
    if (attempt.status !== 'open' && !reopens) return unchanged;

    const report = {
      gatewayResponse: transaction.gateway_response ?? null,
      paidAmountKobo: transaction.amount,
      paidCurrency: transaction.currency,
    };
    let status: PaymentOutcome['attempt_status'];
    if (transaction.status === 'success') {
      if (transaction.amount !== attempt.amountKobo || transaction.currency !== attempt.currency) {
        status = 'mismatch';
      } else if (transaction.amount > (await payableNowKobo(tx, order))) {
        // Not waiting for it (cancelled, paid by another attempt) or more than is due now: all of it goes back.
        status = 'refund_due';
        // The money came in all the same (decision 044), and goes straight back.
        await recordEntries(tx, order.id, [
          { kind: 'payment', amountKobo: transaction.amount, method: order.paymentMethod },
        ]);
        await queueCardRefund(tx, {
          orderId: order.id,
          reference: attempt.reference,
          paidKobo: transaction.amount,
          testMode: attempt.testMode,
          amountKobo: transaction.amount,
          reason: 'late_payment',
        });
      } else {
        status = 'paid';
        await markPaid(tx, order, {
          userId: null,
          reference: attempt.reference,
          amountKobo: transaction.amount,
        });
        if (order.paymentMethod === 'transfer' && order.paymentStatus === 'paid') {
          await forgiveKoboLeft(tx, order.id);
        }
      }
    } else if (transaction.status === 'failed' || transaction.status === 'reversed') {
      status = 'failed';
      if (order.paymentStatus === 'awaiting_payment') await setPaymentStatus(tx, order.id, 'failed');
    } else {
      // abandoned, ongoing, pending, processing, queued: not settled yet.
      return unchanged;
    }
    await settleAttemptRow(tx, attempt.reference, { status, ...report });
    return { orderId: order.id, attempt: status, changed: true };
  });
}

/** Asks Paystack about an open attempt and settles it; a settled attempt is answered from the database. */
async function verifyAttempt(db: Database, cards: CardPayments, reference: string) {
  const attempt = await findAttempt(db, reference);
  if (!attempt) return undefined;
  if (attempt.status !== 'open') return attempt;
  await settle(db, await cards.client.verify(reference));
  return findAttempt(db, reference);
}

/**
 * `POST /payments/verify`: the shopper is back from Paystack with `?reference=`. Their own attempt only (404
 * otherwise); 502 with a clear message when Paystack does not answer.
 */
export async function verifyReturn(
  db: Database,
  cards: CardPayments,
  userId: number,
  reference: string,
): Promise<{ data: PaymentOutcome; message: string }> {
  const owned = await findAttempt(db, reference);
  const order = owned ? await findPayableOrder(db, owned.orderId) : undefined;
  if (!owned || !order || order.userId !== userId) throw new NotFoundError(PAYMENT_MESSAGES.unknownReference);
  let attempt;
  try {
    attempt = await verifyAttempt(db, cards, reference);
  } catch (error) {
    if (!(error instanceof PaystackError)) throw error;
    const failure = new DomainError(502, PAYMENT_MESSAGES.unavailable);
    failure.cause = error;
    throw failure;
  }
  if (!attempt) throw new NotFoundError(PAYMENT_MESSAGES.unknownReference);
  const after = await findPayableOrder(db, attempt.orderId);
  return {
    data: {
      order_id: attempt.orderId,
      payment_status: after!.paymentStatus,
      attempt_status: attempt.status,
    },
    message: paymentOutcomeMessage(attempt.status, attempt.gatewayResponse),
  };
}

/** What Paystack reports while money may still arrive: the expiry waits for it. */
const STILL_ARRIVING = new Set(['ongoing', 'pending', 'processing', 'queued']);
/**
 * A transfer sent just before its account closed may land a little after (a bank's delay): the expiry waits for
 * one Paystack still reports under way this long after the close, and no longer (the account takes nothing then).
 */
export const TRANSFER_LANDING_GRACE_MS = 30 * 60_000;

/**
 * "Is a payment still arriving for this order?", the one question the card expiry (orders/card-expiry.ts) asks
 * payments. Open and declined attempts are verified first (a lost webhook must not cancel a paid order; a
 * declined attempt may still succeed on Paystack's page) and settled; true while Paystack reports one still in
 * progress. A reference Paystack never heard of (its initialise timed out) has nothing to verify; Paystack not
 * answering throws a PaystackError, which says nothing about the payment (the expiry is tried again later).
 */
export async function paymentStillArriving(
  db: Database,
  cards: CardPayments,
  orderId: number,
): Promise<boolean> {
  let arriving = false;
  for (const attempt of await unsettledAttempts(db, orderId)) {
    let transaction: PaystackTransaction;
    try {
      transaction = await cards.client.verify(attempt.reference);
    } catch (error) {
      if (error instanceof PaystackError && error.kind === 'unknown') continue;
      throw error;
    }
    await settle(db, transaction);
    const closedLongAgo =
      attempt.accountExpiresAt !== null &&
      Date.now() > attempt.accountExpiresAt.getTime() + TRANSFER_LANDING_GRACE_MS;
    if (STILL_ARRIVING.has(transaction.status) && !closedLongAgo) arriving = true;
  }
  return arriving;
}

/**
 * In the expiry's transaction: locks the order's row and answers its method while it still waits for a payment
 * through Paystack (card or transfer), else null (a second run of the expiry, or a payment racing it, finds it no
 * longer payable).
 */
export async function lockUnpaidCardOrder(tx: Database, orderId: number): Promise<PaymentMethod | null> {
  const order = await lockPayableOrder(tx, orderId);
  return order !== undefined && isPayable(order) ? order.paymentMethod : null;
}

/**
 * `bank.transfer.rejected` (issue 39): a transfer of another amount reached a Pay with Transfer account and goes
 * back to the shopper's bank. Paystack's event names its own transaction id and the customer, not the shop's
 * reference, so the attempt is the customer's newest open transfer attempt whose account is still open (an
 * account takes money only while open). Under the order's row lock: the attempt keeps the time (the order page
 * says so) and, once per attempt, the shopper is mailed. Answers whether anything changed.
 */
export async function rejectTransfer(db: Database, event: PaystackTransferRejected): Promise<boolean> {
  const candidate = await openTransferAttemptOf(db, event.customer.email);
  if (!candidate) return false;
  return db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, candidate.orderId);
    const attempt = await lockAttempt(tx, candidate.reference);
    if (!order || !attempt || attempt.status !== 'open') return false;
    if (!isPayable(order) && (await payableNowKobo(tx, order)) === 0) return false;
    const first = attempt.transferRejectedAt === null;
    await markTransferRejected(tx, attempt.reference);
    if (first) {
      await enqueueJob(tx, 'order-mail', {
        mail: 'transfer-rejected',
        orderId: order.id,
        amountKobo: attempt.amountKobo,
      });
    }
    return first;
  });
}

/** In the expiry's transaction, under the order's row lock: the card payment failed (its time ran out). */
export const failUnpaidCardPayment = (tx: Database, orderId: number) =>
  setPaymentStatus(tx, orderId, 'failed');

/** The reconciler: verifies an open attempt now and then until it settles or its order stops waiting. */
export async function checkAttempt(db: Database, cards: CardPayments, reference: string): Promise<void> {
  const attempt = await verifyAttempt(db, cards, reference);
  if (!attempt || attempt.status !== 'open') return;
  const order = await findPayableOrder(db, attempt.orderId);
  if (order && (await payableNowKobo(db, order)) > 0) await queuePaymentCheck(db, reference);
}

/**
 * The job worker's handlers for card payments: the reconciler and card refunds. The expiry of an unpaid card
 * order is the orders' (orders/card-expiry.ts), as it cancels the order. `clock`: the shop's (app.clock), which a
 * card refund's wait for Paystack's list is counted on.
 */
export const paymentJobHandlers = (
  db: Database,
  cards: CardPayments,
  clock: () => Date = () => new Date(),
): JobHandlers => ({
  'card-payment-check': ({ reference }) => checkAttempt(db, cards, reference),
  'card-refund': ({ refundId }) => sendCardRefund(db, cards, refundId, clock),
  'bank-refund': ({ refundId }) => sendTransfer(db, cards, refundId),
});
