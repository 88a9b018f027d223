// Issue 11, "Prove it stays fixed": two processes of the shop on one PostgreSQL database, as docs/deploy.md runs
// them behind a proxy. A race for the last units split across both never oversells (the row lock is the
// database's, not a process's), and one killed with SIGKILL mid-burst loses nothing: every order it answered
// exists whole, and what it had not committed is rolled back by the server. Needs a PostgreSQL server: skipped
// without DATABASE_URL (CI's `npm run test:api` has one).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Shopper, useOrdersTestbed } from '../testing/orders';
import {
  type Answer,
  type ApiProcess,
  TEST_JWT_SECRET,
  ledgerOf,
  placeOrder,
  startApi,
  urlOf,
} from './api-process';

const PORTS = [3122, 3123] as const;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!process.env.DATABASE_URL)('two instances on one database (needs DATABASE_URL)', () => {
  const bed = useOrdersTestbed({ auth: { jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) } });
  let apis: ApiProcess[] = [];
  let databaseUrl: string;
  let shopper: Shopper;
  let channelId: number;

  beforeAll(async () => {
    databaseUrl = urlOf(bed.database.handle);
    [apis, shopper] = await Promise.all([
      Promise.all(PORTS.map((port) => startApi(port, databaseUrl))),
      bed.shopper(),
    ]);
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    channelId = channels.data[0]!.id;
  });

  afterAll(async () => {
    await Promise.all(apis.map((api) => api.stop()));
  });

  it('sells the last 10 units once when 40 orders race across both: 10 × 201, 30 × 409', async () => {
    const unit = bed.units.yamBag;
    await bed.setStock(unit.unitId, 10);
    const before = await ledgerOf(databaseUrl, unit);

    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) => placeOrder(apis[i % 2]!, shopper, channelId, unit, 1)),
    );

    const statuses = answers.map((answer) => answer.status).sort();
    expect(statuses).toEqual([...Array<number>(10).fill(201), ...Array<number>(30).fill(409)]);
    const ledger = await ledgerOf(databaseUrl, unit);
    expect(ledger.stock).toBe(0);
    expect(ledger.sold - before.sold).toBe(10);
    expect(ledger.partial).toBe(0);
  });

  it('loses nothing when one instance is killed (SIGKILL) mid-burst; the other serves on', async () => {
    const unit = bed.units.rice;
    const [survivor, victim] = apis as [ApiProcess, ApiProcess];
    await bed.setStock(unit.unitId, 200);
    const before = await ledgerOf(databaseUrl, unit);

    const burst: Promise<Answer>[] = [];
    for (let i = 0; i < 60; i++)
      burst.push(placeOrder(i % 2 ? victim : survivor, shopper, channelId, unit, 1));
    // Killed once it has answered its first order, with the rest of its share in flight.
    await Promise.race(burst.filter((_, i) => i % 2));
    victim.child.kill('SIGKILL');
    const answers = await Promise.all(burst);
    await sleep(200);
    expect(victim.exit?.signal).toBe('SIGKILL');
    expect(survivor.exit, survivor.output()).toBeUndefined();

    // The survivor answered all of its own; the victim's are answered or got no answer at all.
    expect(answers.filter((answer, i) => i % 2 === 0).every((answer) => answer.status === 201)).toBe(true);
    expect(answers.every((answer) => answer.status === 201 || answer.status === 0)).toBe(true);
    const placed = answers.filter((answer) => answer.status === 201).map((answer) => answer.body!.data!.id);

    const ledger = await ledgerOf(databaseUrl, unit);
    expect(ledger.orders).toEqual(expect.arrayContaining(placed));
    expect(ledger.partial).toBe(0);
    expect(ledger.stock + ledger.sold).toBe(before.stock + before.sold);
    // Unanswered orders of the victim may have committed before it died: at most those more.
    expect(ledger.sold - before.sold).toBeGreaterThanOrEqual(placed.length);
    expect(ledger.sold - before.sold).toBeLessThanOrEqual(answers.length);

    const after = await placeOrder(survivor, shopper, channelId, unit, 1);
    expect(after.status).toBe(201);
  });
});
