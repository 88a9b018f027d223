// Throttling (DESIGN.md "Accounts"): wrong passwords and codes answer 429 per account and per client address,
// in this process's memory or, with Redis, shared by every instance.
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import type { AuthOptions } from './context';
import { memoryMailer } from '../mail/mailer';
import { openTestDatabase } from '../testing/database';
import { registerVerifiedShopper } from '../testing/shoppers';
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

const post = (app: FastifyInstance, url: string, payload: object, ip = '203.0.113.7') =>
  app.inject({ method: 'POST', url: `/api/v1${url}`, payload, remoteAddress: ip });

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

describe('with Redis', () => {
  it('two instances share the counts', async () => {
    const redis = new Redis(process.env.REDIS_URL || 'redis://127.0.0.1:6379', {
      lazyConnect: true,
      maxRetriesPerRequest: 1,
    });
    await redis.connect();
    try {
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
    } finally {
      await redis.quit();
    }
  });
});
