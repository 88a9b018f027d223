// The account rules (DESIGN.md "Accounts"): register, verify by e-mailed code, sign in, refresh, sign out,
// password reset, profile. Wrong passwords and codes are throttled; answers never say whether an address has an
// account, except registration's "The email has already been taken." (docs/decisions/003-auth-tokens.md).
import { AUTH_MESSAGES } from '@oko/shared/auth-messages';
import { CODE_MAX_ATTEMPTS, REFRESH_TOKEN_DAYS } from '@oko/shared/constants';
import type { User } from '@oko/shared/schemas/auth-answers';
import { NOTIFY_MESSAGES } from '@oko/shared/schemas/phone';
import { DomainError } from '../errors';
import { enqueueJob } from '../jobs/queue';
import type { AuthContext } from './context';
import { dummyPasswordHash, hashPassword, needsRehash, verifyPassword } from './passwords';
import * as queries from './queries';
import type { CodePurpose, UserRow } from './queries';
import {
  hashCode,
  newRefreshToken,
  sameHash,
  sha256,
  signAccessToken,
  signResetToken,
  verifyAccessToken,
  verifyResetToken,
} from './tokens';

/** The auth answers' words, shared with the mock API. */
export const MESSAGES = AUTH_MESSAGES;

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;

const fieldError = (status: number, field: string, message: string) =>
  new DomainError(status, message, { [field]: [message] });

export function toUserJson(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    last_name: row.lastName,
    email: row.email,
    email_verified_at: row.emailVerifiedAt ? row.emailVerifiedAt.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    role: row.role,
    phone: row.phone,
    notify: { whatsapp: row.notifyWhatsapp, sms: row.notifySms },
  };
}

/** Counts a mail to the address, whether or not it has an account, so the 429 tells nothing either. */
async function countMail(auth: AuthContext, email: string, clientAddress: string) {
  await auth.throttles.mail.take(email, clientAddress);
}

/**
 * Queues the code's mail (auth/account-mail.ts makes the code in the worker): the request does the same work for
 * a known and an unknown address, so neither its answer nor its timing tells whether the address has an account.
 */
const queueCode = (db: AuthContext['db'], email: string, purpose: CodePurpose) =>
  enqueueJob(db, 'account-code', { email, purpose });

export async function register(
  auth: AuthContext,
  input: { name: string; last_name: string; email: string; password: string },
  clientAddress: string,
): Promise<User> {
  // Counted before the account exists, so a 429 never leaves an account behind without its code.
  await countMail(auth, input.email, clientAddress);
  const passwordHash = await hashPassword(input.password, auth.passwordCost);
  // The account and its code's mail stand or fall together.
  const user = await auth.db.transaction(async (tx) => {
    const row = await queries.insertUser(tx, {
      name: input.name,
      lastName: input.last_name,
      email: input.email,
      passwordHash,
      now: auth.now(),
    });
    if (row) await queueCode(tx, row.email, 'verify');
    return row;
  });
  if (!user) throw fieldError(422, 'email', MESSAGES.emailTaken);
  return toUserJson(user);
}

/** Checks a mailed code: throttled, at most CODE_MAX_ATTEMPTS tries, within its life, once. */
async function consumeCode(
  auth: AuthContext,
  input: { email: string; code: string },
  purpose: CodePurpose,
  clientAddress: string,
): Promise<UserRow> {
  const throttle = auth.throttles.code;
  await throttle.take(input.email, clientAddress);
  const wrong = async (message: string) => fieldError(422, 'code', message);

  const user = await queries.findUserByEmail(auth.db, input.email);
  if (!user || (purpose === 'verify' && user.emailVerifiedAt)) throw await wrong(MESSAGES.invalidCode);
  const code = await queries.findActiveCode(auth.db, user.id, purpose);
  if (!code) throw await wrong(MESSAGES.invalidCode);
  if (code.expiresAt.getTime() <= auth.now().getTime()) throw await wrong(MESSAGES.expiredCode);
  const attempt = await queries.takeCodeAttempt(auth.db, code.id, CODE_MAX_ATTEMPTS);
  if (!attempt) throw await wrong(MESSAGES.tooManyCodeTries);
  if (!sameHash(hashCode(auth.secret, purpose, user.id, input.code), code.codeHash)) {
    throw await wrong(
      attempt.attempts >= CODE_MAX_ATTEMPTS ? MESSAGES.tooManyCodeTries : MESSAGES.invalidCode,
    );
  }
  if (!(await queries.useCode(auth.db, code.id, auth.now()))) throw await wrong(MESSAGES.invalidCode);
  await throttle.succeed(input.email, clientAddress);
  return user;
}

