// Refunds (issue 27, decision 033): money that goes back to the shopper, asked for inside the transaction of the
// change that causes it (a cancel, packing, a card payment that arrived too late). What happens depends on how the
// order was paid: a card refund is a row and a claimed job that sends it to Paystack (refund-jobs.ts); a bank
// transfer refund is a row the owner confirms as sent; cash on delivery or an order not paid has nothing to give.
import type { RefundReason } from '@oko/shared/schemas/refund';
import { type SQL, and, eq, ne, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAttempts, refunds } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { lockPayableOrder } from './queries';

export const REFUND_JOB = 'card-refund';

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
): Promise<void> {
  const left = refund.paidKobo - (await refundedKobo(tx, eq(refunds.paymentReference, refund.reference)));
  const amountKobo = Math.min(refund.amountKobo, left);
  if (amountKobo <= 0) return;
  const [row] = await tx
    .insert(refunds)
    .values({
      orderId: refund.orderId,
      method: 'cards',
      reason: refund.reason,
      amountKobo,
      paymentReference: refund.reference,
      testMode: refund.testMode,
    })
    .returning({ id: refunds.id });
  await enqueueJob(tx, REFUND_JOB, { refundId: row!.id });
}

/**
 * Gives `amountKobo` of the order's money back, inside the order's transaction (the order's row is locked here
 * too, so two refunds of one order are counted one after the other). Paid by card: a pending refund and the job
 * that sends it to Paystack. Bank transfer received: a pending refund for the owner to send and confirm. Pay on
 * delivery, or not paid: nothing.
 */
export async function requestRefund(tx: Database, request: RefundRequest): Promise<void> {
  if (!(request.amountKobo > 0)) return;
  const order = await lockPayableOrder(tx, request.orderId);
  if (order?.paymentStatus !== 'paid') return;
  if (order.paymentMethod === 'cards') {
    const [attempt] = await tx
      .select()
      .from(paymentAttempts)
      .where(and(eq(paymentAttempts.orderId, order.id), eq(paymentAttempts.status, 'paid')));
    if (!attempt) return;
    await queueCardRefund(tx, {
      orderId: order.id,
      reference: attempt.reference,
      paidKobo: attempt.paidAmountKobo ?? attempt.amountKobo,
      testMode: attempt.testMode,
      amountKobo: request.amountKobo,
      reason: request.reason,
    });
  } else if (order.paymentMethod === 'bank_transfer') {
    const left =
      order.totalKobo -
      (await refundedKobo(tx, and(eq(refunds.orderId, order.id), eq(refunds.method, 'bank_transfer'))));
    const amountKobo = Math.min(request.amountKobo, left);
    if (amountKobo <= 0) return;
    await tx.insert(refunds).values({
      orderId: order.id,
      method: 'bank_transfer',
      reason: request.reason,
      amountKobo,
    });
  }
}
