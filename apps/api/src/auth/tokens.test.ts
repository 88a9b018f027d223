import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { hashPassword, needsRehash, verifyPassword } from './passwords';
import {
  hashCode,
  newCode,
  signAccessToken,
  signResetToken,
  verifyAccessToken,
  verifyResetToken,
} from './tokens';

const secret = new TextEncoder().encode('k'.repeat(32));
const now = new Date('2026-03-01T09:00:00Z');
const later = (ms: number) => new Date(now.getTime() + ms);

describe('passwords', () => {
  it('hashes with scrypt and a random salt; only the right password matches', async () => {
    const first = await hashPassword('ofada-rice');
    const second = await hashPassword('ofada-rice');
    expect(first).toMatch(/^scrypt\$131072\$8\$1\$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('ofada-rice', first)).toBe(true);
    expect(await verifyPassword('ofada-ric', first)).toBe(false);
    expect(await verifyPassword('ofada-rice', 'bcrypt$whatever')).toBe(false);
  });

  it('tells a hash made at a lower cost, which the next sign-in replaces', async () => {
    const old = await hashPassword('ofada-rice', 2 ** 14);
    expect(old).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(await verifyPassword('ofada-rice', old)).toBe(true);
    expect(needsRehash(old)).toBe(true);
    expect(needsRehash(await hashPassword('ofada-rice'))).toBe(false);
  });
});

describe('access tokens', () => {
  it('carry user and session, and expire after 1 day', async () => {
    const token = await signAccessToken(secret, { userId: 7, sessionId: 3 }, now);
    expect(await verifyAccessToken(secret, token, later(1000))).toEqual({ userId: 7, sessionId: 3 });
    expect(await verifyAccessToken(secret, token, later(24 * 3600 * 1000))).toBeNull();
  });

  it('are refused with another key, another algorithm, or as a reset token', async () => {
    const token = await signAccessToken(secret, { userId: 7, sessionId: 3 }, now);
    expect(await verifyAccessToken(new TextEncoder().encode('x'.repeat(32)), token, now)).toBeNull();
    const hs512 = await new SignJWT({ sid: 3, typ: 'access' })
      .setProtectedHeader({ alg: 'HS512' })
      .setSubject('7')
      .setIssuer('oko-farm')
      .setExpirationTime('1h')
      .sign(secret);
    expect(await verifyAccessToken(secret, hs512, new Date())).toBeNull();
    const reset = await signResetToken(secret, 7, 'hash', now);
    expect(await verifyAccessToken(secret, reset, now)).toBeNull();
  });
});

describe('reset tokens', () => {
  it('are bound to the user and the password hash they replace, for 15 minutes', async () => {
    const token = await signResetToken(secret, 7, 'hash-1', now);
    expect(await verifyResetToken(secret, token, 7, 'hash-1', later(1000))).toBe(true);
    expect(await verifyResetToken(secret, token, 8, 'hash-1', later(1000))).toBe(false);
    expect(await verifyResetToken(secret, token, 7, 'hash-2', later(1000))).toBe(false);
    expect(await verifyResetToken(secret, token, 7, 'hash-1', later(15 * 60 * 1000))).toBe(false);
  });
});

describe('codes', () => {
  it('are 6 digits, varied, keyed by purpose and user when hashed', () => {
    const codes = new Set(Array.from({ length: 200 }, newCode));
    for (const code of codes) expect(code).toMatch(/^\d{6}$/);
    expect(codes.size).toBeGreaterThan(190);
    expect(hashCode(secret, 'verify', 1, '123456')).not.toBe(hashCode(secret, 'reset', 1, '123456'));
    expect(hashCode(secret, 'verify', 1, '123456')).not.toBe(hashCode(secret, 'verify', 2, '123456'));
  });
});