export async function verifyEmail(
  auth: AuthContext,
  input: { email: string; code: string },
  clientAddress: string,
): Promise<{ user: User; access_token: string; refresh_token: string }> {
  const user = await consumeCode(auth, input, 'verify', clientAddress);
  const now = auth.now();
  const updated = await queries.updateUser(auth.db, user.id, { emailVerifiedAt: now, updatedAt: now });
  // The code proves the address as the password would: verified is signed in, no second login (issue 23).
  return startSession(auth, updated ?? { ...user, emailVerifiedAt: now });
}

export async function resendVerification(auth: AuthContext, email: string, clientAddress: string) {
  await countMail(auth, email, clientAddress);
  await queueCode(auth.db, email, 'verify');
}

export async function login(
  auth: AuthContext,
  input: { email: string; password: string },
  clientAddress: string,
): Promise<{ user: User; access_token: string; refresh_token: string }> {
  const throttle = auth.throttles.password;
  await throttle.take(input.email, clientAddress);
  const user = await queries.findUserByEmail(auth.db, input.email);
  // An unknown address costs a hash check too, so the answer's timing does not tell.
  const matches = await verifyPassword(
    input.password,
    user?.passwordHash ?? (await dummyPasswordHash(auth.passwordCost)),
  );
  if (!user || !matches) throw fieldError(422, 'email', MESSAGES.badCredentials);
  await throttle.succeed(input.email, clientAddress);
  if (needsRehash(user.passwordHash, auth.passwordCost)) {
    await queries.updateUser(auth.db, user.id, {
      passwordHash: await hashPassword(input.password, auth.passwordCost),
      updatedAt: auth.now(),
    });
  }
  if (!user.emailVerifiedAt) throw new DomainError(403, MESSAGES.notVerified);
  return startSession(auth, user);
}

/** A new session for `user` (signed in by password, or by accepting an invitation): its two tokens. */
export async function startSession(
  auth: AuthContext,
  user: UserRow,
  db = auth.db,
): Promise<{ user: User; access_token: string; refresh_token: string }> {
  const now = auth.now();
  const refreshToken = newRefreshToken();
  const sessionId = await queries.insertRefreshToken(db, {
    userId: user.id,
    tokenHash: sha256(refreshToken),
    expiresAt: new Date(now.getTime() + REFRESH_TOKEN_DAYS * DAY),
    now,
  });
  const accessToken = await signAccessToken(auth.secret, { userId: user.id, sessionId }, now);
  return { user: toUserJson(user), access_token: accessToken, refresh_token: refreshToken };
}

export async function refreshAccessToken(auth: AuthContext, refreshToken: string): Promise<string> {
  const now = auth.now();
  const session = await queries.findLiveRefreshToken(auth.db, sha256(refreshToken), now);
  if (!session) throw new DomainError(401, MESSAGES.invalidRefreshToken);
  return signAccessToken(auth.secret, { userId: session.userId, sessionId: session.id }, now);
}

/** The user and session behind a bearer token, or null: bad signature, expired, or the session has ended. */
export async function authenticateToken(
  auth: AuthContext,
  token: string,
): Promise<{ user: UserRow; sessionId: number } | null> {
  const now = auth.now();
  const claims = await verifyAccessToken(auth.secret, token, now);
  if (!claims) return null;
  const user = await queries.findSessionUser(auth.db, claims.sessionId, claims.userId, now);
  return user ? { user, sessionId: claims.sessionId } : null;
}

