// Staff accounts (owner only): invite by e-mail, list, remove. An invited person who has no account gets one,
// unverified, with a random password nobody knows, and an invitation mail (invitations.ts) whose link lets them
// choose a password and sign in. Removing makes the account a shopper again and ends its sessions at once (the
// guard reads the role on every request).
import { randomBytes } from 'node:crypto';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type inviteStaffSchema } from '@oko/shared/schemas/admin-staff';
import type { User } from '@oko/shared/schemas/auth-answers';
import type { z } from 'zod';
import type { AuthContext } from './context';
import { needsInvitationLink, queueInvitation } from './invitations';
import { hashPassword } from './passwords';
import { findUserByEmail, findUserById, insertUser, revokeUserSessions } from './queries';
import { toUserJson } from './service';
import { DomainError, NotFoundError } from '../errors';
import { isDbId } from '../ids';
import { type Actor, recordAudit } from '../audit/queries';
import { listBackOfficeAccounts, setRole } from './staff-queries';

export async function listStaff(auth: AuthContext): Promise<User[]> {
  return (await listBackOfficeAccounts(auth.db)).map(toUserJson);
}

/**
 * Makes the address staff and mails the invitation (as a job, in the same transaction). A staff member who never
 * accepted (no proven mailbox) is sent a fresh link; anyone else already in the back office is a 422. Answers
 * whether a link to choose a password went out.
 */
export async function inviteStaff(
  auth: AuthContext,
  actor: Actor,
  input: z.output<typeof inviteStaffSchema>,
  siteUrl: string,
): Promise<{ user: User; invited: boolean }> {
  const existing = await findUserByEmail(auth.db, input.email);
  const again = existing?.role === 'staff' && needsInvitationLink(existing);
  if (existing && existing.role !== 'shopper' && !again) {
    throw new DomainError(422, ADMIN_MESSAGES.alreadyBackOffice, {
      email: [ADMIN_MESSAGES.alreadyBackOffice],
    });
  }
  const account =
    existing ??
    (await insertUser(auth.db, {
      name: input.name,
      lastName: input.last_name,
      email: input.email,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url'), auth.passwordCost),
      now: auth.now(),
    }));
  if (!account) throw new DomainError(409, ADMIN_MESSAGES.alreadyBackOffice);
  const staff = await auth.db.transaction(async (tx) => {
    const row = again ? account : await setRole(tx, account.id, 'staff');
    if (!row) return undefined;
    // A fresh link changes no field of the account: its entry says only what was done.
    await recordAudit(
      tx,
      again
        ? { userId: actor.userId, action: 'staff.invite_again', entity: 'user', entityId: account.id }
        : {
            userId: actor.userId,
            action: 'staff.add',
            entity: 'user',
            entityId: account.id,
            before: { role: account.role },
            after: { role: 'staff' },
          },
    );
    await queueInvitation(tx, row, actor.userId, siteUrl);
    return row;
  });
  if (!staff) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound);
  return { user: toUserJson(staff), invited: needsInvitationLink(staff) };
}

export async function removeStaff(auth: AuthContext, actor: Actor, userId: number): Promise<User> {
  const account = isDbId(userId) ? await findUserById(auth.db, userId) : undefined;
  if (!account || account.role === 'shopper') throw new NotFoundError(ADMIN_MESSAGES.staffNotFound);
  if (account.role !== 'staff') throw new DomainError(422, ADMIN_MESSAGES.notStaff);
  const removed = await auth.db.transaction(async (tx) => {
    const row = await setRole(tx, userId, 'shopper');
    await revokeUserSessions(tx, userId, auth.now());
    await recordAudit(tx, {
      userId: actor.userId,
      action: 'staff.remove',
      entity: 'user',
      entityId: userId,
      before: { role: 'staff' },
      after: { role: 'shopper' },
    });
    return row;
  });
  if (!removed) throw new NotFoundError(ADMIN_MESSAGES.staffNotFound);
  return toUserJson(removed);
}
