// The password pool (decision 023): scrypt in worker threads of its own, with a bounded queue that refuses at once.
import { describe, expect, it } from 'vitest';
import {
  PASSWORDS_BUSY_MESSAGE,
  PasswordsBusyError,
  createPasswordPool,
  defaultPoolSize,
  hashPassword,
  passwordPool,
  verifyPassword,
} from './passwords';
import { useTestApp } from '../testing/test-app';

const task = (N: number) => ({ password: 'egusi', salt: new Uint8Array(16), keyLength: 64, N, r: 8, p: 1 });

describe('the password pool', () => {
  it('leaves a core to the rest of the shop and queues about five seconds of checks', () => {
    expect(defaultPoolSize(1)).toEqual({ threads: 1, maxQueue: 16 });
    expect(defaultPoolSize(2)).toEqual({ threads: 1, maxQueue: 16 });
    expect(defaultPoolSize(4)).toEqual({ threads: 3, maxQueue: 48 });
    expect(defaultPoolSize(64)).toEqual({ threads: 4, maxQueue: 64 });
  });

  it('hashes and verifies in its threads', async () => {
    const stored = await hashPassword('ofada rice and stew', 2 ** 12);
    expect(stored).toMatch(/^scrypt\$4096\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(await verifyPassword('ofada rice and stew', stored)).toBe(true);
    expect(await verifyPassword('ofada rice and beans', stored)).toBe(false);
  });

  it('refuses at once past its threads and its queue, and takes work again once there is room', async () => {
    const pool = createPasswordPool({ threads: 1, maxQueue: 2 });
    try {
      const held = [pool.derive(task(2 ** 15)), pool.derive(task(2 ** 15)), pool.derive(task(2 ** 15))];
      expect(pool.inFlight).toBe(3);
      await expect(pool.derive(task(2 ** 10))).rejects.toBeInstanceOf(PasswordsBusyError);
      // At once: refused while the three it holds are all still at work, not after waiting for room.
      expect(pool.inFlight).toBe(3);
      await Promise.all(held);
      expect(pool.inFlight).toBe(0);
      expect(await pool.derive(task(2 ** 10))).toHaveLength(64);
    } finally {
      await pool.close();
    }
  });
});

describe('a login while the pool is full', () => {
  const shop = useTestApp();

  it('answers 503 at once with Retry-After and a message in plain words', async () => {
    const { threads, maxQueue } = defaultPoolSize();
    // The process's pool filled with checks of the shop's own cost.
    // A quarter of the shop's cost each: the pool stays full for the login, and a busy machine still ends them soon.
    const filling = Array.from({ length: threads + maxQueue }, () => hashPassword('filler', 2 ** 14));
    expect(passwordPool().inFlight).toBe(threads + maxQueue);
    const response = await shop.call('POST', '/auth/login', undefined, {
      email: 'ada@example.com',
      password: 'a-password',
    });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('5');
    expect(response.json()).toEqual({ message: PASSWORDS_BUSY_MESSAGE });
    await Promise.all(filling);
    const after = await shop.call('POST', '/auth/login', undefined, {
      email: 'ada@example.com',
      password: 'a-password',
    });
    expect(after.statusCode).toBe(422);
  }, 60_000);
});
