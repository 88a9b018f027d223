// "Paid" has one path (issue 25): a card payment Paystack reports (service.ts's settle), a bank transfer the shop
// received, and cash collected on delivery all end in `markPaid`, inside the transaction that holds the order's
// row lock: the payment status, its audit entry and the shopper's mail stand or fall together.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { koboToNaira } from '@oko/shared/money';
import type { PaymentMethod } from '@oko/shared/constants';
import { ORDER_MESSAGES, type PaymentStatus } from '@oko/shared/schemas/order';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { DomainError, NotFoundError, fieldError } from '../errors';
import { isDbId } from '../ids';
import { enqueueJob } from '../jobs/queue';
import { queueOrderNews } from '../messages/service';
import { figuresOf, recordEntries } from '../ledger/account';
import { findPayableOrder, lockPayableOrder, setPaymentStatus } from './queries';

export interface Payer {
  /** Who saw the money: the back-office account, or null for Paystack's report. */
  userId: number | null;
  /** The card payment's reference (the shop's mail names it); none for money the shop received itself. */
  reference?: string;
  /** Kobo that came in (the order's account, decision 044); absent: what the order still owes. */
  amountKobo?: number;
}

/**
 * In the payment's transaction: "payment received" to the shopper; for a card (a `reference`, money nobody in the
 * shop saw arrive) "card payment received" to the shop too. Queued as the order-mail job kind, which orders render
 * (orders/order-mail.ts): payments never call up into orders.
 */
async function queuePaymentReceivedMails(
  tx: Database,
  order: { id: number; userId: number },
  amountKobo: number,
  reference?: string,
): Promise<void> {
  const orderId = order.id;
  await enqueueJob(tx, 'order-mail', { mail: 'payment-received', orderId, amountKobo });
  // By WhatsApp or SMS too, when the shopper turned one on (issue 41).
  await queueOrderNews(tx, { orderId, userId: order.userId, kind: 'payment_received' });
  if (reference !== undefined) {
    await enqueueJob(tx, 'order-mail', { mail: 'card-payment-received', orderId, reference, amountKobo });
  }
}

/**
 * Under the order's row lock, for an order not yet paid: it is now. The money is an entry of the order's account
 * (decision 044), of `payer.amountKobo` or, absent, of what the order still owes, by the order's method.
 */
export async function markPaid(
  tx: Database,
  order: { id: number; userId: number; paymentStatus: PaymentStatus; paymentMethod?: PaymentMethod },
  payer: Payer,
): Promise<void> {
  const amountKobo = payer.amountKobo ?? (await figuresOf(tx, order.id)).amountDueKobo;
  const method = order.paymentMethod ?? (await findPayableOrder(tx, order.id))?.paymentMethod;
  await recordEntries(tx, order.id, [{ kind: 'payment', amountKobo, method, userId: payer.userId }]);
  await setPaymentStatus(tx, order.id, 'paid');
  await recordAudit(tx, {
    userId: payer.userId,
    action: 'order.payment_received',
    entity: 'order',
    entityId: order.id,
    before: { payment_status: order.paymentStatus },
    after: {
      payment_status: 'paid',
      amount: koboToNaira(amountKobo),
      ...(payer.reference ? { reference: payer.reference } : {}),
    },
  });
  await queuePaymentReceivedMails(tx, order, amountKobo, payer.reference);
}

/**
 * An order its shop credit covers whole (issue 39, decision 050), in the order's transaction: nothing is left to
 * pay, so it is paid as placed. No money came in (no entry: the credit is the account's own entry), and no mail
 * beyond the order's own, which shows the credit.
 */
export async function markCoveredByCredit(tx: Database, orderId: number): Promise<void> {
  await setPaymentStatus(tx, orderId, 'paid');
}

/** The methods whose money the shop receives itself, and so marks received in the back office. */
export const RECEIVED_BY_THE_SHOP: readonly PaymentMethod[] = ['bank_transfer', 'pay_on_delivery'];

/**
 * The back office: a bank transfer's money arrived in the shop's account, or the cash of a payment on delivery
 * was collected. Staff and the owner may both (decision 017's roles: whoever handles the order records the money
 * it brought; the audit entry names them). 404 unknown order, 422 a card order (Paystack's report marks those),
 * 409 when it is cancelled or paid already (two taps, or two people, mark it once: the order's row lock queues
 * them). `amountKobo`: what came in (the rider's cash may be what the order came to after packing); absent, what
 * the order still owes (decision 044). Answers the method and the amount, for the answer's words.
 */
export async function markPaymentReceived(
  db: Database,
  userId: number,
  orderId: number,
  amountKobo?: number,
): Promise<{ method: PaymentMethod; amountKobo: number }> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  return db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, orderId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (!RECEIVED_BY_THE_SHOP.includes(order.paymentMethod)) {
      throw new DomainError(422, ADMIN_MESSAGES.notReceivedByShop);
    }
    const { amountDueKobo } = await figuresOf(tx, order.id);
    // Paid, and packing made the order dearer: the difference may still come in (the rider collects it).
    if (order.paymentStatus === 'paid' && amountDueKobo === 0) {
      throw new DomainError(409, ADMIN_MESSAGES.alreadyPaid);
    }
    if (order.status === 'cancelled') throw new DomainError(409, ADMIN_MESSAGES.cancelledNotPayable);
    const received = amountKobo ?? amountDueKobo;
    if (received <= 0) throw fieldError(422, 'amount', ADMIN_MESSAGES.amountReceivedPositive);
    await markPaid(tx, order, { userId, amountKobo: received });
    return { method: order.paymentMethod, amountKobo: received };
  });
}
