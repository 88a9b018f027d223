// The back office's accounts (Drizzle): the owner and the staff, an account's role, and the staff's invitations.
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import { staffInvitations, users } from '../db/schema';

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

/** A new invitation of `userId`; the account's earlier links that still worked stop working. */
export async function replaceInvitation(
  db: Database,
  values: { userId: number; invitedBy: number | null; tokenHash: string; expiresAt: Date; now: Date },
): Promise<void> {
  await db
    .update(staffInvitations)
    .set({ expiresAt: values.now })
    .where(
      and(
        eq(staffInvitations.userId, values.userId),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, values.now),
      ),
    );
  await db.insert(staffInvitations).values({
    userId: values.userId,
    invitedBy: values.invitedBy,
    tokenHash: values.tokenHash,
    expiresAt: values.expiresAt,
  });
}

const inviter = alias(users, 'inviter');

/**
 * The invitation of this token hash that still works at `now` (not accepted, not expired, its account still
 * staff), with its account and who invited them; `lock` holds the invitation's row to the transaction's end.
 */
export async function findLiveInvitation(db: Database, tokenHash: string, now: Date, lock = false) {
  const query = db
    .select({
      id: staffInvitations.id,
      expiresAt: staffInvitations.expiresAt,
      user: users,
      inviterName: sql<string | null>`${inviter.name} || ' ' || ${inviter.lastName}`,
    })
    .from(staffInvitations)
    .innerJoin(users, eq(users.id, staffInvitations.userId))
    .leftJoin(inviter, eq(inviter.id, staffInvitations.invitedBy))
    .where(
      and(
        eq(staffInvitations.tokenHash, tokenHash),
        isNull(staffInvitations.acceptedAt),
        gt(staffInvitations.expiresAt, now),
        eq(users.role, 'staff'),
      ),
    );
  const [row] = await (lock ? query.for('update', { of: staffInvitations }) : query);
  return row;
}

export async function markInvitationAccepted(db: Database, invitationId: number, now: Date): Promise<void> {
  await db.update(staffInvitations).set({ acceptedAt: now }).where(eq(staffInvitations.id, invitationId));
}
