// Refunds (issue 27, decision 033): money that goes back to the shopper, asked for inside the transaction of the
// change that causes it (a cancel, packing, a card payment that arrived too late). What happens depends on how the
// order was paid: a card refund is a row and a claimed job that sends it to Paystack; a bank transfer refund is a
// row the owner confirms as sent; cash on delivery or an order not paid has nothing to give.
//
// A card refund moves money once, whatever its size (decisions 033 and 040): it carries the shop's own reference
// (its `merchant_note` at Paystack); its send is claimed by a guarded update, so one worker sends it; the row
// records when it was sent, so a later try (after a timeout, a crash or a restart) first reads the transaction's
// refunds at Paystack and finds the one it made by that reference, never by its amount, and sends again only when
// the list, read at least a minute after the send, does not hold it; Paystack's refund id is kept once known; and
// the state changes pending → processed | failed once, with a guard, whatever order Paystack's answer and its
// webhooks (replayed or not) arrive in.
import { koboToNaira } from '@oko/shared/money';
import {
  type AdminRefund,
  type OrderRefund,
  REFUND_MESSAGES,
  type RefundReason,
  type RefundStatus,
  type RefundWay,
} from '@oko/shared/schemas/refund';
import { ORDER_MESSAGES } from '@oko/shared/schemas/order';
import { type SQL, and, asc, desc, eq, inArray, isNull, lte, ne, sql } from 'drizzle-orm';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { paymentAttempts, refunds } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { figuresOf, recordEntries } from '../ledger/account';
import { addCredit } from '../credit/queries';
import { type CardPayments, PaystackError, type PaystackRefund, type PaystackRefundEvent } from './paystack';
import { lockPayableOrder, setPaymentStatus } from './queries';
import { queueAutomaticTransfers } from './transfer-start';
import { queueOrderNews } from '../messages/service';

export const REFUND_JOB = 'card-refund';

/** An amount for "all the money not yet given back" (a cancel): requestRefund caps every amount to that. */
export const ALL_THAT_IS_LEFT = Number.MAX_SAFE_INTEGER;

export interface RefundRequest {
  orderId: number;
  /** Kobo to give back; more than what was paid and not yet refunded is capped to that, 0 or less: nothing. */
  amountKobo: number;
  reason: 'cancelled' | 'packing';
}

/** Kobo already given back or on its way for `where` (failed refunds gave nothing back). */
async function refundedKobo(tx: Database, where: SQL | undefined): Promise<number> {
  const [row] = await tx
    .select({ total: sql<string>`coalesce(sum(${refunds.amountKobo}), 0)` })
    .from(refunds)
    .where(and(where, ne(refunds.status, 'failed')));
  return Number(row?.total ?? 0);
}

/**
 * A card refund against the attempt whose money came in (`reference`, `paidKobo`): at most what that payment has
 * not yet given back. The row and its job are written in the caller's transaction, so both or neither exist.
 */
export async function queueCardRefund(
  tx: Database,
  refund: {
    orderId: number;
    reference: string;
    paidKobo: number;
    testMode: boolean;
    amountKobo: number;
    reason: RefundReason;
  },
): Promise<number> {
  const left = refund.paidKobo - (await refundedKobo(tx, eq(refunds.paymentReference, refund.reference)));
  const amountKobo = Math.min(refund.amountKobo, left);
  if (amountKobo <= 0) return 0;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      method: 'cards',
      reason: refund.reason,
      amountKobo,
      paymentReference: refund.reference,
      testMode: refund.testMode,
      way: 'card',
    })
    .returning({ id: refunds.id });
  await recordEntries(tx, refund.orderId, [{ kind: 'refund_requested', amountKobo, refundId: row!.id }]);
  await enqueueJob(tx, REFUND_JOB, { refundId: row!.id });
  return amountKobo;
}

/**
 * Gives `amountKobo` of the order's money back, inside the order's transaction (the order's row is locked here
 * too, so two refunds of one order are counted one after the other), at most what came in and no refund is
 * taking back yet (the order's account, decision 044). Paid by card: a pending refund and the job that sends it
 * to Paystack. Money the shop received itself (a transfer, the rider's cash): a pending refund the owner sends
 * by bank transfer and confirms. Nothing came in: nothing.
 */
