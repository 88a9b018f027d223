// Jobs claimed in the database (decisions 014 and 027): the one way to do work after a request. A job is queued
// inside the transaction of the change that causes it, so a rolled-back order queues nothing and a committed one
// never loses its mail; it is run after commit by whichever API instance claims it first. `FOR UPDATE SKIP
// LOCKED` lets many workers poll one table without waiting on or taking each other's rows; the same SQL runs on
// PGlite and PostgreSQL. Payloads are parsed against their kind's schema (kinds.ts) when claimed.
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';
import { type JobHandlers, type JobKind, type JobPayload, JOB_KINDS, JOB_PAYLOADS, isJobKind } from './kinds';

export interface Job {
  id: number;
  kind: string;
  payload: unknown;
  attempts: number;
}

/** How long a claim holds: a worker that dies mid-job lets another retry it after this. */
export const LEASE_SECONDS = 120;
/** After this many failed attempts a job stays in the table with its last error, for a person to look at. */
export const MAX_ATTEMPTS = 8;
/** Finished jobs are kept this long (what was mailed when, for a person asking), then purged. */
export const KEEP_DONE_DAYS = 7;
/** Jobs given up on (MAX_ATTEMPTS, or a payload that does not fit) are kept longer, to be looked at. */
export const KEEP_FAILED_DAYS = 30;
/** How often each worker purges; a purge is one idempotent DELETE, so several instances may all run it. */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * A job of a kind this version does not know is set aside once it has been due this long (issue 44): during a
 * rolling deploy a newer instance claims its new kinds within a poll, so one still waiting after this long has no
 * worker that knows it, and would otherwise wait unseen forever.
 */
export const UNKNOWN_KIND_GRACE_SECONDS = 10 * 60;

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** Queues a job of `kind` (in the caller's transaction); `runAt`: not before then. */
export async function enqueueJob<Kind extends JobKind>(
  db: Database,
  kind: Kind,
  payload: JobPayload<Kind>,
  runAt?: Date,
): Promise<void> {
  await db.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Takes the oldest due job of `kinds` for this worker (or none), and counts the attempt; also a job of a kind no
 * version of the shop's code knows, once it has waited UNKNOWN_KIND_GRACE_SECONDS, to be set aside.
 */
export async function claimJob(db: Database, kinds: readonly string[]): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sqlList(kinds);
  const result = await db.execute(sql`
    update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now())
        and (kind in (${kindList}) or (kind not in (${sqlList(JOB_KINDS)})
          and run_at < now() - make_interval(secs => ${UNKNOWN_KIND_GRACE_SECONDS})))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  // postgres-js answers an array of rows, PGlite an object with `rows`.
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as Job[];
  return rows[0];
}

export async function completeJob(db: Database, id: number): Promise<void> {
  await db.execute(sql`update jobs set done_at = now(), locked_until = null where id = ${id}`);
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export async function failJob(db: Database, job: Job, error: unknown): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${errorText(error)},
      run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
    where id = ${job.id}`);
}

/** Never tried again: kept with its reason (as a job out of attempts is) for a person to look at. */
async function giveUpJob(db: Database, job: Job, reason: string): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${reason.slice(0, 2000)},
      attempts = greatest(attempts, ${MAX_ATTEMPTS})
    where id = ${job.id}`);
}

/** Deletes finished jobs older than KEEP_DONE_DAYS and given-up ones older than KEEP_FAILED_DAYS; answers how many. */
export async function purgeJobs(db: Database): Promise<number> {
  const result = await db.execute(sql`
    delete from jobs
    where (done_at is not null and done_at < now() - make_interval(days => ${KEEP_DONE_DAYS}))
      or (done_at is null and attempts >= ${MAX_ATTEMPTS}
        and run_at < now() - make_interval(days => ${KEEP_FAILED_DAYS}))
    returning id`);
  return (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows).length;
}

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Runs one claimed job: its payload parsed against its kind, then its handler. Throws what the handler threw. */
async function runJob(db: Database, job: Job, handlers: JobHandlers, log?: JobLog): Promise<boolean> {
  if (!isJobKind(job.kind)) {
    const reason = `No worker knows jobs of kind "${job.kind}"`;
    await giveUpJob(db, job, reason);
    log?.error({ job: job.id, kind: job.kind, reason }, 'Job set aside: no worker knows its kind');
    return false;
  }
  const handler = handlers[job.kind];
  const parsed = JOB_PAYLOADS[job.kind].safeParse(job.payload);
  if (!handler || !parsed.success) {
    const problem = parsed.error ? z.prettifyError(parsed.error) : 'no handler';
    const reason = `The payload does not fit a "${job.kind}" job: ${problem}`;
    await giveUpJob(db, job, reason);
    log?.error({ job: job.id, kind: job.kind, reason }, 'Job set aside: its payload does not fit its kind');
    return false;
  }
  // The handler and the data were both picked by `job.kind`; TypeScript cannot follow that pairing.
  await (handler as (payload: unknown) => Promise<void>)(parsed.data);
  await completeJob(db, job.id);
  return true;
}

/** A claim given back untried (a worker stopping): the next worker takes it at once, the attempt not counted. */
export async function releaseJob(db: Database, id: number): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, attempts = greatest(attempts - 1, 0)
    where id = ${id} and done_at is null`);
}

