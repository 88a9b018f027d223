// Issue 11, "Prove it stays fixed": two processes of the shop on one PostgreSQL database and one Redis share what
// must be shared. Wrong passwords sent to both are counted together (the throttles live in Redis), and an order's
// mail is sent once although both run a job worker (the job is claimed in the database, decision 014). Needs a
// PostgreSQL server (DATABASE_URL) and Redis (REDIS_URL or 127.0.0.1:6379); skipped without them, run in CI.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useOrdersTestbed } from '../orders/test-helpers';
import { registerVerifiedShopper } from '../testing/shoppers';
import { type ApiProcess, TEST_JWT_SECRET, call, placeOrder, startApi, urlOf } from './api-process';

const PORTS = [3124, 3125] as const;
const redisUrl = process.env.REDIS_URL || 'redis://127.0.0.1:6379';

async function redisAnswers(): Promise<boolean> {
  const probe = new Redis(redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    retryStrategy: () => null,
  });
  probe.on('error', () => {});
  try {
    await probe.connect();
    return true;
  } catch {
    return false;
  } finally {
    probe.disconnect();
  }
}

const ready = Boolean(process.env.DATABASE_URL) && (await redisAnswers());
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The subjects of every mail both processes wrote. */
function mailSubjects(apis: ApiProcess[]): string[] {
  return apis.flatMap((api) => {
    const dir = join(api.dataDir, 'mail');
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.map(
      (name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { subject: string }).subject,
    );
  });
}

describe.skipIf(!ready)('two instances on one database and one Redis (needs DATABASE_URL and Redis)', () => {
  const bed = useOrdersTestbed({ auth: { jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) } });
  let apis: ApiProcess[] = [];

  beforeAll(async () => {
    // A prefix of this run's own: counts left in Redis by another run do not count here.
    const env = { REDIS_URL: redisUrl, THROTTLE_KEY_PREFIX: `test-${randomUUID()}` };
    apis = await Promise.all(PORTS.map((port) => startApi(port, urlOf(bed.database.handle), { env })));
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
  });

  it('counts wrong passwords sent to both together: past 5, the right one is refused on either', async () => {
    const { email, password } = await registerVerifiedShopper(bed);
    const login = (api: ApiProcess, tried: string) =>
      call(`${api.url}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ email, password: tried }),
      });
    for (let i = 0; i < 5; i++) expect((await login(apis[i % 2]!, `wrong-${i}`)).status).toBe(422);
    expect((await login(apis[0]!, password)).status).toBe(429);
    expect((await login(apis[1]!, password)).status).toBe(429);
  });

  it('sends an order’s mails once although both instances run a job worker', async () => {
    const shopper = await bed.shopper();
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    const placed = await placeOrder(apis[0]!, shopper, channels.data[0]!.id, bed.units.rice, 1);
    expect(placed.status).toBe(201);
    const id = placed.body!.data!.id;
    const received = `we received your order #${id}`;
    const forShop = `new order #${id} `;

    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline && !mailSubjects(apis).some((subject) => subject.includes(received))) {
      await sleep(250);
    }
    // Two more polls of each worker: a second copy would be written by now.
    await sleep(5_000);
    const subjects = mailSubjects(apis);
    expect(subjects.filter((subject) => subject.includes(received))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.includes(forShop))).toHaveLength(1);
  });
});
