// Throttling of wrong passwords and wrong codes (DESIGN.md "Accounts"): failures are counted per account and per
// client address in a window; past the limit, the next try answers 429 until the window ends. With REDIS_URL the
// counts live in Redis and every instance sees them; otherwise in this process's memory.
import type { Redis } from 'ioredis';
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
  RateLimiterRes,
} from 'rate-limiter-flexible';
import { DomainError } from '../errors';

export interface ThrottleLimits {
  /** Failures one account may have in a window. */
  perAccount: number;
  /** Failures one client address may have in a window (it may be a shared office or mobile network). */
  perAddress: number;
  windowSeconds: number;
}

export const DEFAULT_THROTTLE: ThrottleLimits = { perAccount: 5, perAddress: 20, windowSeconds: 15 * 60 };

export class TooManyAttemptsError extends DomainError {
  constructor(readonly retryAfterSeconds: number) {
    const seconds = Math.max(1, Math.ceil(retryAfterSeconds));
    super(429, `Too many attempts. Please try again in ${Math.ceil(seconds / 60)} minute(s).`, undefined, {
      'retry-after': String(seconds),
    });
  }
}

export interface Throttle {
  /** Throws TooManyAttemptsError when the account or the address has used up its failures. */
  check(account: string, address: string): Promise<void>;
  /** Counts one failure against both. */
  fail(account: string, address: string): Promise<void>;
  /** A success forgives the account's failures (the address keeps its count). */
  succeed(account: string): Promise<void>;
}

export function createThrottle(name: string, limits: ThrottleLimits, redis?: Redis): Throttle {
  const make = (keyPrefix: string, points: number): RateLimiterAbstract =>
    redis
      ? new RateLimiterRedis({
          storeClient: redis,
          keyPrefix,
          points,
          duration: limits.windowSeconds,
          // While Redis is unreachable this instance counts on its own rather than failing every login.
          insuranceLimiter: new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds }),
        })
      : new RateLimiterMemory({ keyPrefix, points, duration: limits.windowSeconds });
  const byAccount = make(`oko:${name}:account`, limits.perAccount);
  const byAddress = make(`oko:${name}:address`, limits.perAddress);

  return {
    async check(account, address) {
      const [accountState, addressState] = await Promise.all([
        byAccount.get(account),
        byAddress.get(address),
      ]);
      const over = [
        [accountState, limits.perAccount],
        [addressState, limits.perAddress],
      ] as const;
      for (const [state, limit] of over) {
        if (state instanceof RateLimiterRes && state.consumedPoints >= limit) {
          throw new TooManyAttemptsError(state.msBeforeNext / 1000);
        }
      }
    },
    async fail(account, address) {
      await Promise.all([byAccount.penalty(account, 1), byAddress.penalty(address, 1)]);
    },
    async succeed(account) {
      await byAccount.delete(account);
    },
  };
}
