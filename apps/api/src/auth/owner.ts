// The shop owner's account (issue 13): `npm run owner:create` makes a verified owner, or makes an existing
// account the owner and sets its password (its other sessions end, as after a password reset).
import type { ownerAccountSchema } from '@oko/shared/schemas/auth';
import { and, eq, isNull } from 'drizzle-orm';
import type { z } from 'zod';
import { hashPassword } from './passwords';
import type { Database } from '../db/client';
import { refreshTokens, users } from '../db/schema';
import { recordAudit } from '../audit/queries';

export type OwnerAccount = z.output<typeof ownerAccountSchema>;

export interface OwnerResult {
  action: 'created' | 'promoted';
  user: { id: number; email: string; name: string; last_name: string; previous_role: string | null };
}

/** Creates or promotes the owner in one transaction. */
export async function createOwner(
  db: Database,
  account: OwnerAccount,
  { passwordCost }: { passwordCost?: number } = {},
): Promise<OwnerResult> {
  const passwordHash = await hashPassword(account.password, passwordCost);
  return db.transaction(async (tx) => {
    const now = new Date();
    const [existing] = await tx.select().from(users).where(eq(users.email, account.email)).for('update');
    if (existing) {
      const [updated] = await tx
        .update(users)
        .set({
          role: 'owner',
          passwordHash,
          emailVerifiedAt: existing.emailVerifiedAt ?? now,
          ...(account.name === undefined ? {} : { name: account.name }),
          ...(account.last_name === undefined ? {} : { lastName: account.last_name }),
          updatedAt: now,
        })
        .where(eq(users.id, existing.id))
        .returning();
      if (!updated) throw new Error('the account vanished while promoted');
      await tx
        .update(refreshTokens)
        .set({ revokedAt: now })
        .where(and(eq(refreshTokens.userId, existing.id), isNull(refreshTokens.revokedAt)));
      await recordAudit(tx, {
        userId: null,
        action: 'owner.promote',
        entity: 'user',
        entityId: updated.id,
        before: { role: existing.role },
        after: { role: 'owner' },
      });
      return {
        action: 'promoted',
        user: {
          id: updated.id,
          email: updated.email,
          name: updated.name,
          last_name: updated.lastName,
          previous_role: existing.role,
        },
      };
    }
    const [created] = await tx
      .insert(users)
      .values({
        name: account.name ?? 'Shop',
        lastName: account.last_name ?? 'Owner',
        email: account.email,
        passwordHash,
        emailVerifiedAt: now,
        role: 'owner',
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw new Error('the owner was not created');
    await recordAudit(tx, {
      userId: null,
      action: 'owner.create',
      entity: 'user',
      entityId: created.id,
      after: { email: created.email, role: 'owner' },
    });
    return {
      action: 'created',
      user: {
        id: created.id,
        email: created.email,
        name: created.name,
        last_name: created.lastName,
        previous_role: null,
      },
    };
  });
}
