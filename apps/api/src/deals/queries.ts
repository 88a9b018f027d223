// The deals' own tables: discount codes and their live uses. An order's transaction takes a use here (its use row;
// the code's count raised at the commit under the code's guard, migration 0039) and a cancel gives it back; the
// orders' rows are the orders domain's.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import type { Step } from '../db/steps';
import { discountCodeUses, discountCodes } from '../db/schema';

export type DiscountCodeRow = typeof discountCodes.$inferSelect;

/** Naira the code's live uses took off, in kobo. */
const givenKobo =
  sql<number>`(select coalesce(sum(u.amount_kobo), 0) from discount_code_uses u where u.code_id = "discount_codes"."id")`.mapWith(
    Number,
  );

/** The code's row with what its live uses gave; newest first. */
export async function listCodes(db: Database, id?: number) {
  return db
    .select({ row: discountCodes, givenKobo })
    .from(discountCodes)
    .where(id === undefined ? undefined : eq(discountCodes.id, id))
    .orderBy(sql`${discountCodes.id} desc`);
}
export type ListedCode = Awaited<ReturnType<typeof listCodes>>[number];

/** A new code; undefined when one with the same letters exists. */
export async function insertCode(
  db: Database,
  values: typeof discountCodes.$inferInsert,
): Promise<number | undefined> {
  const [row] = await db
    .insert(discountCodes)
    .values(values)
    .onConflictDoNothing({ target: discountCodes.code })
    .returning({ id: discountCodes.id });
  return row?.id;
}

export async function lockCode(db: Database, id: number) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.id, id)).for('update');
  return row;
}

export async function updateCode(
  db: Database,
  id: number,
  values: Partial<typeof discountCodes.$inferInsert>,
): Promise<void> {
  await db.update(discountCodes).set(values).where(eq(discountCodes.id, id));
}

/** The code a shopper typed (kept in capitals). */
export async function findCodeByCode(db: Database, code: string) {
  const [row] = await db.select().from(discountCodes).where(eq(discountCodes.code, code));
  return row;
}

/** Whether the shopper holds a live use of the code. */
export async function hasLiveUse(db: Database, codeId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: discountCodeUses.id })
    .from(discountCodeUses)
    .where(and(eq(discountCodeUses.codeId, codeId), eq(discountCodeUses.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/**
 * Takes one use of the code for the order, as ONE step of the order's last statement (db/steps.ts): its use row
 * inserted now, and the code's count raised at the commit by a deferred trigger, only while the code is active,
 * inside its dates (as of `now`) and under its limit (migration 0039). Racing orders meet on the code's row lock
 * during their commits; the second re-checks the guard on the committed row, so a code of 5 uses gives exactly 5.
 * A shopper's second live use of a once-per-shopper code is not inserted (the partial unique index: a second tab
 * waits for the first's commit, then inserts nothing): the step is not made.
 */
export function takeUseStep(use: typeof discountCodeUses.$inferInsert, now: Date): Step {
  return {
    ctes: sql`code_used as (
      insert into ${discountCodeUses} (code_id, order_id, user_id, amount_kobo, once_per_shopper, created_at)
      values (${use.codeId}::integer, ${use.orderId}::integer, ${use.userId}::integer, ${use.amountKobo}::bigint,
        ${use.oncePerShopper}::boolean, ${now.toISOString()}::timestamptz)
      on conflict (code_id, user_id) where once_per_shopper do nothing
      returning id
    )`,
    done: 'code_used',
    refusedAtCommit: 'OKC01',
  };
}

/** The order's use goes back: its row deleted and the code's count lowered, in the cancel's transaction. */
export async function releaseUse(db: Database, orderId: number): Promise<void> {
  const released = await db
    .delete(discountCodeUses)
    .where(eq(discountCodeUses.orderId, orderId))
    .returning({ codeId: discountCodeUses.codeId });
  for (const { codeId } of released.sort((a, b) => a.codeId - b.codeId)) {
    await db
      .update(discountCodes)
      .set({ uses: sql`greatest(${discountCodes.uses} - 1, 0)` })
      .where(eq(discountCodes.id, codeId));
  }
}

/** The code's live uses, oldest first (tests and the back office's checks). */
export async function listUses(db: Database, codeId: number) {
  return db
    .select()
    .from(discountCodeUses)
    .where(eq(discountCodeUses.codeId, codeId))
    .orderBy(asc(discountCodeUses.id));
}
