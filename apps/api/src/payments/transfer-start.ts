// The start of a refund's transfer to the shopper's bank account (issue 39, decision 049): the account it goes to
// fixed and its job queued, in the caller's transaction; by the owner's tap (transfers.ts), or by the shop itself
// when a refund is asked for or an account kept (Settings, off by default). Apart from transfers.ts so that
// refunds.ts, which transfers.ts settles through, can start one without a cycle.
import { and, eq, isNull, lte } from 'drizzle-orm';
import type { Database } from '../db/client';
import { bankAccounts, refunds } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { findAutoTransferLimitKobo } from '../settings/queries';
import { lockPayableOrder } from './queries';

export const TRANSFER_JOB = 'bank-refund';

/**
 * Fixes the account a pending `bank_account` refund goes to (the shopper's kept one) and queues its job, once: the
 * guard on `payee` makes a second tap, the shop's own send and a retry race to one send. False when the refund
 * is not waiting to be sent or the shopper has kept no account.
 */
export async function startTransfer(tx: Database, refundId: number, userId: number): Promise<boolean> {
  const [account] = await tx.select().from(bankAccounts).where(eq(bankAccounts.userId, userId));
  if (!account) return false;
  const [claimed] = await tx
    .update(refunds)
    .set({
      payee: {
        recipientCode: account.recipientCode,
        bankName: account.bankName,
        accountName: account.accountName,
        accountLast4: account.accountNumber.slice(-4),
      },
    })
    .where(
      and(
        eq(refunds.id, refundId),
        eq(refunds.status, 'pending'),
        eq(refunds.way, 'bank_account'),
        isNull(refunds.payee),
      ),
    )
    .returning({ id: refunds.id });
  if (!claimed) return false;
  await enqueueJob(tx, TRANSFER_JOB, { refundId });
  return true;
}

/**
 * The shop sends refunds by itself (Settings, off by default): each pending `bank_account` refund not sent yet, up
 * to the owner's amount, of the shopper (`userId`, when they keep an account) or the one just asked for
 * (`refundId`, inside the transaction that asked for it). Nothing when the setting is off or no account is kept.
 */
export async function queueAutomaticTransfers(
  tx: Database,
  which: { userId: number } | { refundId: number },
): Promise<void> {
  const limitKobo = await findAutoTransferLimitKobo(tx);
  if (limitKobo === null) return;
  const waiting = await tx
    .select({ id: refunds.id, orderId: refunds.orderId, amountKobo: refunds.amountKobo })
    .from(refunds)
    .where(
      and(
        'refundId' in which ? eq(refunds.id, which.refundId) : undefined,
        eq(refunds.status, 'pending'),
        eq(refunds.way, 'bank_account'),
        isNull(refunds.payee),
        lte(refunds.amountKobo, limitKobo),
      ),
    );
  for (const refund of waiting) {
    const order = await lockPayableOrder(tx, refund.orderId);
    if (!order || ('userId' in which && order.userId !== which.userId)) continue;
    await startTransfer(tx, refund.id, order.userId);
  }
}
