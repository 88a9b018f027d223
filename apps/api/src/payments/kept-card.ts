// A kept card charged again (issue 40, decision 046): a standing order's run is paid with Paystack's reusable
// authorization from an earlier card order, `POST /transaction/charge_authorization` with `queue: true` and the
// run's own reference. Money moves once: the attempt row (that reference) is written first; a charge whose
// answer is lost (a timeout, a 5xx, "Duplicate Transaction Reference") is verified by its reference, never sent
// again; a retry of a run whose attempt is already there verifies before it charges. Every answer ends in
// `settle`, as a checkout's does: paid once, mailed once; a decline leaves the order awaiting payment (Pay now).
import type { PaymentAttemptStatus } from '@oko/shared/schemas/order';
import { eq, and } from 'drizzle-orm';
import type { Database } from '../db/client';
import { paymentAttempts } from '../db/schema';
import { queuePaymentCheck } from './jobs';
import { type CardPayments, PaystackError, type PaystackTransaction } from './paystack';
import { findAttempt, findPayableOrder, insertAttempt, lockPayableOrder } from './queries';
import { isPayable, settle } from './service';

/** What became of the charge: paid, declined (`failed`), or not known yet (`open`: the reconciler asks again). */
export type KeptCardOutcome = PaymentAttemptStatus | 'not_payable';

async function verifyOrUnknown(cards: CardPayments, reference: string) {
  try {
    return await cards.client.verify(reference);
  } catch (error) {
    if (error instanceof PaystackError && error.kind === 'unknown') return 'unknown' as const;
    throw error;
  }
}

export async function chargeKeptCard(
  db: Database,
  cards: CardPayments,
  charge: { orderId: number; reference: string; authorizationCode: string },
): Promise<KeptCardOutcome> {
  const existing = await findAttempt(db, charge.reference);
  if (existing && existing.status !== 'open') return existing.status;
  let transaction: PaystackTransaction | undefined;
  if (existing) {
    // A run tried before (its answer lost, or the process stopped): ask first; only a reference Paystack never
    // heard of is charged.
    const known = await verifyOrUnknown(cards, charge.reference).catch(() => undefined);
    if (known === undefined) return 'open';
    if (known !== 'unknown') transaction = known;
  }
  const order = await db.transaction(async (tx) => {
    const row = await lockPayableOrder(tx, charge.orderId);
    if (!row || !isPayable(row)) return undefined;
    if (!existing) {
      await insertAttempt(tx, {
        orderId: row.id,
        reference: charge.reference,
        amountKobo: row.totalKobo,
        testMode: cards.testMode,
      });
      // The reconciler, should this process stop before the answer is settled.
      await queuePaymentCheck(tx, charge.reference);
    }
    return row;
  });
  if (!order) return 'not_payable';
  if (!transaction) {
    try {
      transaction = await cards.client.chargeAuthorization({
        email: order.email,
        amountKobo: order.totalKobo,
        authorizationCode: charge.authorizationCode,
        reference: charge.reference,
      });
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      // The answer is lost or says the reference was used: Paystack knows what happened; ask it.
      const known = await verifyOrUnknown(cards, charge.reference).catch(() => undefined);
      if (known === undefined || known === 'unknown') return 'open';
      transaction = known;
    }
  }
  await settle(db, transaction);
  return (await findAttempt(db, charge.reference))?.status ?? 'open';
}

/**
 * The reusable card an order was paid with, if any: its paid attempt verified with Paystack (which answers the
 * authorization). Undefined when the order was not paid by card, the card is not reusable, or Paystack is away.
 */
export async function reusableAuthorizationOf(
  db: Database,
  cards: CardPayments,
  orderId: number,
): Promise<{ code: string; email: string } | undefined> {
  const [paid] = await db
    .select({ reference: paymentAttempts.reference })
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), eq(paymentAttempts.status, 'paid')));
  if (!paid) return undefined;
  const known = await verifyOrUnknown(cards, paid.reference).catch(() => undefined);
  if (!known || known === 'unknown' || known.status !== 'success') return undefined;
  const authorization = known.authorization;
  if (!authorization || authorization.reusable === false) return undefined;
  const order = await findPayableOrder(db, orderId);
  return { code: authorization.authorization_code, email: order?.email ?? '' };
}