export async function requestRefund(tx: Database, request: RefundRequest): Promise<void> {
  if (!(request.amountKobo > 0)) return;
  const order = await lockPayableOrder(tx, request.orderId);
  if (!order) return;
  const figures = await figuresOf(tx, order.id);
  if (order.paymentMethod === 'cards') {
    if (order.paymentStatus !== 'paid') return;
    // A card refund goes back through the payment it came in by; an order that paid a difference after packing
    // (issue 38) has two, the newest given back first, each at most what it brought.
    const paid = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'paid')))
      .orderBy(desc(paymentAttempts.id));
    let left = request.amountKobo;
    for (const attempt of paid) {
      if (left <= 0) break;
      left -= await queueCardRefund(tx, {
        orderId: order.id,
        reference: attempt.reference,
        paidKobo: attempt.paidAmountKobo ?? attempt.amountKobo,
        testMode: attempt.testMode,
        amountKobo: left,
        reason: request.reason,
      });
    }
  } else {
    const amountKobo = Math.min(request.amountKobo, figures.refundableKobo);
    if (amountKobo <= 0) return;
    const [row] = await tx
      .insert(refunds)
      .values({
        orderId: order.id,
        method: 'bank_transfer',
        way: 'bank_account',
        reason: request.reason,
        amountKobo,
      })
      .returning({ id: refunds.id });
    await recordEntries(tx, order.id, [{ kind: 'refund_requested', amountKobo, refundId: row!.id }]);
    // To the shopper's kept bank account by itself, when the owner allows it for this amount (issue 39).
    await queueAutomaticTransfers(tx, { refundId: row!.id });
  }
}

/** What the shopper's bank statement may show beside the refund. */
const CUSTOMER_NOTE = 'Refund from Oko Farm';

/**
 * How long after a send whose answer was lost Paystack's list of refunds is trusted to hold the refund if Paystack
 * made it (its list lags behind its answers). Before then the refund is unsure: it stays pending, is shown to the
 * owner as needing a look, and is never sent again.
 */
export const REFUND_LIST_LAG_MS = 60_000;

type Settled = Exclude<RefundStatus, 'pending'>;

/**
 * pending → `status`, once (a second report of the same refund, or a late one, changes nothing). When the
 * order's money is all back, its payment status becomes `refunded`. Answers whether it changed.
 */
export const settleRefund = (
  db: Database,
  refundId: number,
  status: Settled,
  extra: { failure?: string } = {},
): Promise<boolean> => db.transaction((tx) => settleRefundIn(tx, refundId, status, extra));

/** `settleRefund` inside the caller's transaction. */
async function settleRefundIn(
  tx: Database,
  refundId: number,
  status: Settled,
  extra: { failure?: string; confirmedBy?: number; way?: RefundWay },
): Promise<boolean> {
  const [refund] = await tx.select().from(refunds).where(eq(refunds.id, refundId));
  if (!refund) return false;
  // The order first, as every payment change takes it: a cancel's new refund and this one are counted in turn.
  const order = await lockPayableOrder(tx, refund.orderId);
  const [settled] = await tx
    .update(refunds)
    .set({
      status,
      settledAt: sql`now()`,
      failure: extra.failure ?? null,
      confirmedBy: extra.confirmedBy,
      ...(extra.way ? { way: extra.way } : {}),
    })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending')))
    .returning({ id: refunds.id });
  if (!settled) return false;
  await recordEntries(tx, refund.orderId, [
    {
      kind: status === 'processed' ? 'refund_processed' : 'refund_failed',
      amountKobo: refund.amountKobo,
      refundId: refund.id,
      userId: extra.confirmedBy ?? null,
    },
  ]);
  // Every refund sent mails the shopper (issue 39): a card's processed, a transfer's success, one marked sent. One
  // kept as shop credit has its own mail (refund-credited), queued where it is kept.
  if (status === 'processed' && refund.way !== 'credit') {
    await enqueueJob(tx, 'order-mail', { mail: 'refund-sent', orderId: refund.orderId, refundId: refund.id });
    // And by WhatsApp or SMS when the shopper has a phone channel on (issue 41's `refund_sent`).
    if (order) await queueOrderNews(tx, { orderId: order.id, userId: order.userId, kind: 'refund_sent' });
  }
  if (status === 'processed' && order?.paymentStatus === 'paid') {
    const figures = await figuresOf(tx, order.id);
    if (figures.amountRefundedKobo >= figures.amountPaidKobo)
      await setPaymentStatus(tx, order.id, 'refunded');
  }
  return true;
}

