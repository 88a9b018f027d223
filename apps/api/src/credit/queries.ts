// Shop credit (issue 39, decision 050): the one writer of the credit tables. A balance row per shopper, changed
// by one guarded UPDATE as stock is, and an entry per movement in the caller's transaction: the balance is always
// the sum of the entries. orders/ spends and returns credit as it places and cancels; payments/ adds a refund kept
// as credit. This folder imports only db/.
import type { CreditReason } from '@oko/shared/schemas/credit';
import { and, desc, eq, gte, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { shopCreditBalances, shopCreditEntries } from '../db/schema';

export interface CreditMovement {
  userId: number;
  /** Kobo, > 0. */
  amountKobo: number;
  reason: Exclude<CreditReason, 'order'>;
  orderId: number | null;
  refundId?: number;
}

/** Adds credit (a refund kept, credit an order gives back), in the caller's transaction. */
export async function addCredit(tx: Database, movement: CreditMovement): Promise<void> {
  if (!(movement.amountKobo > 0)) return;
  await tx
    .insert(shopCreditBalances)
    .values({ userId: movement.userId, balanceKobo: movement.amountKobo })
    .onConflictDoUpdate({
      target: shopCreditBalances.userId,
      set: {
        balanceKobo: sql`${shopCreditBalances.balanceKobo} + ${movement.amountKobo}`,
        updatedAt: sql`now()`,
      },
    });
  await tx.insert(shopCreditEntries).values({
    userId: movement.userId,
    amountKobo: movement.amountKobo,
    reason: movement.reason,
    orderId: movement.orderId,
    refundId: movement.refundId ?? null,
  });
}

/**
 * Takes `amountKobo` of the shopper's credit for an order, in one conditional UPDATE guarded so the balance never
 * goes below 0: under a concurrent spend the row lock makes the second wait and re-check the guard on the
 * committed balance, so two tabs never spend the same credit. Answers whether it was taken.
 */
export async function takeCredit(
  tx: Database,
  take: { userId: number; amountKobo: number; orderId: number },
): Promise<boolean> {
  const [row] = await tx
    .update(shopCreditBalances)
    .set({ balanceKobo: sql`${shopCreditBalances.balanceKobo} - ${take.amountKobo}`, updatedAt: sql`now()` })
    .where(
      and(eq(shopCreditBalances.userId, take.userId), gte(shopCreditBalances.balanceKobo, take.amountKobo)),
    )
    .returning({ userId: shopCreditBalances.userId });
  if (!row) return false;
  await tx.insert(shopCreditEntries).values({
    userId: take.userId,
    amountKobo: -take.amountKobo,
    reason: 'order',
    orderId: take.orderId,
  });
  return true;
}

/** The shopper's balance in kobo (0 without any credit). */
export async function creditBalanceKobo(db: Database, userId: number): Promise<number> {
  const [row] = await db
    .select({ balanceKobo: shopCreditBalances.balanceKobo })
    .from(shopCreditBalances)
    .where(eq(shopCreditBalances.userId, userId));
  return row?.balanceKobo ?? 0;
}

/** The shopper's entries, newest first. */
export async function listCreditEntries(db: Database, userId: number) {
  return db
    .select()
    .from(shopCreditEntries)
    .where(eq(shopCreditEntries.userId, userId))
    .orderBy(desc(shopCreditEntries.id));
}
