// "Paid" has one path (issue 25): a card payment Paystack reports (service.ts's settle), a bank transfer the shop
// received, and cash collected on delivery all end in `markPaid`, inside the transaction that holds the order's
// row lock: the payment status, its audit entry and the shopper's mail stand or fall together.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { PaymentMethod } from '@oko/shared/constants';
import { ORDER_MESSAGES, type PaymentStatus } from '@oko/shared/schemas/order';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { queuePaymentReceivedMails } from '../orders/order-mail';
import { lockPayableOrder, setPaymentStatus } from './queries';

export interface Payer {
  /** Who saw the money: the back-office account, or null for Paystack's report. */
  userId: number | null;
  /** The card payment's reference (the shop's mail names it); none for money the shop received itself. */
  reference?: string;
  /** The storefront's address, for the mail's tracking link. */
  publicUrl: string;
}

/** Under the order's row lock, for an order not yet paid: it is now. */
export async function markPaid(
  tx: Database,
  order: { id: number; paymentStatus: PaymentStatus },
  payer: Payer,
): Promise<void> {
  await setPaymentStatus(tx, order.id, 'paid');
  await recordAudit(tx, {
    userId: payer.userId,
    action: 'order.payment_received',
    entity: 'order',
    entityId: order.id,
    before: { payment_status: order.paymentStatus },
    after: { payment_status: 'paid', ...(payer.reference ? { reference: payer.reference } : {}) },
  });
  await queuePaymentReceivedMails(tx, order.id, payer.publicUrl, payer.reference);
}

/** The methods whose money the shop receives itself, and so marks received in the back office. */
const RECEIVED_BY_THE_SHOP: readonly PaymentMethod[] = ['bank_transfer'];

/**
 * The back office: the money of a bank transfer arrived. 404 unknown order, 422 another method, 409 when it is
 * paid already (two clicks, or two people, mark it once: the order's row lock queues them).
 */
export async function markPaymentReceived(
  db: Database,
  userId: number,
  orderId: number,
  publicUrl: string,
): Promise<void> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const order = await lockPayableOrder(tx, orderId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    if (!RECEIVED_BY_THE_SHOP.includes(order.paymentMethod)) {
      throw new DomainError(422, ADMIN_MESSAGES.notBankTransfer);
    }
    if (order.paymentStatus === 'paid') throw new DomainError(409, ADMIN_MESSAGES.alreadyPaid);
    await markPaid(tx, order, { userId, publicUrl });
  });
}
