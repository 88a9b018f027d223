// Issue 44, "SIGKILL ... its claimed jobs are done by the other instance once their lease ends": an instance
// claims an order's mails and is killed (SIGKILL) while it sends them (its mail server never answers). Nothing runs
// them while the dead instance's lease holds; once the lease ends, the other instance claims and sends each once.
// The 120 s lease is ended by the test (`locked_until` moved to now) instead of waited for: the clock is the
// database's, and the rule under test is the claim's. Needs PostgreSQL (DATABASE_URL); CI's PostgreSQL step.
import { type Server, type Socket, createServer } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../db/rows';
import { type Shopper, useOrdersTestbed } from '../testing/orders';
import { type ApiProcess, TEST_JWT_SECRET, mailSubjects, placeOrder, startApi, urlOf } from './api-process';

const [VICTIM_PORT, SURVIVOR_PORT] = [3130, 3131] as const;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A mail server that takes connections and never says a word: a send through it hangs. */
function silentMailServer(): Promise<{ port: number; close(): void }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({
        port: (server.address() as { port: number }).port,
        close() {
          for (const socket of sockets) socket.destroy();
          server.close();
        },
      }),
    ),
  );
}

describe.skipIf(!process.env.DATABASE_URL)('a killed instance’s claimed jobs (needs DATABASE_URL)', () => {
  const bed = useOrdersTestbed({ auth: { jwtSecret: new TextEncoder().encode(TEST_JWT_SECRET) } });
  const started: ApiProcess[] = [];
  let mailServer: Awaited<ReturnType<typeof silentMailServer>>;
  let shopper: Shopper;
  let channelId: number;

  beforeAll(async () => {
    [mailServer, shopper] = await Promise.all([silentMailServer(), bed.shopper()]);
    const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
    channelId = channels.data[0]!.id;
  });

  afterAll(async () => {
    await Promise.all(started.map((api) => api.stop()));
    mailServer.close();
  });

  const orderMails = async (orderId: number) =>
    rowsOf<{ id: number; attempts: number; claimed: boolean; done: boolean }>(
      await bed.database.db.execute(sql`
        select id, attempts, locked_until > now() as claimed, done_at is not null as done from jobs
        where kind = 'order-mail' and (payload->>'orderId')::int = ${orderId} order by id`),
    );

  it('runs them on the other instance once the lease ends, each once, never while it holds', async () => {
    const databaseUrl = urlOf(bed.database.handle);
    const victim = await startApi(VICTIM_PORT, databaseUrl, {
      env: { SMTP_URL: `smtp://127.0.0.1:${mailServer.port}` },
    });
    started.push(victim);
    const placed = await placeOrder(victim, shopper, channelId, bed.units.rice, 1);
    expect(placed.status).toBe(201);
    const orderId = placed.body!.data!.id;

    // The victim's worker (polling every 2 s) claims the order's mails and hangs on the silent mail server.
    const deadline = Date.now() + 20_000;
    let jobs = await orderMails(orderId);
    while (Date.now() < deadline && !(jobs.length > 0 && jobs.every((job) => job.claimed))) {
      await sleep(250);
      jobs = await orderMails(orderId);
    }
    expect(jobs.length).toBeGreaterThanOrEqual(2); // the shopper's "received" and the owner's "new order"
    expect(jobs.every((job) => job.claimed && job.attempts === 1 && !job.done)).toBe(true);
    victim.child.kill('SIGKILL');

    const survivor = await startApi(SURVIVOR_PORT, databaseUrl);
    started.push(survivor);
    await sleep(5_000); // two of the survivor's polls: the dead instance's lease still holds
    expect((await orderMails(orderId)).every((job) => !job.done && job.attempts === 1)).toBe(true);
    expect(mailSubjects([survivor])).toEqual([]);

    await bed.database.db.execute(sql`
      update jobs set locked_until = now() where id in ${sql.raw(`(${jobs.map((job) => job.id).join(',')})`)}`);
    const sentBy = Date.now() + 20_000;
    while (Date.now() < sentBy && !(await orderMails(orderId)).every((job) => job.done)) await sleep(250);

    const after = await orderMails(orderId);
    expect(after.every((job) => job.done && job.attempts === 2)).toBe(true);
    const subjects = mailSubjects([survivor]);
    expect(subjects).toHaveLength(jobs.length);
    expect(new Set(subjects).size).toBe(subjects.length);
    expect(subjects.some((subject) => subject.includes(`#${orderId}`))).toBe(true);
  }, 90_000);
});