/**
 * Sends a pending refund's money once (the `card-refund` and `bank-refund` jobs): the refund is claimed before the
 * call (`unclaimed`: what its row must still say), so a worker whose look at the row is older (another send claimed
 * since) sends nothing. Paystack refusing a first send (`refused`) fails the refund with its words; no answer, or a
 * refused second send, throws, so the job tries again later and asks first. Answers Paystack's answer, or
 * undefined when nothing was sent.
 */
export async function claimAndSend<Answer>(
  db: Database,
  refundId: number,
  step: {
    requestedAt: Date;
    unclaimed: SQL | undefined;
    resend: boolean;
    refused: (error: PaystackError) => boolean;
    send: () => Promise<Answer>;
  },
): Promise<Answer | undefined> {
  const [claimed] = await db
    .update(refunds)
    .set({ requestedAt: step.requestedAt })
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'pending'), step.unclaimed))
    .returning({ id: refunds.id });
  if (!claimed) return undefined;
  try {
    return await step.send();
  } catch (error) {
    if (!step.resend && error instanceof PaystackError && step.refused(error)) {
      await settleRefund(db, refundId, 'failed', { failure: error.message });
      return undefined;
    }
    throw error;
  }
}

/** The order's refund, for a change to it in `tx`; 404 when it is not this order's. */
export async function refundOfOrder(tx: Database, orderId: number, refundId: number) {
  const [refund] = await tx
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, refundId), eq(refunds.orderId, orderId)));
  if (!refund) throw new NotFoundError(REFUND_MESSAGES.notFound);
  return refund;
}

/**
 * The back office (owner only): the bank transfer back to the shopper was sent. The refund is `processed`, with
 * who confirmed it and an audit entry in the same transaction. 404 not this order's refund; 422 a card refund
 * (Paystack's report settles those); 409 no longer pending (two taps confirm it once).
 */
export async function confirmTransferSent(
  db: Database,
  userId: number,
  orderId: number,
  refundId: number,
): Promise<void> {
  if (!isDbId(orderId) || !isDbId(refundId)) throw new NotFoundError(REFUND_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const refund = await refundOfOrder(tx, orderId, refundId);
    if (refund.method !== 'bank_transfer') throw new DomainError(422, REFUND_MESSAGES.notATransfer);
    // Sent through Paystack already (issue 39): Paystack's word settles it, never a second payment by hand.
    if (refund.payee !== null) throw new DomainError(409, REFUND_MESSAGES.sending);
    if (
      !(await settleRefundIn(tx, refund.id, 'processed', { confirmedBy: userId, way: 'manual_transfer' }))
    ) {
      throw new DomainError(409, REFUND_MESSAGES.notPending);
    }
    await recordAudit(tx, {
      userId,
      action: 'order.refund_sent',
      entity: 'order',
      entityId: orderId,
      before: { refund_id: refund.id, status: refund.status },
      after: { refund_id: refund.id, status: 'processed', amount: koboToNaira(refund.amountKobo) },
    });
  });
}

/**
 * The shopper keeps a refund as shop credit (issue 39, decision 050): a refund the shop sends by hand and has not
 * sent yet becomes credit at once, in one transaction under the order's row lock: the refund's way becomes
 * `credit` and it is settled as sent (one guarded update, so a second call, a second tab or the owner's "Mark
 * transfer sent" at the same moment change nothing more), the shopper's balance grows by its amount, and a mail
 * says so. A refund already kept changes nothing. 404 not the shopper's order or refund; 409 on its way
 * (a card refund, one sent, failed, or claimed for sending).
 */
