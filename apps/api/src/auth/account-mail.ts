// The accounts' jobs (decision 027): the worker makes a verification or reset code, or an invitation's link, and
// mails it. The secret exists only in the database as its hash and in the mail: never in the jobs table, and the
// request that queued it did the same work whether or not the address has an account.
import { CODE_LIFETIME_MINUTES } from '@oko/shared/constants';
import type { JobHandlers, JobPayload } from '../jobs/kinds';
import { passwordResetMail, verificationMail } from '../mail/templates';
import type { AuthContext } from './context';
import { sendInvitation } from './invitations';
import { findUserByEmail, replaceCode } from './queries';
import { hashCode, newCode } from './tokens';

const MINUTE = 60 * 1000;

/** A fresh code (replacing the last one) mailed to the account of the address; nothing for an unknown address. */
export async function mailAccountCode(
  auth: AuthContext,
  { email, purpose }: JobPayload<'account-code'>,
): Promise<void> {
  const user = await findUserByEmail(auth.db, email);
  if (!user || (purpose === 'verify' && user.emailVerifiedAt)) return;
  const code = newCode();
  const now = auth.now();
  await replaceCode(auth.db, {
    userId: user.id,
    purpose,
    codeHash: hashCode(auth.secret, purpose, user.id, code),
    expiresAt: new Date(now.getTime() + CODE_LIFETIME_MINUTES * MINUTE),
    now,
  });
  const mail = purpose === 'verify' ? verificationMail : passwordResetMail;
  await auth.mailer.send(mail(user.email, user.name, code));
}

export const accountJobHandlers = (auth: AuthContext): JobHandlers => ({
  'account-code': (payload) => mailAccountCode(auth, payload),
  'staff-invitation': (payload) => sendInvitation(auth, payload),
});
