// Passwords: scrypt (node:crypto) with a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64url)
// so the cost can rise without breaking old hashes: a hash below today's cost is replaced at the next sign-in.
// Compared in constant time. N = 2^17 with r = 8 is OWASP's figure for scrypt (128 MiB, docs/decisions/009).
import { randomBytes, scrypt, type ScryptOptions, timingSafeEqual } from 'node:crypto';

const KEY_LENGTH = 64;
export const PASSWORD_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  const N = options.N ?? PASSWORD_COST;
  const r = options.r ?? BLOCK_SIZE;
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      // scrypt needs 128·N·r bytes; node refuses past maxmem, so it is set from the cost.
      { ...options, maxmem: 256 * N * r },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export async function hashPassword(password: string, cost = PASSWORD_COST): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, { N: cost, r: BLOCK_SIZE, p: PARALLELISM });
  return [
    'scrypt',
    cost,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const key = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return key.length === expected.length && timingSafeEqual(key, expected);
}

/** True when a stored hash was made at a lower cost than `cost` (it is replaced at the next sign-in). */
export function needsRehash(stored: string, cost = PASSWORD_COST): boolean {
  const [, n, r] = stored.split('$');
  return Number(n) < cost || Number(r) < BLOCK_SIZE;
}

/** A hash no password matches: checking against it costs the same as a real check, so a login for an unknown
 * address takes as long as one for a known address. One per cost. */
const dummies = new Map<number, Promise<string>>();
export function dummyPasswordHash(cost = PASSWORD_COST): Promise<string> {
  let dummy = dummies.get(cost);
  if (!dummy) {
    dummy = hashPassword(randomBytes(16).toString('hex'), cost);
    dummies.set(cost, dummy);
  }
  return dummy;
}
