// Throttling of wrong passwords, wrong codes and mails (DESIGN.md "Accounts", docs/decisions/009): each try
// takes a point per account and per client address BEFORE the work (an atomic increment that refuses past the
// limit), and a success gives it back, so a burst sent at once is counted like the same tries one by one. With
// REDIS_URL the counts live in Redis and every instance sees them; otherwise in this process's memory. A burst
// limit per address counts every try, successes included: correct passwords are never given back, so without it
// one address could keep the password pool busy for everyone (issue 24, decision 023).
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { DomainError } from '../errors';

export interface ThrottleLimits {
  /** Tries one account may take in a window. */
  perAccount: number;
  /** Tries one client address may take in its window (it may be a shared office or mobile network). */
  perAddress: number;
  windowSeconds: number;
  /** The address's window; shorter than the account's, so a busy shared address is slowed, not shut out. */
  addressWindowSeconds?: number;
  /** Every try of one address in a short window, right or wrong: none is given back. */
  burst?: { points: number; seconds: number };
}

export const DEFAULT_THROTTLE: ThrottleLimits = {
  perAccount: 5,
  perAddress: 30,
  windowSeconds: 15 * 60,
  addressWindowSeconds: 60,
  // Ten password checks (0.3 s of CPU each) per address every ten seconds: more than people behind one
  // carrier address type, a tenth of what one address could otherwise keep the pool busy with.
  burst: { points: 10, seconds: 10 },
};

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`, undefined, {
      'retry-after': String(seconds),
    });
  }
}

export interface Throttle {
  /** Takes one try from the account and the address; throws TooManyAttemptsError past either limit. */
  take(account: string, address: string): Promise<void>;
  /** A success: the account's tries are forgiven and the address gets its try back (not its burst's). */
  succeed(account: string, address: string): Promise<void>;
  /** Gives one try back to the account and the address (a try that turned out not to be a guess). */
  giveBack(account: string, address: string): Promise<void>;
  /** Clears the account's count (a password reset proves the owner of the mailbox). */
  forgive(account: string): Promise<void>;
}

export function createThrottle(
  name: string,
  limits: ThrottleLimits,
  redis?: Redis,
  keyPrefix = 'oko',
): Throttle {
  const make = (prefix: string, points: number, duration: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix: prefix,
          points,
          duration,
          // While Redis is unreachable this instance counts on its own rather than failing every login.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix: prefix, points, duration }),
        })
      : new RateLimiterMemory({ keyPrefix: prefix, points, duration });
  const byAccount = make(`${keyPrefix}:${name}:account`, limits.perAccount, limits.windowSeconds);
  const byAddress = make(
    `${keyPrefix}:${name}:address`,
    limits.perAddress,
    limits.addressWindowSeconds ?? limits.windowSeconds,
  );
  const byAddressBurst =
    limits.burst && make(`${keyPrefix}:${name}:burst`, limits.burst.points, limits.burst.seconds);

  return {
    async take(account, address) {
      // The burst limit first and alone: a try it refuses is never tried, so it must not count against the
      // account (shoppers behind one carrier address would lock each other's accounts, issue 44).
      if (byAddressBurst) await refuseOver([byAddressBurst.consume(address)]);
      await refuseOver([byAccount.consume(account), byAddress.consume(address)]);
    },
    async succeed(account, address) {
      await Promise.all([byAccount.delete(account), byAddress.reward(address, 1)]);
    },
    async giveBack(account, address) {
      await Promise.all([byAccount.reward(account, 1), byAddress.reward(address, 1)]);
    },
    async forgive(account) {
      await byAccount.delete(account);
    },
  };
}

/** Waits for every count; past any limit, a TooManyAttemptsError with the longest wait. */
async function refuseOver(counts: Promise<RateLimiterRes>[]): Promise<void> {
  const taken = await Promise.allSettled(counts);
  const refusals = taken.flatMap((result) => (result.status === 'rejected' ? [result.reason] : []));
  if (refusals.length === 0) return;
  for (const refusal of refusals) if (!(refusal instanceof RateLimiterRes)) throw refusal;
  const waitMs = Math.max(...refusals.map((refusal: RateLimiterRes) => refusal.msBeforeNext));
  throw new TooManyAttemptsError(waitMs / 1000);
}
