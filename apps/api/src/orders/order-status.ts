// The one way an order moves (decision 022, issue 37): a status change checked against the rules, written with its
// history row and mail under the order's row lock, and what a cancel gives back in that same transaction: the
// window's place, the stock, the discount code's use and the money paid. The back office and an unpaid card
// order's expiry (card-expiry.ts) both come here.
import { type OrderPayment, awaitsCardPayment, nextStatuses } from '@oko/shared/order-status';
import { ORDER_MESSAGES, ORDER_STATUSES, type OrderStatus } from '@oko/shared/schemas/order';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { Rider } from '@oko/shared/schemas/admin-orders';
import { recordAudit } from '../audit/queries';
import type { Database } from '../db/client';
import { changeStock } from '../catalog/stock';
import { releaseWindowPlace } from '../delivery/queries';
import { giveBackCode } from '../deals/service';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { queueStatusMail } from './order-mail';
import { ALL_THAT_IS_LEFT, requestRefund } from '../payments/refunds';
import { figuresOf, recordEntries } from '../ledger/account';
import { addCredit } from '../credit/queries';
import { settlePacking } from './packing';
import {
  findOrder,
  findOrderWindowId,
  insertStatusHistory,
  listOrderLines,
  lockOrderStatus,
  updateOrderStatus,
} from './queries';

/** Why an order cannot move from `from` to `to`, or null when it can. */
export function transitionProblem(from: OrderStatus, to: OrderStatus, payment?: OrderPayment): string | null {
  if (from === to) return `The order is already ${to}.`;
  const allowed = nextStatuses(from, payment);
  if (allowed.includes(to)) return null;
  if (allowed.length === 0) return `The order is ${from}; its status can no longer change.`;
  if (payment && awaitsCardPayment(payment)) return ORDER_MESSAGES.awaitingCardPayment;
  return `An order that is ${from} cannot become ${to}; it can become ${allowed.join(', ')}.`;
}

export function isOrderStatus(value: string): value is OrderStatus {
  return (ORDER_STATUSES as readonly string[]).includes(value);
}

/**
 * Inside a transaction that holds the order's row and checked the move: the new status, its history row and mail,
 * and for a cancel every line's quantity back on its unit, its discount code's use back, and the money paid
 * refunded (payments/refunds.ts).
 */
export async function applyStatusChange(
  tx: Database,
  orderId: number,
  to: OrderStatus,
  options: { clearIdempotencyKey?: boolean; unpaidMinutes?: number; rider?: Rider } = {},
): Promise<void> {
  await updateOrderStatus(tx, orderId, to, options);
  await insertStatusHistory(tx, orderId, to);
  await queueStatusMail(tx, orderId, to, options.unpaidMinutes);
  if (to === 'out_for_delivery') {
    // Packing is over: the final total is settled once, here (decision 032). Paid by card or transfer, the
    // difference goes back (payments decide how); pay on delivery, the rider collects the final total.
    const difference = await settlePacking(tx, orderId);
    await requestRefund(tx, { orderId, amountKobo: difference, reason: 'packing' });
    await giveBackCredit(tx, orderId);
  }
  if (to === 'cancelled') {
    // The order now comes to nothing (decision 044), and money already in goes back, all of it not yet on its
    // way (decision 033): to the card, or as a transfer the owner sends.
    const owed = await figuresOf(tx, orderId);
    await recordEntries(tx, orderId, [{ kind: 'cancelled', amountKobo: -owed.finalTotalKobo }]);
    await requestRefund(tx, { orderId, amountKobo: ALL_THAT_IS_LEFT, reason: 'cancelled' });
    await giveBackCredit(tx, orderId);
    const lines = await listOrderLines(tx, orderId);
    // What left the shelf for the order goes back (issue 38): a substitute's units, not the ordered unit's, and
    // nothing for a line marked unavailable. A unit deleted from the catalog since (set null) has no shelf.
    const restock = lines.flatMap((line) => {
      if (line.outcome === 'unavailable') return [];
      if (line.outcome === 'substituted') {
        return line.substituteProductUnitId === null || !line.substituteQuantity
          ? []
          : [{ unitId: line.substituteProductUnitId, quantity: line.substituteQuantity }];
      }
      return line.productUnitId === null ? [] : [{ unitId: line.productUnitId, quantity: line.quantity }];
    });
    restock.sort((a, b) => a.unitId - b.unitId);
    for (const line of restock) {
      // Only a unit already holding nearly MAX_STOCK refuses its units back: nothing is cancelled then.
      if (!(await changeStock(tx, line.unitId, line.quantity))) {
        throw new DomainError(409, ADMIN_MESSAGES.stockTooHigh);
      }
    }
    // Then the delivery window's place and its discount code's use, in the order an order takes them: one lock
    // order, so a cancel and an order never wait on each other in a circle.
    const windowId = await findOrderWindowId(tx, orderId);
    if (windowId !== null) await releaseWindowPlace(tx, orderId, windowId);
    await giveBackCode(tx, orderId);
  }
}

/**
 * After the money refunds are asked (money goes back before credit, decision 050): the shop credit the order holds
 * beyond what it now comes to goes back to the shopper's credit. Read from the order's account under its row lock,
 * so a second call finds nothing left to give: a cancel gives its credit back once.
 */
async function giveBackCredit(tx: Database, orderId: number): Promise<void> {
  const amountKobo = (await figuresOf(tx, orderId)).creditToReturnKobo;
  if (amountKobo <= 0) return;
  const order = await findOrder(tx, orderId);
  if (!order) return;
  await recordEntries(tx, orderId, [{ kind: 'credit_returned', amountKobo }]);
  await addCredit(tx, { userId: order.userId, amountKobo, reason: 'returned', orderId });
}

/**
 * Moves an order to `to` and records it in the history, in one transaction with the order's row locked.
 * Cancelling puts every line's quantity back on its unit in the same transaction. 404 unknown order, 422 a move
 * the rules refuse. The one way an order's status changes: the back office (PATCH /admin/orders/{id}) comes here,
 * and an unpaid card order's expiry through `applyStatusChange`; a change by a person (`by`: the back-office
 * account) is written to the audit log in the same transaction.
 */
export async function changeOrderStatus(
  db: Database,
  orderId: number,
  to: OrderStatus,
  options: {
    clearIdempotencyKey?: boolean;
    by?: { userId: number };
    /** With `out_for_delivery`: who takes the order out (issue 41), kept on the order for its message. */
    rider?: Rider;
  } = {},
): Promise<void> {
  if (!isDbId(orderId)) throw new NotFoundError(ORDER_MESSAGES.notFound);
  await db.transaction(async (tx) => {
    const order = await lockOrderStatus(tx, orderId);
    if (!order) throw new NotFoundError(ORDER_MESSAGES.notFound);
    const from = order.status;
    const problem = transitionProblem(from, to, order);
    if (problem) throw new DomainError(422, problem, { status: [problem] });
    await applyStatusChange(tx, orderId, to, options);
    if (options.by) {
      await recordAudit(tx, {
        userId: options.by.userId,
        action: 'order.status',
        entity: 'order',
        entityId: orderId,
        before: { status: from },
        after: { status: to },
      });
    }
  });
}
