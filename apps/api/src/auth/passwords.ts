// Passwords: scrypt (node:crypto) with a random 16-byte salt, stored as `scrypt$N$r$p$salt$hash` (base64url)
// so the cost can rise without breaking old hashes: a hash below today's cost is replaced at the next sign-in.
// Compared in constant time. N = 2^17 with r = 8 is OWASP's figure for scrypt (128 MiB, docs/decisions/009).
//
// scrypt runs in a small pool of worker threads of its own with a bounded queue (decision 023): on libuv's
// default pool it queued ahead of the file reads and compression of every other request, so a few dozen logins
// held the storefront's scripts and pages for seconds. A full queue answers 503 at once with Retry-After.
import { availableParallelism } from 'node:os';
import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Piscina } from 'piscina';
import { DomainError } from '../errors';

const KEY_LENGTH = 64;
export const PASSWORD_COST = 2 ** 17;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;

/** Seconds a shopper is asked to wait when the queue is full: about what the queue takes to drain. */
export const PASSWORDS_BUSY_RETRY_SECONDS = 5;
export const PASSWORDS_BUSY_MESSAGE =
  'The shop is busy checking passwords right now. Please try again in a few seconds.';

export class PasswordsBusyError extends DomainError {
  constructor() {
    super(503, PASSWORDS_BUSY_MESSAGE, undefined, { 'retry-after': String(PASSWORDS_BUSY_RETRY_SECONDS) });
  }
}

export interface PasswordPoolSize {
  /** Threads that hash at once; each holds 128 MiB while it works. */
  threads: number;
  /** Checks that may wait for a thread; one more is refused at once. */
  maxQueue: number;
}

/**
 * One core is left to everything else: on 2 cores a single thread (about 3 checks a second at 2^17), at most 4.
 * The queue holds about 5 seconds of work (16 checks of 0.3 s per thread).
 */
export function defaultPoolSize(cores = availableParallelism()): PasswordPoolSize {
  const threads = Math.min(4, Math.max(1, cores - 1));
  return { threads, maxQueue: 16 * threads };
}

interface DeriveTask {
  password: string;
  salt: Uint8Array;
  keyLength: number;
  N: number;
  r: number;
  p: number;
}

export interface PasswordPool {
  derive(task: DeriveTask): Promise<Buffer>;
  /** Checks hashing or waiting for a thread now. */
  readonly inFlight: number;
  close(): Promise<void>;
}

export function createPasswordPool({ threads, maxQueue }: PasswordPoolSize): PasswordPool {
  const pool = new Piscina<DeriveTask, Uint8Array>({
    filename: new URL('./scrypt-worker.mjs', import.meta.url).href,
    minThreads: threads,
    maxThreads: threads,
    // A lower CPU priority (Linux nice 10, through Piscina's optional @napi-rs/nice): when the cores are busy the
    // event loop, and so every page and file, goes first; a password check waits for the CPU instead.
    niceIncrement: 10,
    // No tsx or Vitest loader in the threads: the worker is plain JavaScript.
    execArgv: [],
  });
  // Counted here rather than by Piscina's maxQueue, whose refusal is told only by its message.
  let inFlight = 0;
  return {
    async derive(task) {
      if (inFlight >= threads + maxQueue) throw new PasswordsBusyError();
      inFlight += 1;
      try {
        return Buffer.from(await pool.run(task));
      } finally {
        inFlight -= 1;
      }
    },
    get inFlight() {
      return inFlight;
    },
    close: () => pool.close(),
  };
}

/** The process's pool, made on first use: threads are the process's, shared by every app it builds. */
let processPool: PasswordPool | undefined;
export function passwordPool(): PasswordPool {
  processPool ??= createPasswordPool(defaultPoolSize());
  return processPool;
}

/** Ends the pool's threads (the server's shutdown); a later check makes a new pool. */
export async function closePasswordPool(): Promise<void> {
  const pool = processPool;
  processPool = undefined;
  await pool?.close();
}

const derive = (password: string, salt: Buffer, { N, r, p }: { N: number; r: number; p: number }) =>
  passwordPool().derive({ password, salt, keyLength: KEY_LENGTH, N, r, p });

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
    dummy = hashPassword(randomBytes(16).toString('hex'), cost).catch((error: unknown) => {
      // A busy pool: the next login makes it.
      dummies.delete(cost);
      throw error;
    });
    dummies.set(cost, dummy);
  }
  return dummy;
}
