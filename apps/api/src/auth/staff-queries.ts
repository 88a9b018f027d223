// The back office's accounts (Drizzle): the owner and the staff, and an account's role.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The owner and the staff, the owner first, then by name. */
export async function listBackOfficeAccounts(db: Database) {
  return db
    .select()
    .from(users)
    .where(inArray(users.role, ['owner', 'staff']))
    .orderBy(sql`${users.role} = 'owner' desc`, asc(users.name), asc(users.id));
}

export async function setRole(db: Database, userId: number, role: (typeof users.$inferSelect)['role']) {
  const [row] = await db
    .update(users)
    .set({ role, updatedAt: sql`now()` })
    .where(eq(users.id, userId))
    .returning();
  return row;
}
