// Card payment attempts and the order columns a payment changes (decision 015).
import type { PaymentAttemptStatus, PaymentStatus } from '@oko/shared/schemas/order';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { orders, paymentAttempts, users } from '../db/schema';

const payableOrder = (db: Database, orderId: number) =>
  db
    .select({
      id: orders.id,
      userId: orders.userId,
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paymentStatus: orders.paymentStatus,
      totalKobo: orders.totalKobo,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));

export async function findPayableOrder(db: Database, orderId: number) {
  const [row] = await payableOrder(db, orderId);
  return row;
}

/** The order a payment is about, its row locked until the transaction ends (every payment change takes it first). */
export async function lockPayableOrder(db: Database, orderId: number) {
  const [row] = await payableOrder(db, orderId).for('update', { of: orders });
  return row;
}
export type PayableOrder = NonNullable<Awaited<ReturnType<typeof lockPayableOrder>>>;

export async function setPaymentStatus(db: Database, orderId: number, paymentStatus: PaymentStatus) {
  await db
    .update(orders)
    .set({
      paymentStatus,
      updatedAt: sql`now()`,
      ...(paymentStatus === 'paid' ? { paidAt: sql`now()` } : {}),
    })
    .where(eq(orders.id, orderId));
}

export async function insertAttempt(
  db: Database,
  values: { orderId: number; reference: string; amountKobo: number; testMode: boolean },
): Promise<void> {
  await db.insert(paymentAttempts).values(values);
}

export async function findAttempt(db: Database, reference: string) {
  const [row] = await db.select().from(paymentAttempts).where(eq(paymentAttempts.reference, reference));
  return row;
}
export type PaymentAttempt = NonNullable<Awaited<ReturnType<typeof findAttempt>>>;

export async function lockAttempt(db: Database, reference: string) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.reference, reference))
    .for('update');
  return row;
}

export async function latestAttempt(db: Database, orderId: number) {
  const [row] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.orderId, orderId))
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

/** Attempts whose money may still arrive: open ones, and declined ones (Paystack's page lets the shopper try another card). */
export async function unsettledAttempts(db: Database, orderId: number) {
  return db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.orderId, orderId), inArray(paymentAttempts.status, ['open', 'failed'])))
    .orderBy(paymentAttempts.id);
}

/** Every attempt of the orders, oldest first (the back office's order page and pick list); one query. */
export async function listAttemptsOf(db: Database, orderIds: number[]) {
  if (orderIds.length === 0) return [];
  return db
    .select()
    .from(paymentAttempts)
    .where(inArray(paymentAttempts.orderId, orderIds))
    .orderBy(paymentAttempts.orderId, paymentAttempts.id);
}

/** Pay with Transfer: the account Paystack opened for the attempt (issue 39). */
export async function setTransferAccount(
  db: Database,
  reference: string,
  account: { accountNumber: string; accountName: string; bankName: string; expiresAt: Date },
) {
  await db
    .update(paymentAttempts)
    .set({
      accountNumber: account.accountNumber,
      accountName: account.accountName,
      bankName: account.bankName,
      accountExpiresAt: account.expiresAt,
    })
    .where(eq(paymentAttempts.reference, reference));
}

/** The newest open transfer attempt of the shopper with this e-mail whose account is still open, or undefined. */
export async function openTransferAttemptOf(db: Database, email: string) {
  const [row] = await db
    .select({ reference: paymentAttempts.reference, orderId: paymentAttempts.orderId })
    .from(paymentAttempts)
    .innerJoin(orders, eq(orders.id, paymentAttempts.orderId))
    .innerJoin(users, eq(users.id, orders.userId))
    .where(
      and(
        sql`lower(${users.email}) = lower(${email})`,
        eq(orders.paymentMethod, 'transfer'),
        eq(paymentAttempts.status, 'open'),
        gt(paymentAttempts.accountExpiresAt, sql`now()`),
      ),
    )
    .orderBy(desc(paymentAttempts.id))
    .limit(1);
  return row;
}

export async function markTransferRejected(db: Database, reference: string) {
  await db
    .update(paymentAttempts)
    .set({ transferRejectedAt: sql`now()` })
    .where(eq(paymentAttempts.reference, reference));
}

export async function setAuthorizationUrl(db: Database, reference: string, authorizationUrl: string) {
  await db.update(paymentAttempts).set({ authorizationUrl }).where(eq(paymentAttempts.reference, reference));
}

export async function settleAttemptRow(
  db: Database,
  reference: string,
  values: {
    status: PaymentAttemptStatus;
    gatewayResponse: string | null;
    paidAmountKobo?: number;
    paidCurrency?: string;
  },
): Promise<void> {
  await db
    .update(paymentAttempts)
    .set({ ...values, settledAt: sql`now()` })
    .where(eq(paymentAttempts.reference, reference));
}
