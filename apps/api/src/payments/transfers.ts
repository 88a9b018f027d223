// Refunds to the shopper's bank account through Paystack Transfers (issue 39, decision 049). A refund of money
// that did not come by card is `bank_account` until it is sent: the owner taps "Send ₦2,580 to Ada Obi, GTBank
// ••••1234" (or the shop sends it by itself, up to the amount the owner allows in Settings), which fixes the
// account it goes to (`payee`) and queues the `bank-refund` job in one transaction.
//
// The money moves once (decision 040's rules, for transfers): the transfer carries the refund's own reference,
// which Paystack refuses a second time; the send is claimed by a guarded update before the call; a try after a lost
// answer first asks Paystack by that reference (`GET /transfer/verify/{reference}`) and sends again only when
// Paystack has none; and the state changes pending → processed | failed once, whatever order the answer and the
// transfer.* webhooks (replayed or not) come in. A failed or reversed transfer is sent again, when the owner asks,
// as a new refund with a new reference.
import { koboToNaira } from '@oko/shared/money';
import { REFUND_MESSAGES } from '@oko/shared/schemas/refund';
import { and, eq, isNull, lte } from 'drizzle-orm';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { refunds } from '../db/schema';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { figuresOf, recordEntries } from '../ledger/account';
import { type CardPayments, PaystackError, type PaystackTransfer } from './paystack';
import { lockPayableOrder } from './queries';
import { claimAndSend, refundOfOrder, settleRefund } from './refunds';
import { startTransfer } from './transfer-start';

/** What the shopper's bank statement shows beside the money. */
const TRANSFER_REASON = 'Refund from Oko Farm';

/** Paystack's words for a transfer that did not reach the account. */
const failureText = (status: string) =>
  status === 'reversed'
    ? 'Paystack reversed the transfer: the money is back in the shop’s balance.'
    : 'Paystack could not send the transfer.';

/**
 * `POST /admin/orders/{id}/refunds/{refundId}/send` (owner): sends a pending `bank_account` refund to the account
 * the shopper keeps, through Paystack Transfers (the job); a failed one is sent again as a new refund of what is
 * still owed, with a new reference. Answers the refund that goes. 404 not this order's; 422 not a refund to a
 * bank account; 409 already sent, being sent or sent again; 422 the shopper has kept no account.
 */
export async function sendBankRefund(
  db: Database,
  actorId: number,
  orderId: number,
  refundId: number,
): Promise<number> {
  if (!isDbId(orderId) || !isDbId(refundId)) throw new NotFoundError(REFUND_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, orderId);
    if (!order) throw new NotFoundError(REFUND_MESSAGES.notFound);
    const refund = await refundOfOrder(tx, orderId, refundId);
    if (refund.method !== 'bank_transfer' || refund.way !== 'bank_account')
      throw new DomainError(422, REFUND_MESSAGES.notABankRefund);
    let target = refund;
    if (refund.status === 'failed') {
      const [again] = await tx.select({ id: refunds.id }).from(refunds).where(eq(refunds.retryOf, refund.id));
      const amountKobo = Math.min(refund.amountKobo, (await figuresOf(tx, orderId)).refundableKobo);
      if (again || amountKobo <= 0) throw new DomainError(409, REFUND_MESSAGES.notPending);
      const [row] = await tx
        .insert(refunds)
        .values({
          orderId,
          method: 'bank_transfer',
          way: 'bank_account',
          reason: refund.reason,
          amountKobo,
          retryOf: refund.id,
        })
        .returning();
      await recordEntries(tx, orderId, [{ kind: 'refund_requested', amountKobo, refundId: row!.id }]);
      target = row!;
    } else if (refund.status !== 'pending' || refund.payee !== null) {
      throw new DomainError(409, refund.payee ? REFUND_MESSAGES.sending : REFUND_MESSAGES.notPending);
    }
    if (!(await startTransfer(tx, target.id, order.userId)))
      throw new DomainError(422, REFUND_MESSAGES.noBankAccount);
    await recordAudit(tx, {
      userId: actorId,
      action: 'order.refund_transfer',
      entity: 'order',
      entityId: orderId,
      after: {
        refund_id: target.id,
        ...(target.id !== refund.id ? { retry_of: refund.id } : {}),
        amount: koboToNaira(target.amountKobo),
      },
    });
    return target.id;
  });
}

/** Paystack's word on the transfer: its code kept (once), the refund settled when the word is final. */
async function recordTransfer(db: Database, refundId: number, transfer: PaystackTransfer): Promise<boolean> {
  if (transfer.transfer_code) {
    await db
      .update(refunds)
      .set({ transferCode: transfer.transfer_code })
      .where(and(eq(refunds.id, refundId), isNull(refunds.transferCode)));
  }
  if (transfer.status === 'success') return settleRefund(db, refundId, 'processed');
  if (transfer.status === 'failed' || transfer.status === 'reversed' || transfer.status === 'abandoned')
    return settleRefund(db, refundId, 'failed', { failure: failureText(transfer.status) });
  // pending, otp, queued, received: Paystack's webhook (or the next look) says.
  return false;
}

/**
 * The `bank-refund` job: brings a pending `bank_account` refund and Paystack into agreement, moving the money
 * once. Not sent yet: sent, under the refund's reference. Sent before (its answer lost, or its webhook): Paystack
 * is asked by that reference and its word taken; only when Paystack has no transfer with it is it sent again,
 * under the same reference (which Paystack would refuse if it had one after all). Paystack refusing a first send
 * (its balance too low, a closed account) fails the refund with its words; no answer, or a refused second send,
 * throws, so the job tries again later and asks first.
 */
export async function sendTransfer(db: Database, cards: CardPayments, refundId: number): Promise<void> {
  const readAt = new Date();
  const [refund] = await db.select().from(refunds).where(eq(refunds.id, refundId));
  if (refund?.way !== 'bank_account' || refund.status !== 'pending' || !refund.payee) return;
  const { recipientCode } = refund.payee;
  const resend = refund.requestedAt !== null || refund.transferCode !== null;
  if (resend) {
    try {
      await recordTransfer(db, refund.id, await cards.client.verifyTransfer(refund.reference));
      return;
    } catch (error) {
      if (!(error instanceof PaystackError && error.kind === 'unknown')) throw error;
    }
  }
  const answer = await claimAndSend(db, refund.id, {
    requestedAt: new Date(),
    unclaimed: and(
      isNull(refunds.transferCode),
      resend ? lte(refunds.requestedAt, readAt) : isNull(refunds.requestedAt),
    ),
    resend,
    refused: (error) => error.kind === 'refused',
    send: () =>
      cards.client.transfer({
        amountKobo: refund.amountKobo,
        recipientCode,
        reference: refund.reference,
        reason: TRANSFER_REASON,
      }),
  });
  if (answer) await recordTransfer(db, refund.id, answer);
}

/**
 * Paystack's transfer.success / transfer.failed / transfer.reversed: the refund holding the transfer's reference
 * is settled, once (a replay, or an event for a transfer the shop did not make, changes nothing). A reversal after
 * a success changes nothing here either: the owner sees it in Paystack. Answers whether a refund changed.
 */
export async function settleTransferEvent(
  db: Database,
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  transfer: PaystackTransfer,
): Promise<boolean> {
  const [refund] = await db
    .select({ id: refunds.id, way: refunds.way })
    .from(refunds)
    .where(eq(refunds.reference, transfer.reference));
  if (refund?.way !== 'bank_account') return false;
  return recordTransfer(db, refund.id, { ...transfer, status: event.slice('transfer.'.length) });
}