export async function logout(auth: AuthContext, sessionId: number): Promise<void> {
  await queries.revokeSession(auth.db, sessionId, auth.now());
}

export async function updateProfile(
  auth: AuthContext,
  userId: number,
  input: {
    name: string;
    last_name: string;
    phone?: string | null;
    notify?: { whatsapp?: boolean; sms?: boolean };
  },
): Promise<User> {
  const current = await queries.findUserById(auth.db, userId);
  if (!current) throw new DomainError(401, MESSAGES.unauthenticated);
  const phone = input.phone === undefined ? current.phone : input.phone;
  // Order news by phone needs a phone; removing the number turns both channels off (issue 41).
  const whatsapp = phone !== null && (input.notify?.whatsapp ?? current.notifyWhatsapp);
  const sms = phone !== null && (input.notify?.sms ?? current.notifySms);
  if (phone === null && (input.notify?.whatsapp || input.notify?.sms)) {
    throw fieldError(422, 'phone', NOTIFY_MESSAGES.needsPhone);
  }
  const updated = await queries.updateUser(auth.db, userId, {
    name: input.name,
    lastName: input.last_name,
    // Left out: the number stays; empty or null: removed.
    ...(input.phone === undefined ? {} : { phone: input.phone }),
    notifyWhatsapp: whatsapp,
    notifySms: sms,
    updatedAt: auth.now(),
  });
  if (!updated) throw new DomainError(401, MESSAGES.unauthenticated);
  return toUserJson(updated);
}

/** Another device signed in with the old password is signed out; this one stays. */
export async function changePassword(
  auth: AuthContext,
  user: UserRow,
  sessionId: number,
  input: { current_password: string; password: string },
  clientAddress: string,
): Promise<void> {
  const throttle = auth.throttles.password;
  await throttle.take(user.email, clientAddress);
  if (!(await verifyPassword(input.current_password, user.passwordHash))) {
    throw fieldError(422, 'current_password', MESSAGES.wrongCurrentPassword);
  }
  await throttle.succeed(user.email, clientAddress);
  const now = auth.now();
  await queries.updateUser(auth.db, user.id, {
    passwordHash: await hashPassword(input.password, auth.passwordCost),
    updatedAt: now,
  });
  await queries.revokeUserSessions(auth.db, user.id, now, sessionId);
}

export async function forgotPassword(auth: AuthContext, email: string, clientAddress: string) {
  await countMail(auth, email, clientAddress);
  await queueCode(auth.db, email, 'reset');
}

export async function verifyResetCode(
  auth: AuthContext,
  input: { email: string; code: string },
  clientAddress: string,
): Promise<string> {
  const user = await consumeCode(auth, input, 'reset', clientAddress);
  return signResetToken(auth.secret, user.id, user.passwordHash, auth.now());
}

/** Sets the new password, proves the mailbox (so the address counts as verified), ends every session. */
export async function resetPassword(
  auth: AuthContext,
  input: { email: string; reset_token: string; password: string },
): Promise<void> {
  const now = auth.now();
  const user = await queries.findUserByEmail(auth.db, input.email);
  const valid =
    user && (await verifyResetToken(auth.secret, input.reset_token, user.id, user.passwordHash, now));
  if (!user || !valid) throw fieldError(422, 'reset_token', MESSAGES.invalidResetToken);
  await queries.updateUser(auth.db, user.id, {
    passwordHash: await hashPassword(input.password, auth.passwordCost),
    emailVerifiedAt: user.emailVerifiedAt ?? now,
    updatedAt: now,
  });
  await queries.revokeUserSessions(auth.db, user.id, now);
  // Whoever holds the mailbox may sign in again at once: wrong passwords sent by someone else no longer lock
  // the account out.
  await auth.throttles.password.forgive(user.email);
}
