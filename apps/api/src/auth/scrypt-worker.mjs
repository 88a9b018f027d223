// One scrypt derivation, run by the password pool (passwords.ts) in a worker thread of its own. Synchronous on
// purpose: the asynchronous scrypt would queue on libuv's shared pool again, behind or ahead of file reads and
// compression, which is what the pool exists to avoid. Plain JavaScript, so it loads as it is under node, tsx
// and Vitest alike.
import { scryptSync } from 'node:crypto';

/** @param {{ password: string, salt: Uint8Array, keyLength: number, N: number, r: number, p: number }} task */
export default function derive({ password, salt, keyLength, N, r, p }) {
  // scrypt needs 128·N·r bytes; node refuses past maxmem, so it is set from the cost.
  return scryptSync(password.normalize('NFKC'), salt, keyLength, { N, r, p, maxmem: 256 * N * r });
}
