// Throttling (DESIGN.md "Accounts"): wrong passwords and codes answer 429 per account and per client address,
// in this process's memory or, with Redis, shared by every instance.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuthOptions } from './context';
import { memoryMailer } from '../mail/mailer';
import { openTestDatabase } from '../testing/database';
import { TEST_REDIS_URL, redisAnswers } from '../testing/redis';
import { mailedCode, registerVerifiedShopper } from '../testing/shoppers';
import { createTestApp, useOpened } from '../testing/test-app';

const database = useOpened(() => openTestDatabase({ seed: false }));
const mailer = memoryMailer();
const apps: FastifyInstance[] = [];
const limits = {
  password: { perAccount: 3, perAddress: 6, windowSeconds: 60 },
  code: { perAccount: 3, perAddress: 6, windowSeconds: 60 },
  mail: { perAccount: 3, perAddress: 6, windowSeconds: 60 },
};

afterAll(async () => {
  for (const app of apps) await app.close();
});

async function newApp(options: AuthOptions = {}) {
  const app = await createTestApp(database.db, { auth: { mailer, throttle: limits, ...options } });
  apps.push(app);
  return app;
}

async function post(app: FastifyInstance, url: string, payload: object, ip = '203.0.113.7') {
  const response = await app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });
  await app.jobs.runDue();
  return response;
}

/** A verified shopper, registered from an address of its own so the per-address mail limit stays unused. */
const verifiedShopper = (app: FastifyInstance) =>
  registerVerifiedShopper(
    { app, mailer },
    { remoteAddress: `198.51.100.${Math.floor(Math.random() * 250)}` },
  );

describe('wrong passwords', () => {
  it('answer 429 per account once the limit is used up, even for the right password, with Retry-After', async () => {
    const app = await newApp();
    const { email, password } = await verifiedShopper(app);
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post(app, '/auth/login', { email, password: 'wrong-one' }, `10.0.0.${i}`)).statusCode,
      ).toBe(422);
    }
    const blocked = await post(app, '/auth/login', { email, password }, '10.0.0.99');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('answer 429 per client address across accounts', async () => {
    const app = await newApp();
    const { email, password } = await verifiedShopper(app);
    for (let i = 0; i < 6; i += 1) {
      await post(
        app,
        '/auth/login',
        { email: `nobody${i}@example.com`, password: 'guess-guess' },
        '192.0.2.50',
      );
    }
    expect((await post(app, '/auth/login', { email, password }, '192.0.2.50')).statusCode).toBe(429);
    // The same account from another address is fine.
    expect((await post(app, '/auth/login', { email, password }, '192.0.2.51')).statusCode).toBe(200);
  });

  it('a success forgives the account’s earlier failures', async () => {
    const app = await newApp();
    const { email, password } = await verifiedShopper(app);
    for (let round = 0; round < 3; round += 1) {
      await post(app, '/auth/login', { email, password: 'wrong-one' }, `10.1.${round}.1`);
      await post(app, '/auth/login', { email, password: 'wrong-one' }, `10.1.${round}.2`);
      expect((await post(app, '/auth/login', { email, password }, `10.1.${round}.3`)).statusCode).toBe(200);
    }
  });
});

describe('a burst sent at once', () => {
  it('checks no more passwords than the limit, and the right one in the burst does not get in', async () => {
    const app = await newApp();
    const { email, password } = await verifiedShopper(app);
    const wrong = Array.from({ length: 20 }, (_, i) =>
      post(app, '/auth/login', { email, password: `wrong-${i}` }, `10.6.0.${i}`),
    );
    const right = post(app, '/auth/login', { email, password }, '10.6.1.1');
    const statuses = (await Promise.all([...wrong, right])).map((response) => response.statusCode);
    // Each try takes its count before the password is compared: 3 are compared, the rest wait.
    expect(statuses.filter((status) => status !== 429)).toHaveLength(3);
    expect(statuses.at(-1)).toBe(429);
  });
});