export interface RunOptions {
  /** Asked before each claim: true once the worker is stopping, so it claims nothing more. */
  stopping?: () => boolean;
  /** Told of the job claimed (and of none once it is settled), so a stopping worker knows what it holds. */
  holding?: (job: Job | undefined) => void;
}

/** Runs due jobs one after another until none is left (or the worker stops); answers how many were done. */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  log?: JobLog,
  { stopping, holding }: RunOptions = {},
): Promise<number> {
  let done = 0;
  const kinds = Object.keys(handlers);
  for (;;) {
    if (stopping?.()) return done;
    const job = await claimJob(db, kinds);
    holding?.(job);
    if (!job) return done;
    try {
      if (await runJob(db, job, handlers, log)) done += 1;
    } catch (error) {
      await failJob(db, job, error);
      const give = job.attempts >= MAX_ATTEMPTS;
      log?.[give ? 'error' : 'warn'](
        { err: error, job: job.id, kind: job.kind, attempts: job.attempts },
        give ? 'Job failed for the last time' : 'Job failed; retrying later',
      );
    } finally {
      holding?.(undefined);
    }
  }
}

/** How long a stopping worker waits for its job in flight before giving the claim back. */
export const STOP_WAIT_MS = 5000;

/**
 * Polls every `intervalMs` (and at once), purging old jobs every PURGE_EVERY_MS. `stop` claims nothing more and
 * waits for the job in flight, up to STOP_WAIT_MS; a job still running then has its claim released, so another
 * instance runs it at once instead of after its lease (issue 44: a deploy's SIGTERM).
 */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  log: JobLog,
  intervalMs = 2000,
): { stop(waitMs?: number): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  let purgedAt = 0;
  let held: Job | undefined;
  const round = async () => {
    if (stopped) return;
    await runDueJobs(db, handlers, log, {
      stopping: () => stopped,
      holding: (job) => {
        held = job;
      },
    });
    if (Date.now() - purgedAt >= PURGE_EVERY_MS) {
      purgedAt = Date.now();
      await purgeJobs(db);
    }
  };
  const next = () => {
    running = running
      .then(round)
      .catch((error: unknown) => log.error({ err: error }, 'Job worker round failed'));
  };
  const timer = setInterval(next, intervalMs);
  timer.unref();
  next();
  return {
    async stop(waitMs = STOP_WAIT_MS) {
      stopped = true;
      clearInterval(timer);
      let timeout: NodeJS.Timeout | undefined;
      const finished = await Promise.race([
        running.then(() => true),
        new Promise<false>((resolve) => {
          timeout = setTimeout(() => resolve(false), waitMs);
        }),
      ]);
      clearTimeout(timeout);
      if (!finished && held) {
        const job = held;
        await releaseJob(db, job.id);
        log.warn({ job: job.id, kind: job.kind }, 'Job still running at stop: its claim was released');
      }
    },
  };
}
