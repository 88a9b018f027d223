// Access tokens: HS256 JWTs (jose, algorithm pinned on verify), 1 day, carrying the user (`sub`) and the session
// (`sid`: the refresh token's row) so logout and a password reset end them at once. Refresh tokens and e-mailed
// codes: random, only their hashes stored.
import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { ACCESS_TOKEN_DAYS } from '@oko/shared/constants';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'oko-farm';
const DAY_SECONDS = 24 * 60 * 60;
export const ACCESS_TOKEN_SECONDS = ACCESS_TOKEN_DAYS * DAY_SECONDS;
export const RESET_TOKEN_SECONDS = 15 * 60;

export interface AccessClaims {
  userId: number;
  sessionId: number;
}

export async function signAccessToken(secret: Uint8Array, claims: AccessClaims, now: Date): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ sid: claims.sessionId, typ: 'access' })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(claims.userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_SECONDS)
    .sign(secret);
}

async function verify(secret: Uint8Array, token: string, now: Date) {
  try {
    const { payload } = await jwtVerify(token, secret, {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      currentDate: now,
    });
    return payload;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError) return null;
    throw error;
  }
}

export async function verifyAccessToken(
  secret: Uint8Array,
  token: string,
  now: Date,
): Promise<AccessClaims | null> {
  const payload = await verify(secret, token, now);
  if (!payload || payload.typ !== 'access' || typeof payload.sid !== 'number') return null;
  const userId = Number(payload.sub);
  return Number.isSafeInteger(userId) ? { userId, sessionId: payload.sid } : null;
}

/**
 * The proof of a verified reset code: short-lived and bound to the password hash it may replace, so it works
 * once (after the reset the hash differs) and never after another password change.
 */
export async function signResetToken(
  secret: Uint8Array,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<string> {
  const issuedAt = Math.floor(now.getTime() / 1000);
  return new SignJWT({ typ: 'reset', pwh: fingerprint(passwordHash) })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(String(userId))
    .setIssuer(ISSUER)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + RESET_TOKEN_SECONDS)
    .sign(secret);
}

export async function verifyResetToken(
  secret: Uint8Array,
  token: string,
  userId: number,
  passwordHash: string,
  now: Date,
): Promise<boolean> {
  const payload = await verify(secret, token, now);
  return (
    !!payload &&
    payload.typ === 'reset' &&
    payload.sub === String(userId) &&
    payload.pwh === fingerprint(passwordHash)
  );
}

const fingerprint = (value: string) => sha256(value).slice(0, 32);

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** 32 random bytes; the database keeps only the sha256. */
export const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Six digits from the OS's secure random source, leading zeros kept. */
export const newCode = () => String(randomInt(0, 1_000_000)).padStart(6, '0');

/** Codes have a million values, so they are keyed with the server secret: a leaked table alone reveals none. */
export const hashCode = (secret: Uint8Array, purpose: string, userId: number, code: string) =>
  createHmac('sha256', secret).update(`${purpose}:${userId}:${code}`).digest('hex');

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}