describe('password checks from one address, right or wrong', () => {
  // Wide account and address limits, so that only the burst limit can refuse.
  const burstLimits = {
    ...limits,
    password: { perAccount: 100, perAddress: 100, windowSeconds: 60, burst: { points: 4, seconds: 60 } },
  };

  it('answer 429 past the burst limit even for the right password, and not for another address', async () => {
    const app = await newApp({ throttle: burstLimits });
    const { email, password } = await verifiedShopper(app);
    // A success gives its try back to the address's wrong-password count: these would never be throttled.
    for (let i = 0; i < 4; i += 1) {
      expect((await post(app, '/auth/login', { email, password }, '192.0.2.60')).statusCode).toBe(200);
    }
    const blocked = await post(app, '/auth/login', { email, password }, '192.0.2.60');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/^Too many attempts\. Please try again in \d+ minute\(s\)\.$/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(app, '/auth/login', { email, password }, '192.0.2.61')).statusCode).toBe(200);
  });

  it('a burst sent at once checks no more passwords than the limit', async () => {
    const app = await newApp({ throttle: burstLimits });
    const { email, password } = await verifiedShopper(app);
    const statuses = (
      await Promise.all(
        Array.from({ length: 12 }, () => post(app, '/auth/login', { email, password }, '192.0.2.62')),
      )
    ).map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8);
  });
});

describe('a shared carrier address past its burst limit', () => {
  it('never counts a refused right password against the account', async () => {
    const app = await newApp({
      throttle: {
        ...limits,
        password: { perAccount: 3, perAddress: 100, windowSeconds: 900, burst: { points: 2, seconds: 60 } },
      },
    });
    const { email, password } = await verifiedShopper(app);
    const carrier = '192.0.2.70';
    for (let i = 0; i < 2; i += 1) {
      await post(app, '/auth/login', { email: `neighbour${i}@example.com`, password: 'x-y-z-w' }, carrier);
    }
    for (let i = 0; i < 4; i += 1) {
      expect((await post(app, '/auth/login', { email, password }, carrier)).statusCode).toBe(429);
    }
    // Four refusals by the burst limit, more than the account's three tries: still not locked.
    expect((await post(app, '/auth/login', { email, password }, '192.0.2.71')).statusCode).toBe(200);
  });
});

describe('a locked account', () => {
  it('signs in again after a password reset', async () => {
    const app = await newApp();
    const { email } = await verifiedShopper(app);
    for (let i = 0; i < 3; i += 1) {
      await post(app, '/auth/login', { email, password: 'wrong-one' }, `10.8.0.${i}`);
    }
    expect((await post(app, '/auth/login', { email, password: 'yam-and-egg' }, '10.8.1.1')).statusCode).toBe(
      429,
    );

    expect((await post(app, '/auth/forgot-password', { email }, '10.8.2.1')).statusCode).toBe(200);
    const code = mailedCode({ mailer }, email) ?? '';
    const verified = await post(app, '/auth/verify-reset', { email, code }, '10.8.2.1');
    expect(verified.statusCode).toBe(200);
    const reset = await post(
      app,
      '/auth/password-reset',
      {
        email,
        reset_token: verified.json().data.reset_token,
        password: 'new-ofada-rice',
        password_confirmation: 'new-ofada-rice',
      },
      '10.8.2.1',
    );
    expect(reset.statusCode).toBe(200);
    expect(
      (await post(app, '/auth/login', { email, password: 'new-ofada-rice' }, '10.8.3.1')).statusCode,
    ).toBe(200);
  });

  it('a busy shared address is slowed for a minute, not shut out for the account’s window', async () => {
    const app = await newApp({
      throttle: { ...limits, password: { ...limits.password, windowSeconds: 900, addressWindowSeconds: 60 } },
    });
    for (let i = 0; i < 6; i += 1) {
      await post(
        app,
        '/auth/login',
        { email: `shared${i}@example.com`, password: 'guess-guess' },
        '192.0.2.90',
      );
    }
    const slowed = await post(
      app,
      '/auth/login',
      { email: 'one@example.com', password: 'x-y-z-w' },
      '192.0.2.90',
    );
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeLessThanOrEqual(60);
  });
});

