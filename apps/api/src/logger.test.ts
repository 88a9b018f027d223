// What the log keeps of a request that failed (issue 11, defect 5): the error's kind and the request id, never
// what the shopper sent; and personal answers carry no-store.
import type { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { createLogger, LOG_LINE_LIMIT } from './logger';
import { openTestDatabase } from './testing/database';
import { newShopperForm, registerVerifiedShopper } from './testing/shoppers';
import { createTestApp, openTestApp, useOpened } from './testing/test-app';
import { memoryMailer } from './mail/mailer';

function capturedLog() {
  const lines: string[] = [];
  const stream = { write: (line: string) => lines.push(line) } as unknown as Writable;
  return { lines, logger: createLogger('info', stream) };
}

describe('a request the database fails', () => {
  const database = useOpened(() => openTestDatabase({ seed: false }));
  afterAll(async () => {
    // Leave the table as the other tests of this database would expect it (each file has its own).
    await database.db.execute(sql`ALTER TABLE users RENAME COLUMN password_gone TO password_hash`);
  });

  it('logs its kind and the request id, not the e-mail or the password hash', async () => {
    const { lines, logger } = capturedLog();
    const app = await createTestApp(database.db, { loggerInstance: logger });
    await database.db.execute(sql`ALTER TABLE users RENAME COLUMN password_hash TO password_gone`);
    const form = newShopperForm();
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/register', payload: form });
    await app.close();

    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server error' });
    const log = lines.join('');
    expect(log).toContain('request failed');
    expect(log).toContain(response.headers['x-request-id']);
    expect(log).not.toContain(form.email);
    expect(log).not.toContain('scrypt$');
    expect(log).not.toContain(form.password);
  });
});

describe('the process logger', () => {
  it('cuts a line longer than its limit, and hides credentials in headers', () => {
    const { lines, logger } = capturedLog();
    logger.info({ note: 'x'.repeat(100_000) }, 'a long one');
    logger.info({ req: { headers: { authorization: 'Bearer secret-token', cookie: 'a=b' } } }, 'headers');
    expect(lines[0]!.length).toBeLessThanOrEqual(LOG_LINE_LIMIT);
    expect(JSON.parse(lines[0]!)).toMatchObject({ msg: 'log line cut', bytes: expect.any(Number) });
    expect(lines[1]).not.toContain('secret-token');
    expect(lines[1]).toContain('[hidden]');
  });
});

describe('personal answers', () => {
  const shop = useOpened(() => openTestApp());

  it('carry Cache-Control: no-store (token, profile, cart, addresses, orders)', async () => {
    const mailer = memoryMailer();
    const app = await createTestApp(shop.database.db, { auth: { mailer } });
    const shopper = await registerVerifiedShopper({ app, mailer });
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      payload: { email: shopper.email, password: shopper.password },
    });
    expect(login.statusCode).toBe(200);
    expect(login.headers['cache-control']).toBe('no-store');
    const token = login.json().data.access_token as string;
    for (const url of ['/auth/profile', '/cart', '/address', '/orders']) {
      const response = await app.inject({
        method: 'GET',
        url: `/api/v1${url}`,
        headers: { authorization: `Bearer ${token}` },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
    await app.close();
  });
});
