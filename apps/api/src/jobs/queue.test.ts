// The jobs table (decisions 014 and 027): claimed once by many workers, leased, payloads parsed against their
// kind when claimed, finished jobs purged. On PGlite, and on PostgreSQL with DATABASE_URL.
import { sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { openTestDatabase } from '../testing/database';
import { useOpened } from '../testing/test-app';
import {
  KEEP_DONE_DAYS,
  KEEP_FAILED_DAYS,
  MAX_ATTEMPTS,
  PURGE_SCHEDULE,
  UNKNOWN_KIND_GRACE_SECONDS,
  claimJob,
  completeJob,
  enqueueJob,
  enqueueJobs,
  enqueueScheduled,
  failJob,
  jobQueueHealth,
  purgeJobs,
  runDueJobs,
  startJobWorker,
} from './queue';

const database = useOpened(() => openTestDatabase({ seed: false }));

beforeEach(async () => {
  await database.db.delete(jobs);
});

/** A log that keeps what it was told. */
function recordingLog() {
  const lines: { level: string; object: object; message: string }[] = [];
  return {
    lines,
    warn: (object: object, message: string) => lines.push({ level: 'warn', object, message }),
    error: (object: object, message: string) => lines.push({ level: 'error', object, message }),
  };
}

const daysAgo = (days: number) => sql`now() - make_interval(days => ${days})`;

describe('jobs claimed in the database', () => {
  it('never hands one job to two workers, even when they poll at once', async () => {
    for (let index = 0; index < 20; index += 1) {
      await enqueueJob(database.db, 'card-payment-check', { reference: `ref-${index}` });
    }
    const seen: string[] = [];
    const worker = () =>
      runDueJobs(database.db, {
        'card-payment-check': async ({ reference }) => {
          seen.push(reference);
        },
      });
    const done = await Promise.all([worker(), worker(), worker()]);
    expect(done.reduce((sum, count) => sum + count, 0)).toBe(20);
    expect(seen.sort()).toEqual(Array.from({ length: 20 }, (_, index) => `ref-${index}`).sort());
  });

  it('leaves a claimed job to its worker until the lease runs out', async () => {
    await enqueueJob(database.db, 'card-payment-check', { reference: 'ref' });
    const kinds = ['card-payment-check'];
    expect(await claimJob(database.db, kinds)).toMatchObject({ kind: 'card-payment-check', attempts: 1 });
    expect(await claimJob(database.db, kinds)).toBeUndefined();
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    expect(await claimJob(database.db, kinds)).toMatchObject({ kind: 'card-payment-check', attempts: 2 });
  });

  it('hands a handler its payload as its kind parses it', async () => {
    await enqueueJob(database.db, 'card-payment-expiry', { orderId: 7, tries: 2 });
    const got: unknown[] = [];
    await runDueJobs(database.db, {
      'card-payment-expiry': async (payload) => {
        got.push(payload);
      },
    });
    expect(got).toEqual([{ orderId: 7, tries: 2 }]);
  });

  it('sets aside a payload that does not fit its kind, with a clear log, and goes on with the next job', async () => {
    // As an older version, or a person at psql, might have written them.
    await database.db.insert(jobs).values([
      { kind: 'order-mail', payload: { mail: 'order-received', orderId: 'seven' } },
      { kind: 'order-mail', payload: { subject: 'a rendered mail of an older version' } },
    ]);
    await enqueueJob(database.db, 'order-mail', { mail: 'order-received', orderId: 7 });
    const log = recordingLog();
    const sent: unknown[] = [];
    const handlers = {
      'order-mail': async (payload: unknown) => {
        sent.push(payload);
      },
    };
    expect(await runDueJobs(database.db, handlers, log)).toBe(1);
    expect(sent).toEqual([{ mail: 'order-received', orderId: 7 }]);
    expect(log.lines).toHaveLength(2);
    for (const line of log.lines) {
      expect(line).toMatchObject({
        level: 'error',
        message: 'Job set aside: its payload does not fit its kind',
        object: { kind: 'order-mail', reason: expect.stringContaining('does not fit a "order-mail" job') },
      });
    }
    const setAside = await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.doneAt} is null`)
      .orderBy(jobs.id);
    expect(setAside).toHaveLength(2);
    for (const job of setAside) {
      expect(job).toMatchObject({ attempts: MAX_ATTEMPTS, lockedUntil: null });
      expect(job.lastError).toContain('does not fit a "order-mail" job');
    }
    // Never claimed again.
    expect(await runDueJobs(database.db, handlers, log)).toBe(0);
    expect(log.lines).toHaveLength(2);
  });

  it('sets aside a job of a kind no worker knows once it has waited, with a clear log', async () => {
    // Written by a newer version (a rolling deploy) or by hand: while fresh it waits for a worker that knows it.
    await database.db.insert(jobs).values([
      {
        kind: 'sms',
        payload: { to: '+2348012345678' },
        runAt: sql`now() - make_interval(secs => ${UNKNOWN_KIND_GRACE_SECONDS + 60})`,
      },
      { kind: 'whatsapp', payload: { to: '+2348012345678' } },
    ]);
    await enqueueJob(database.db, 'card-payment-check', { reference: 'ref' });
    const log = recordingLog();
    const handlers = { 'card-payment-check': async () => {} };
    expect(await runDueJobs(database.db, handlers, log)).toBe(1);
    expect(log.lines).toEqual([
      {
        level: 'error',
        message: 'Job set aside: no worker knows its kind',
        object: expect.objectContaining({ kind: 'sms', reason: 'No worker knows jobs of kind "sms"' }),
      },
    ]);
    const left = await database.db
      .select()
      .from(jobs)
      .where(sql`${jobs.doneAt} is null`)
      .orderBy(jobs.id);
    expect(left).toMatchObject([
      {
        kind: 'sms',
        attempts: MAX_ATTEMPTS,
        lockedUntil: null,
        lastError: 'No worker knows jobs of kind "sms"',
      },
      { kind: 'whatsapp', attempts: 0, lockedUntil: null, lastError: null },
    ]);
    // Never claimed again; the fresh one still waits.
    expect(await runDueJobs(database.db, handlers, log)).toBe(0);
    expect(log.lines).toHaveLength(1);
  });

  it('a stopping worker claims nothing more and gives back the claim of a job still running', async () => {
    await enqueueJob(database.db, 'card-payment-check', { reference: 'slow' });
    await enqueueJob(database.db, 'card-payment-check', { reference: 'next' });
    let started!: () => void;
    const running = new Promise<void>((resolve) => {
      started = resolve;
    });
    let finish!: () => void;
    const hanging = new Promise<void>((resolve) => {
      finish = resolve;
    });
    const log = recordingLog();
    const worker = startJobWorker(
      database.db,
      {
        'card-payment-check': async () => {
          started();
          await hanging;
        },
      },
      log,
      { intervalMs: 60_000, concurrency: 1 },
    );
    await running;
    await worker.stop(10);
    // The worker's own hourly purge (a schedule) aside.
    const rows = (await database.db.select().from(jobs).orderBy(jobs.id)).filter(
      (row) => row.kind === 'card-payment-check',
    );
    // Both wait for the next worker, at once: no lease to wait out, no attempt spent.
    expect(rows.map(({ attempts, lockedUntil, doneAt }) => ({ attempts, lockedUntil, doneAt }))).toEqual([
      { attempts: 0, lockedUntil: null, doneAt: null },
      { attempts: 0, lockedUntil: null, doneAt: null },
    ]);
    expect(log.lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        message: 'Job still running at stop: its claim was released',
      }),
    ]);
    expect(await claimJob(database.db, ['card-payment-check'])).toMatchObject({
      payload: { reference: 'slow' },
    });
    finish();
  });

  it('purges finished jobs after KEEP_DONE_DAYS and given-up ones after KEEP_FAILED_DAYS', async () => {
    const job = (reference: string) => ({ kind: 'card-payment-check', payload: { reference } });
    await database.db
      .insert(jobs)
      .values([job('old-done'), job('new-done'), job('old-failed'), job('new-failed')]);
    await database.db.insert(jobs).values([job('old-waiting'), job('due')]);
    const set = (reference: string, values: PgUpdateSetSource<typeof jobs>) =>
      database.db
        .update(jobs)
        .set(values)
        .where(sql`${jobs.payload}->>'reference' = ${reference}`);
    await set('old-done', { doneAt: daysAgo(KEEP_DONE_DAYS + 1) });
    await set('new-done', { doneAt: daysAgo(KEEP_DONE_DAYS - 1) });
    await set('old-failed', { attempts: MAX_ATTEMPTS, runAt: daysAgo(KEEP_FAILED_DAYS + 1) });
    await set('new-failed', { attempts: MAX_ATTEMPTS, runAt: daysAgo(KEEP_FAILED_DAYS - 1) });
    // Waiting for its turn, however old: never purged.
    await set('old-waiting', { attempts: 3, runAt: daysAgo(KEEP_FAILED_DAYS + 1) });

    expect(await purgeJobs(database.db)).toBe(2);
    const left = await database.db
      .select({ reference: sql<string>`${jobs.payload}->>'reference'` })
      .from(jobs)
      .orderBy(jobs.id);
    expect(left.map((row) => row.reference)).toEqual(['new-done', 'new-failed', 'old-waiting', 'due']);
    expect(await purgeJobs(database.db)).toBe(0);
  });
});

describe('the jobs table grown up (issue 40)', () => {
  const kinds = ['card-payment-check'];
  const count = async () => (await database.db.select().from(jobs)).length;

  it('lets only the attempt that holds the claim finish or fail a job, never a worker past its lease', async () => {
    await enqueueJob(database.db, 'card-payment-check', { reference: 'slow' });
    const late = (await claimJob(database.db, kinds))!;
    await database.db.update(jobs).set({ lockedUntil: sql`now() - interval '1 second'` });
    const current = (await claimJob(database.db, kinds))!;
    expect(current.attempts).toBe(2);

    expect(await completeJob(database.db, late), 'the late worker finishes nothing').toBe(false);
    await failJob(database.db, late, new Error('late'));
    const [row] = await database.db.select().from(jobs);
    expect(row).toMatchObject({ doneAt: null, lastError: null, attempts: 2 });
    expect(row!.lockedUntil!.getTime()).toBeGreaterThan(Date.now());

    expect(await completeJob(database.db, current)).toBe(true);
    expect((await database.db.select().from(jobs))[0]!.doneAt).not.toBeNull();
  });

  it('runs a job longer than its lease once: the running job extends its lease', async () => {
    await enqueueJob(database.db, 'card-payment-check', { reference: 'long' });
    let runs = 0;
    let finished = false;
    let started!: () => void;
    const running = new Promise<void>((resolve) => (started = resolve));
    // A 5 s job on a 3 s lease (the 150 s on 120 s, shorter): the heartbeat every second keeps it.
    const leaseSeconds = 3;
    const long = runDueJobs(
      database.db,
      {
        'card-payment-check': async () => {
          runs += 1;
          started();
          await new Promise((resolve) => setTimeout(resolve, 5000));
        },
      },
      undefined,
      { leaseSeconds },
    ).finally(() => (finished = true));
    // Once the first worker holds it, another polls all the while, ready to take the job the moment its
    // lease runs out (started together, either could have claimed it first).
    const other = (async () => {
      await running;
      while (!finished) {
        await runDueJobs(database.db, { 'card-payment-check': async () => void (runs += 1) }, undefined, {
          leaseSeconds,
        });
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    })();
    expect(await long).toBe(1);
    await other;
    expect(runs, 'one run, though the job outlived its lease').toBe(1);
  });

  it('queues several jobs in one insert, each its own job, each run once', async () => {
    await enqueueJobs(database.db, 'card-payment-check', [{ reference: 'x' }, { reference: 'y' }]);
    await enqueueJobs(database.db, 'card-payment-check', []);
    const seen: string[] = [];
    const done = await runDueJobs(database.db, {
      'card-payment-check': async ({ reference }) => {
        seen.push(reference);
      },
    });
    expect(done).toBe(2);
    expect(seen.sort()).toEqual(['x', 'y']);
  });

  it('queues a job with a key once: a second enqueue with the same key is a no-op', async () => {
    expect(await enqueueJob(database.db, 'card-payment-check', { reference: 'a' }, { key: 'check:a' })).toBe(
      true,
    );
    expect(await enqueueJob(database.db, 'card-payment-check', { reference: 'a' }, { key: 'check:a' })).toBe(
      false,
    );
    expect(await enqueueJob(database.db, 'card-payment-check', { reference: 'b' })).toBe(true);
    expect(await enqueueJob(database.db, 'card-payment-check', { reference: 'b' })).toBe(true);
    expect(await count()).toBe(3);
  });

  it('runs a schedule once per period across instances, and once after an outage of three periods', async () => {
    const schedule = { ...PURGE_SCHEDULE, name: 'test-purge', everySeconds: 60 };
    const start = Date.UTC(2026, 10, 28, 9, 0, 30);
    let purges = 0;
    const handlers = { 'purge-jobs': async () => void (purges += 1) };

    // Two instances at the start of a period: one run.
    expect(await enqueueScheduled(database.db, schedule, start)).toBe(true);
    expect(await enqueueScheduled(database.db, schedule, start + 10_000)).toBe(false);
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(purges).toBe(1);

    // The next period is queued, then every worker is down for three more: when one comes back, one run.
    await enqueueScheduled(database.db, schedule, start + 60_000);
    expect(await enqueueScheduled(database.db, schedule, start + 4 * 60_000)).toBe(true);
    expect(await runDueJobs(database.db, handlers)).toBe(1);
    expect(purges, 'not one run per missed period').toBe(2);
  });

  it('runs several jobs at once, never more than its bound', async () => {
    for (let index = 0; index < 8; index += 1) {
      await enqueueJob(database.db, 'card-payment-check', { reference: `ref-${index}` });
    }
    let running = 0;
    let most = 0;
    const done = await runDueJobs(
      database.db,
      {
        'card-payment-check': async () => {
          running += 1;
          most = Math.max(most, running);
          await new Promise((resolve) => setTimeout(resolve, 50));
          running -= 1;
        },
      },
      undefined,
      { concurrency: 3 },
    );
    expect(done).toBe(8);
    expect(most).toBe(3);
  });

  it('runs jobs several at a time on two instances at once, each within its bound, every job once', async () => {
    const total = 40;
    const bound = 4;
    for (let index = 0; index < total; index += 1) {
      await enqueueJob(database.db, 'card-payment-check', { reference: `ref-${index}` });
    }
    const seen: string[] = [];
    let inFlight = 0;
    // The first jobs wait until both instances hold their bound's worth at once: no clock, only what is running.
    let openGate = () => {};
    const gate = new Promise<void>((resolve) => (openGate = resolve));
    const instance = () => {
      const own = { running: 0, most: 0 };
      const done = runDueJobs(
        database.db,
        {
          'card-payment-check': async ({ reference }) => {
            own.running += 1;
            own.most = Math.max(own.most, own.running);
            inFlight += 1;
            if (inFlight === 2 * bound) openGate();
            await gate;
            seen.push(reference);
            inFlight -= 1;
            own.running -= 1;
          },
        },
        undefined,
        { concurrency: bound },
      );
      return done.then((count) => ({ count, most: own.most }));
    };
    const [first, second] = await Promise.all([instance(), instance()]);
    expect(first.count + second.count).toBe(total);
    expect([first.most, second.most], 'each instance at its bound, never past it').toEqual([bound, bound]);
    expect(seen.sort(), 'every job once').toEqual(
      Array.from({ length: total }, (_, index) => `ref-${index}`).sort(),
    );
  });

  it('tells how many jobs wait and for how long the oldest has', async () => {
    await enqueueJob(database.db, 'card-payment-check', { reference: 'old' });
    await enqueueJob(
      database.db,
      'card-payment-check',
      { reference: 'later' },
      new Date(Date.now() + 60_000),
    );
    await database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '90 seconds'` })
      .where(sql`payload->>'reference' = 'old'`);
    const health = await jobQueueHealth(database.db);
    expect(health.waiting).toBe(1);
    expect(health.oldestSeconds).toBeGreaterThanOrEqual(90);
    expect(health.oldestSeconds).toBeLessThan(120);
  });
});