describe('wrong codes and mail', () => {
  it('wrong codes answer 429 per account', async () => {
    const app = await newApp();
    const email = `obi.${randomUUID()}@example.com`;
    await post(app, '/auth/forgot-password', { email });
    for (let i = 0; i < 3; i += 1) {
      expect(
        (await post(app, '/auth/verify-reset', { email, code: '123456' }, `10.2.0.${i}`)).statusCode,
      ).toBe(422);
    }
    expect((await post(app, '/auth/verify-reset', { email, code: '123456' }, '10.2.0.9')).statusCode).toBe(
      429,
    );
  });

  it('mails to one address are capped the same whether it has an account or not', async () => {
    const app = await newApp();
    const email = `nobody.${randomUUID()}@example.com`;
    const statuses = [];
    for (let i = 0; i < 4; i += 1) {
      statuses.push((await post(app, '/auth/forgot-password', { email }, `10.3.0.${i}`)).statusCode);
    }
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('registration counts as a mail, and a refused one leaves no account behind', async () => {
    const app = await newApp();
    const address = '10.5.0.1';
    const register = (email: string) =>
      post(
        app,
        '/auth/register',
        {
          name: 'Tunde',
          last_name: 'Bakare',
          email,
          password: 'yam-flour',
          password_confirmation: 'yam-flour',
        },
        address,
      );
    const email = `tunde.${randomUUID()}@example.com`;
    for (let i = 0; i < 6; i += 1) {
      expect((await register(`other.${i}.${randomUUID()}@example.com`)).statusCode).toBe(201);
    }
    expect((await register(email)).statusCode).toBe(429);
    expect((await post(app, '/auth/login', { email, password: 'yam-flour' }, '10.5.0.2')).statusCode).toBe(
      422,
    );
  });
});

describe('behind a load balancer', () => {
  it('counts per shopper from X-Forwarded-For when the proxy is trusted', async () => {
    const app = await createTestApp(database.db, { trustProxy: true, auth: { mailer, throttle: limits } });
    apps.push(app);
    const { email, password } = await verifiedShopper(app);
    const viaBalancer = (forwardedFor: string, body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: body,
        remoteAddress: '10.9.9.9',
        headers: { 'x-forwarded-for': forwardedFor },
      });
    for (let i = 0; i < 6; i += 1) {
      await viaBalancer('192.0.2.77', { email: `nobody${i}@example.com`, password: 'guess-guess' });
    }
    expect((await viaBalancer('192.0.2.77', { email, password })).statusCode).toBe(429);
    expect((await viaBalancer('192.0.2.78', { email, password })).statusCode).toBe(200);
  });
});

const redisUp = await redisAnswers();

describe.skipIf(!redisUp)(
  redisUp ? 'with Redis' : `with Redis (skipped: no Redis answers at ${TEST_REDIS_URL})`,
  () => {
    const redis = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    beforeAll(() => redis.connect());
    afterAll(() => redis.quit());

    it('two instances share the counts', async () => {
      const first = await newApp({ redis });
      const second = await newApp({ redis });
      const { email, password } = await verifiedShopper(first);
      for (const app of [first, second, first]) {
        expect(
          (await post(app, '/auth/login', { email, password: 'wrong-one' }, '10.4.0.1')).statusCode,
        ).toBe(422);
      }
      expect((await post(second, '/auth/login', { email, password }, '10.4.0.2')).statusCode).toBe(429);
      expect(await redis.exists(`oko:password:account:${email}`)).toBe(1);
    });

    it('two instances share the burst limit of password checks, right ones included', async () => {
      const throttle = { ...limits, password: { ...limits.password, burst: { points: 3, seconds: 60 } } };
      const throttleKeyPrefix = `test-${randomUUID()}`;
      const first = await newApp({ redis, throttle, throttleKeyPrefix });
      const second = await newApp({ redis, throttle, throttleKeyPrefix });
      const { email, password } = await verifiedShopper(first);
      for (const app of [first, second, first]) {
        expect((await post(app, '/auth/login', { email, password }, '10.4.1.1')).statusCode).toBe(200);
      }
      expect((await post(second, '/auth/login', { email, password }, '10.4.1.1')).statusCode).toBe(429);
    });

    it('a burst of mail requests from one address sends no more mails than its limit', async () => {
      const app = await newApp({ redis, throttleKeyPrefix: `test-${randomUUID()}` });
      const responses = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          post(app, '/auth/forgot-password', { email: `flood.${i}.${randomUUID()}@example.com` }, '10.7.0.1'),
        ),
      );
      expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(6);
    });
  },
);