export async function keepRefundAsCredit(
  db: Database,
  userId: number,
  orderId: number,
  refundId: number,
): Promise<void> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  if (!isDbId(refundId)) throw new NotFoundError(REFUND_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, orderId);
    if (!order || order.userId !== userId) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const refund = await refundOfOrder(tx, orderId, refundId);
    if (refund.method === 'credit') return;
    const [kept] = await tx
      .update(refunds)
      .set({ method: 'credit', way: 'credit' })
      .where(
        and(
          eq(refunds.id, refund.id),
          eq(refunds.status, 'pending'),
          eq(refunds.method, 'bank_transfer'),
          // Not on its way to the bank account yet (transfer-start.ts fixes the payee as it queues the send).
          eq(refunds.way, 'bank_account'),
          isNull(refunds.payee),
          isNull(refunds.requestedAt),
        ),
      )
      .returning({ id: refunds.id });
    if (!kept || !(await settleRefundIn(tx, refund.id, 'processed', {}))) {
      throw new DomainError(409, REFUND_MESSAGES.notKeepable);
    }
    await addCredit(tx, {
      userId,
      amountKobo: refund.amountKobo,
      reason: 'refund',
      orderId,
      refundId: refund.id,
    });
    await enqueueJob(tx, 'order-mail', { mail: 'refund-credited', orderId, refundId: refund.id });
  });
}

/** Paystack's answer about a refund: its id kept (once), its state if already final. */
async function recordPaystackRefund(db: Database, refundId: number, answer: PaystackRefund): Promise<void> {
  await db
    .update(refunds)
    .set({ gatewayRefundId: answer.id })
    .where(and(eq(refunds.id, refundId), isNull(refunds.gatewayRefundId)));
  if (answer.status === 'processed') await settleRefund(db, refundId, 'processed');
  if (answer.status === 'failed')
    await settleRefund(db, refundId, 'failed', { failure: 'Paystack could not refund the card.' });
}

/** Whether Paystack's listed refund is this one: by the shop's reference (its note), or Paystack's id once known. */
const isThisRefund = (refund: Pick<RefundRow, 'reference' | 'gatewayRefundId'>, listed: PaystackRefund) =>
  listed.merchant_note === refund.reference ||
  (refund.gatewayRefundId !== null && listed.id === refund.gatewayRefundId);

/** A card refund sent without an answer yet: it may or may not exist at Paystack (the owner may take a look). */
export const isUnsure = (refund: Pick<RefundRow, 'method' | 'status' | 'requestedAt' | 'gatewayRefundId'>) =>
  refund.method === 'cards' &&
  refund.status === 'pending' &&
  refund.requestedAt !== null &&
  refund.gatewayRefundId === null;

/**
 * The `card-refund` job: brings a pending card refund and Paystack into agreement, moving the money once
 * (decision 040). Not sent yet: it is sent, with the shop's reference as its note. Sent before: Paystack's
 * refunds of the transaction are read and the one holding its reference (or Paystack's id) taken as the answer,
 * never one of the same amount. Sent and not listed: sent again only when the list was read at least
 * REFUND_LIST_LAG_MS after the last send (`now`: the shop's clock); sooner, the job is queued again for then and the
 * refund stays pending, shown as needing a look. The send is claimed by a guarded update, so two workers holding
 * the same refund send it once. Paystack refusing a first send fails the refund with its words; refusing a
 * second send (it may hold the first) or not answering throws, so the job is tried again later.
 */
export async function sendCardRefund(
  db: Database,
  cards: CardPayments,
  refundId: number,
  now: () => Date = () => new Date(),
): Promise<void> {
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (refund?.method !== 'cards' || refund.status !== 'pending') return;
  const transactionReference = refund.paymentReference!;
  let readAt = now();
  if (refund.requestedAt !== null || refund.gatewayRefundId !== null) {
    // Paystack lists a transaction's refunds by its own id; the verify answer gives it.
    const transaction = await cards.client.verify(transactionReference);
    const listed = (await cards.client.listRefunds(String(transaction.id ?? transactionReference))).find(
      (each) => isThisRefund(refund, each),
    );
    if (listed) return recordPaystackRefund(db, refund.id, listed);
    // Paystack answered with its id: its webhook (or a later look) settles it.
    if (refund.gatewayRefundId !== null) return;
    const trustedFrom = refund.requestedAt!.getTime() + REFUND_LIST_LAG_MS;
    if (readAt.getTime() < trustedFrom) {
      await enqueueJob(db, REFUND_JOB, { refundId }, new Date(Date.now() + trustedFrom - readAt.getTime()));
      return;
    }
  }
  const resend = refund.requestedAt !== null;
  readAt = resend ? readAt : now();
  // Claimed at the shop's clock: if no answer comes, the next try asks first.
  const answer = await claimAndSend(db, refund.id, {
    requestedAt: now(),
    unclaimed: and(
      isNull(refunds.gatewayRefundId),
      resend
        ? lte(refunds.requestedAt, new Date(readAt.getTime() - REFUND_LIST_LAG_MS))
        : isNull(refunds.requestedAt),
    ),
    resend,
    refused: (error) => error.kind === 'refused' || error.kind === 'unknown',
    send: () =>
      cards.client.refund({
        transaction: transactionReference,
        amountKobo: refund.amountKobo,
        merchantNote: refund.reference,
        customerNote: CUSTOMER_NOTE,
      }),
  });
  if (answer) await recordPaystackRefund(db, refund.id, answer);
}

