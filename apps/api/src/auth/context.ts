// What the account services need besides the database: the signing key, the mailer, the clock (tests move it)
// and the throttles. Built once per app from AppOptions['auth'].
import type { Redis } from 'ioredis';
import type { Database } from '../db/client';
import { type Mailer, memoryMailer } from '../mail/mailer';
import { PASSWORD_COST } from './passwords';
import { createThrottle, DEFAULT_THROTTLE, type Throttle, type ThrottleLimits } from './throttle';

export interface AuthOptions {
  /** Signs access and reset tokens; a random one per app when absent (tests). */
  jwtSecret?: Uint8Array;
  /** Where the shop's mail goes (the job worker sends it); a memory mailer when absent. */
  mailer?: Mailer;
  /** The clock of every expiry (codes, tokens, sessions). */
  now?: () => Date;
  /** Shares throttling counts between instances. */
  redis?: Redis;
  throttle?: Partial<Record<keyof AuthThrottles, ThrottleLimits>>;
  /** Keeps this app's throttle keys apart from another's in one Redis (tests). */
  throttleKeyPrefix?: string;
  /** scrypt's cost for new hashes (2^17 unless given; tests use less to stay fast). */
  passwordCost?: number;
}

export interface AuthThrottles {
  /** Wrong passwords (login, password change). */
  password: Throttle;
  /** Wrong verification and reset codes. */
  code: Throttle;
  /** Mails sent (register, resend, forgot password): a mailbox is not to be flooded. */
  mail: Throttle;
  /** Discount codes checked, and refused on an order: guessing a code is slow (issue 44). */
  discountCode: Throttle;
}

export interface AuthContext {
  db: Database;
  secret: Uint8Array;
  mailer: Mailer;
  now: () => Date;
  throttles: AuthThrottles;
  passwordCost: number;
}

export const DEFAULT_MAIL_THROTTLE: ThrottleLimits = {
  perAccount: 5,
  perAddress: 30,
  windowSeconds: 60 * 60,
};
export const DEFAULT_CODE_THROTTLE: ThrottleLimits = {
  perAccount: 10,
  perAddress: 30,
  windowSeconds: 15 * 60,
  addressWindowSeconds: 60,
};

/** About ten codes a minute per account: plenty for a shopper holding a flyer, slow for a guesser. An address
 * may be a carrier's, shared by many shoppers: thirty a minute. */
export const DEFAULT_DISCOUNT_CODE_THROTTLE: ThrottleLimits = {
  perAccount: 10,
  perAddress: 30,
  windowSeconds: 60,
};

export function createAuthContext(db: Database, options: AuthOptions = {}): AuthContext {
  const limits = options.throttle ?? {};
  const throttle = (name: keyof AuthThrottles, fallback: ThrottleLimits) =>
    createThrottle(name, limits[name] ?? fallback, options.redis, options.throttleKeyPrefix);
  return {
    db,
    secret: options.jwtSecret ?? crypto.getRandomValues(new Uint8Array(32)),
    mailer: options.mailer ?? memoryMailer(),
    now: options.now ?? (() => new Date()),
    throttles: {
      password: throttle('password', DEFAULT_THROTTLE),
      code: throttle('code', DEFAULT_CODE_THROTTLE),
      mail: throttle('mail', DEFAULT_MAIL_THROTTLE),
      discountCode: throttle('discountCode', DEFAULT_DISCOUNT_CODE_THROTTLE),
    },
    passwordCost: options.passwordCost ?? PASSWORD_COST,
  };
}
