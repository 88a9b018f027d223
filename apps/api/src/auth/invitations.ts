// Staff invitations (issue 23): the owner adds a person to the staff and they are mailed who invited them, to
// which shop, and a link. An account without a proven mailbox (new, or never verified) gets a link that works
// for STAFF_INVITATION_DAYS days, once: its page asks for a password, which proves the mailbox, and signs them
// in. The token is random (256 bits) and only its hash is kept; a newer invitation replaces the older link.
import { randomBytes } from 'node:crypto';
import { INVITATION_MESSAGES, type Invitation, STAFF_INVITATION_DAYS } from '@oko/shared/schemas/admin-staff';
import type { User } from '@oko/shared/schemas/auth-answers';
import type { Database } from '../db/client';
import { DomainError, NotFoundError, fieldError } from '../errors';
import type { JobPayload } from '../jobs/kinds';
import { enqueueJob } from '../jobs/queue';
import { staffInvitationMail } from '../mail/templates';
import { findShopName } from '../settings/queries';
import type { AuthContext } from './context';
import { hashPassword } from './passwords';
import { type UserRow, findUserById, revokeUserSessions, updateUser } from './queries';
import { startSession } from './service';
import { findLiveInvitation, markInvitationAccepted, replaceInvitation } from './staff-queries';
import { sha256 } from './tokens';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The storefront's page of an invitation's link (apps/web paths.admin.invitation). The token rides in the
 * fragment, which browsers never send: it reaches no server log and no Referer.
 */
export const invitationUrl = (siteUrl: string, token: string) => `${siteUrl}/admin/invitation#token=${token}`;

/** An account whose owner has not proven the mailbox chooses its password through the invitation's link. */
export const needsInvitationLink = (user: Pick<UserRow, 'emailVerifiedAt'>) => user.emailVerifiedAt === null;

/** In the transaction that makes `user` staff: the invitation's job (its link is made when it is sent). */
export const queueInvitation = (tx: Database, user: UserRow, invitedBy: number, siteUrl: string) =>
  enqueueJob(tx, 'staff-invitation', { userId: user.id, invitedBy, siteUrl });

/**
 * The job: the invitation mail, with a new link (replacing an older one) when the account needs one. An account
 * no longer staff by then (removed meanwhile) is sent nothing.
 */
export async function sendInvitation(
  auth: AuthContext,
  { userId, invitedBy, siteUrl }: JobPayload<'staff-invitation'>,
): Promise<void> {
  const user = await findUserById(auth.db, userId);
  if (user?.role !== 'staff') return;
  const inviter = await findUserById(auth.db, invitedBy);
  const facts = {
    to: user.email,
    name: user.name,
    invitedBy: inviter ? `${inviter.name} ${inviter.lastName}`.trim() : null,
    shopName: await findShopName(auth.db),
  };
  if (!needsInvitationLink(user)) {
    await auth.mailer.send(staffInvitationMail({ ...facts, url: `${siteUrl}/admin` }));
    return;
  }
  const token = randomBytes(32).toString('base64url');
  const now = auth.now();
  await replaceInvitation(auth.db, {
    userId: user.id,
    invitedBy,
    tokenHash: sha256(token),
    expiresAt: new Date(now.getTime() + STAFF_INVITATION_DAYS * DAY_MS),
    now,
  });
  await auth.mailer.send(
    staffInvitationMail({ ...facts, url: invitationUrl(siteUrl, token), days: STAFF_INVITATION_DAYS }),
  );
}

/** What the link's page shows; 404 for a link that does not work (unknown, used, replaced, expired, removed). */
export async function getInvitation(auth: AuthContext, token: string): Promise<Invitation> {
  const row = await findLiveInvitation(auth.db, sha256(token), auth.now());
  if (!row) throw new NotFoundError(INVITATION_MESSAGES.invalid);
  return {
    email: row.user.email,
    name: row.user.name,
    last_name: row.user.lastName,
    invited_by: row.inviterName?.trim() || null,
    shop_name: await findShopName(auth.db),
    expires_at: row.expiresAt.toISOString(),
  };
}

/**
 * The invited person's password: set, the mailbox counted as proven, the link used up, and a session started,
 * all in one transaction with the invitation's row locked (two taps accept once). 422 on `token` for a link that
 * does not work.
 */
export async function acceptInvitation(
  auth: AuthContext,
  input: { token: string; password: string },
): Promise<{ user: User; access_token: string; refresh_token: string }> {
  const passwordHash = await hashPassword(input.password, auth.passwordCost);
  return auth.db.transaction(async (tx) => {
    const now = auth.now();
    const row = await findLiveInvitation(tx, sha256(input.token), now, true);
    if (!row) throw fieldError(422, 'token', INVITATION_MESSAGES.invalid);
    await markInvitationAccepted(tx, row.id, now);
    const user = await updateUser(tx, row.user.id, {
      passwordHash,
      emailVerifiedAt: row.user.emailVerifiedAt ?? now,
      updatedAt: now,
    });
    if (!user) throw new DomainError(422, INVITATION_MESSAGES.invalid);
    // Anyone signed in with the account's old password (a squatted, unverified sign-up) is signed out.
    await revokeUserSessions(tx, user.id, now);
    return startSession(auth, user, tx);
  });
}