/**
 * Paystack's `refund.processed` / `refund.failed`: the refund it names by Paystack's id (or by the shop's reference,
 * when the event carries the note) is settled, once. An event that names neither (Paystack's samples carry no
 * refund id) or names an id not yet recorded (it came before the answer, or the answer was lost) settles nothing
 * by itself: each pending card refund of that transaction already sent is looked up in Paystack's list (its
 * `card-refund` job, queued again), never matched by amount. Answers whether a refund changed here.
 */
export async function settleRefundEvent(
  db: Database,
  event: 'refund.processed' | 'refund.failed',
  data: PaystackRefundEvent,
): Promise<boolean> {
  const candidates = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.method, 'cards'), eq(refunds.paymentReference, data.transaction_reference)))
    .orderBy(asc(refunds.id));
  const target = candidates.find(
    (refund) =>
      (data.id !== undefined && refund.gatewayRefundId === data.id) ||
      (data.merchant_note != null && refund.reference === data.merchant_note),
  );
  if (!target) {
    for (const refund of candidates) {
      if (refund.status === 'pending' && refund.requestedAt !== null)
        await enqueueJob(db, REFUND_JOB, { refundId: refund.id });
    }
    return false;
  }
  if (data.id !== undefined)
    await recordPaystackRefund(db, target.id, { id: data.id, status: 'pending', amount: data.amount });
  return event === 'refund.processed'
    ? settleRefund(db, target.id, 'processed')
    : settleRefund(db, target.id, 'failed', { failure: 'Paystack could not refund the card.' });
}

/** The refunds of the orders, oldest first (the order's answers); one query. */
export async function listRefundsOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(inArray(refunds.orderId, orderIds))
    .orderBy(refunds.orderId, refunds.id);
}
export type RefundRow = Awaited<ReturnType<typeof listRefundsOf>>[number];

/** A refund as the order answers it (the shopper's and the back office's). */
export const toOrderRefund = (refund: RefundRow): OrderRefund => ({
  id: refund.id,
  amount: koboToNaira(refund.amountKobo),
  status: refund.status,
  way: refund.way,
  created_at: refund.createdAt.toISOString(),
});

/** The account a refund to a bank account goes to, as the back office names it (issue 39). */
export interface RefundAccount {
  account_name: string;
  bank_name: string;
  account_number_last4: string;
}

/** A refund as the back office's order answers it. */
export const toAdminRefund = (
  refund: RefundRow,
  context: { ofOrder: RefundRow[]; keptAccount: RefundAccount | null } = { ofOrder: [], keptAccount: null },
): AdminRefund => ({
  ...toOrderRefund(refund),
  method: refund.method,
  reason: refund.reason,
  test_mode: refund.testMode,
  failure: refund.failure,
  needs_look: isUnsure(refund),
  settled_at: refund.settledAt?.toISOString() ?? null,
  send_to:
    refund.way !== 'bank_account'
      ? null
      : refund.payee
        ? {
            account_name: refund.payee.accountName,
            bank_name: refund.payee.bankName,
            account_number_last4: refund.payee.accountLast4,
          }
        : context.keptAccount,
  sending: refund.way === 'bank_account' && refund.status === 'pending' && refund.payee !== null,
  can_retry:
    refund.way === 'bank_account' &&
    refund.status === 'failed' &&
    !context.ofOrder.some((other) => other.retryOf === refund.id),
});

/** How many refunds are still pending (the dashboard): card refunds Paystack has not confirmed, transfers to send. */
export async function countPendingRefunds(db: Database): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(refunds)
    .where(eq(refunds.status, 'pending'));
  return row?.total ?? 0;
}
