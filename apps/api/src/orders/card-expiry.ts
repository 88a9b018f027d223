// The time limit of an unpaid card order (issue 14, decision 015; moved into orders by issue 37), and of a Pay
// with Transfer order whose account closed (issue 39, decision 045): a claimed job,
// so one instance runs it. Cancelling is the orders' (order-status.ts gives back window, stock, code and money);
// payments answers the one question it owns, "is a payment still arriving for this order?", and marks its
// payment failed under the order's row lock.
import type { Database } from '../db/client';
import type { JobHandlers } from '../jobs/kinds';
import { backoffSeconds } from '../jobs/queue';
import { CHECK_INTERVAL_SECONDS, queueCardPaymentExpiry } from '../payments/jobs';
import { type CardPayments, PaystackError } from '../payments/paystack';
import { failUnpaidCardPayment, lockUnpaidCardOrder, paymentStillArriving } from '../payments/service';
import { applyStatusChange } from './order-status';

/**
 * Open and declined attempts are verified first (payments' `paymentStillArriving`). While Paystack reports an
 * attempt still in progress the expiry is queued again for later. Otherwise, if still unpaid, the order is
 * cancelled and restocked in one transaction under its row lock, so a second run, or a payment racing it, finds
 * it no longer payable. Paystack not answering throws (see `cardExpiryJobHandlers`). Answers whether it cancelled.
 */
export async function expireUnpaidOrder(
  db: Database,
  cards: CardPayments,
  orderId: number,
): Promise<boolean> {
  const arriving = await paymentStillArriving(db, cards, orderId);
  return db.transaction(async (tx) => {
    const method = await lockUnpaidCardOrder(tx, orderId);
    if (!method) return false;
    if (arriving) {
      await queueCardPaymentExpiry(tx, orderId, CHECK_INTERVAL_SECONDS / 60);
      return false;
    }
    await failUnpaidCardPayment(tx, orderId);
    // Its mail says why: not paid within the shop's time limit (issue 23).
    await applyStatusChange(tx, orderId, 'cancelled', {
      unpaidMinutes: method === 'transfer' ? cards.transferMinutes : cards.paymentMinutes,
    });
    return true;
  });
}

/**
 * The job worker's handler for the expiry. It never gives up while Paystack is unreachable (the queue would after
 * MAX_ATTEMPTS, leaving a possibly paid order waiting for ever): it is queued afresh with the queue's capped
 * backoff (at most an hour between tries) until Paystack answers.
 */
export const cardExpiryJobHandlers = (db: Database, cards: CardPayments): JobHandlers => ({
  'card-payment-expiry': async ({ orderId, tries = 0 }) => {
    try {
      await expireUnpaidOrder(db, cards, orderId);
    } catch (error) {
      if (!(error instanceof PaystackError)) throw error;
      await queueCardPaymentExpiry(db, orderId, backoffSeconds(tries + 1) / 60, tries + 1);
    }
  },
});
