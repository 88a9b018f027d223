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
import { rowsOf } from '../db/rows';

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
/** How often old jobs are purged (one instance's run of PURGE_SCHEDULE; a purge is one idempotent DELETE). */
export const PURGE_EVERY_MS = 60 * 60 * 1000;

/**
 * A job of a kind this version does not know is set aside once it has been due this long (issue 44): during a
 * rolling deploy a newer instance claims its new kinds within a poll, so one still waiting after this long has no
 * worker that knows it, and would otherwise wait unseen forever.
 */
export const UNKNOWN_KIND_GRACE_SECONDS = 10 * 60;

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

/** When a job may run, and its key: a second job with the same key (while the first is kept) is not queued. */
export interface JobOptions {
  runAt?: Date;
  key?: string;
}

/**
 * Queues a job of `kind` (in the caller's transaction); a Date: not before then. Answers false when a job with the
 * same key is already kept, and queues nothing (issue 40).
 */
export async function enqueueJob<Kind extends JobKind>(
  db: Database,
  kind: Kind,
  payload: JobPayload<Kind>,
  options?: Date | JobOptions,
): Promise<boolean> {
  const { runAt, key } = options instanceof Date ? { runAt: options, key: undefined } : (options ?? {});
  const queued = await db
    .insert(jobs)
    .values({ kind, payload, ...(runAt ? { runAt } : {}), ...(key ? { key } : {}) })
    .onConflictDoNothing({ target: jobs.key })
    .returning({ id: jobs.id });
  return queued.length > 0;
}

/** Several jobs of `kind`, none with a key, in one insert (in the caller's transaction): one statement, not one each. */
export async function enqueueJobs<Kind extends JobKind>(
  db: Database,
  kind: Kind,
  payloads: JobPayload<Kind>[],
): Promise<void> {
  if (payloads.length === 0) return;
  await db.insert(jobs).values(payloads.map((payload) => ({ kind, payload })));
}

const sqlList = (values: readonly string[]) =>
  sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  );

/**
 * Takes the oldest due job of `kinds` for this worker (or none), and counts the attempt: the attempt's number is
 * the claim, which finishing, failing, releasing and extending the lease check (`claimed`). Also a job of a kind no
 * version of the shop's code knows, once it has waited UNKNOWN_KIND_GRACE_SECONDS, to be set aside.
 */
export async function claimJob(
  db: Database,
  kinds: readonly string[],
  leaseSeconds = LEASE_SECONDS,
): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const result = await db.execute(sql`
    update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${leaseSeconds})
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now())
        and (kind in (${sqlList(kinds)}) or (kind not in (${sqlList(JOB_KINDS)})
          and run_at < now() - make_interval(secs => ${UNKNOWN_KIND_GRACE_SECONDS})))
      order by run_at, id
      limit 1
      for update skip locked
    )
    returning id, kind, payload, attempts`);
  return rowsOf<Job>(result)[0];
}

/** Still this attempt's job: not finished, and not claimed again by another worker since (its lease ran out). */
const claimed = (job: Job) => sql`id = ${job.id} and attempts = ${job.attempts} and done_at is null`;

/** Finishes the job; false when another worker has claimed it since (this one's lease ran out first). */
export async function completeJob(db: Database, job: Job): Promise<boolean> {
  const result = await db.execute(sql`
    update jobs set done_at = now(), locked_until = null where ${claimed(job)} returning id`);
  return rowsOf(result).length > 0;
}

const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error)).slice(0, 2000);

/** Leaves the job for a retry after its backoff, unless another worker has claimed it since. */
export async function failJob(db: Database, job: Job, error: unknown): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${errorText(error)},
      run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
    where ${claimed(job)}`);
}

/** Never tried again: kept with its reason (as a job out of attempts is) for a person to look at. */
async function giveUpJob(db: Database, job: Job, reason: string): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${reason.slice(0, 2000)},
      attempts = greatest(attempts, ${MAX_ATTEMPTS})
    where ${claimed(job)}`);
}

/** A claim given back untried (a worker stopping): the next worker takes it at once, the attempt not counted. */
export async function releaseJob(db: Database, job: Job): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = null, attempts = greatest(attempts - 1, 0) where ${claimed(job)}`);
}

/** A heartbeat: the job is still being worked on, so its lease runs `leaseSeconds` from now. */
async function extendLease(db: Database, job: Job, leaseSeconds: number): Promise<void> {
  await db.execute(sql`
    update jobs set locked_until = now() + make_interval(secs => ${leaseSeconds}) where ${claimed(job)}`);
}

/** Deletes finished jobs older than KEEP_DONE_DAYS and given-up ones older than KEEP_FAILED_DAYS; answers how many. */
export async function purgeJobs(db: Database): Promise<number> {
  const result = await db.execute(sql`
    delete from jobs
    where (done_at is not null and done_at < now() - make_interval(days => ${KEEP_DONE_DAYS}))
      or (done_at is null and attempts >= ${MAX_ATTEMPTS}
        and run_at < now() - make_interval(days => ${KEEP_FAILED_DAYS}))
    returning id`);
  return rowsOf(result).length;
}

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

export interface RunOptions {
  /** How long a claim holds before another worker may take the job; a running job extends it (a heartbeat). */
  leaseSeconds?: number;
  /** How many jobs run at once (each claims the next due job when it ends); 1: one after another, in order. */
  concurrency?: number;
  /** Asked before each claim: true once the worker is stopping, so it claims nothing more. */
  stopping?: () => boolean;
  /** The jobs claimed and not yet settled, kept up to date here, so a stopping worker knows what it holds. */
  held?: Set<Job>;
}

/**
 * Runs one claimed job: its payload parsed against its kind, then its handler, extending its lease every third of
 * it while the handler runs, so a job longer than its lease is never claimed again meanwhile (issue 40). Throws
 * what the handler threw.
 */
async function runJob(
  db: Database,
  job: Job,
  handlers: JobHandlers,
  log: JobLog | undefined,
  leaseSeconds: number,
): Promise<boolean> {
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
  const heartbeat = setInterval(
    () => {
      extendLease(db, job, leaseSeconds).catch((error: unknown) =>
        log?.warn({ err: error, job: job.id }, 'Job lease not extended'),
      );
    },
    (leaseSeconds * 1000) / 3,
  );
  heartbeat.unref();
  try {
    // The handler and the data were both picked by `job.kind`; TypeScript cannot follow that pairing.
    await (handler as (payload: unknown) => Promise<void>)(parsed.data);
  } finally {
    clearInterval(heartbeat);
  }
  if (!(await completeJob(db, job))) {
    log?.warn({ job: job.id, kind: job.kind }, 'Job finished after another worker had claimed it');
  }
  return true;
}

/** Runs due jobs until none is left, `concurrency` at a time; answers how many were done. */
export async function runDueJobs(
  db: Database,
  handlers: JobHandlers,
  log?: JobLog,
  { leaseSeconds = LEASE_SECONDS, concurrency = 1, stopping, held }: RunOptions = {},
): Promise<number> {
  let done = 0;
  const kinds = Object.keys(handlers);
  const lane = async () => {
    for (;;) {
      if (stopping?.()) return;
      const job = await claimJob(db, kinds, leaseSeconds);
      if (!job) return;
      held?.add(job);
      try {
        if (await runJob(db, job, handlers, log, leaseSeconds)) done += 1;
      } catch (error) {
        await failJob(db, job, error);
        const give = job.attempts >= MAX_ATTEMPTS;
        log?.[give ? 'error' : 'warn'](
          { err: error, job: job.id, kind: job.kind, attempts: job.attempts },
          give ? 'Job failed for the last time' : 'Job failed; retrying later',
        );
      } finally {
        held?.delete(job);
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, lane));
  return done;
}

/** Work that repeats (issue 40): a job of `kind` queued once per period of `everySeconds`, by whichever worker. */
export interface Schedule<Kind extends JobKind = JobKind> {
  name: string;
  everySeconds: number;
  kind: Kind;
  payload: JobPayload<Kind>;
}

/**
 * Queues the schedule's run of the period `now` falls in, once across every instance (its key names the period).
 * The missed-run rule: a run of an earlier period still waiting (every worker was down when it was due) is
 * superseded by this one, so after an outage of any length the schedule runs once, never once per missed period.
 * Answers whether this call queued the run.
 */
export async function enqueueScheduled(db: Database, schedule: Schedule, now = Date.now()): Promise<boolean> {
  const period = Math.floor(now / 1000 / schedule.everySeconds);
  const prefix = `schedule:${schedule.name}:`;
  const key = `${prefix}${period}`;
  await db.execute(sql`
    update jobs set done_at = now(), last_error = 'Superseded by a later period'
    where done_at is null and kind = ${schedule.kind} and key like ${`${prefix}%`} and key <> ${key}
      and (locked_until is null or locked_until < now())`);
  return enqueueJob(db, schedule.kind, schedule.payload, { key });
}

/** Jobs waiting to run now and how long the oldest has waited: the queue's health, for the dashboard. */
export async function jobQueueHealth(db: Database): Promise<{ waiting: number; oldestSeconds: number }> {
  const [row] = rowsOf<{ waiting: number; oldestSeconds: number }>(
    await db.execute(sql`
      select count(*)::int as waiting,
        coalesce(extract(epoch from now() - min(run_at)), 0)::int as "oldestSeconds"
      from jobs where done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}`),
  );
  return { waiting: Number(row?.waiting ?? 0), oldestSeconds: Number(row?.oldestSeconds ?? 0) };
}

/** The old jobs' purge, once an hour by one of the instances. */
export const PURGE_SCHEDULE: Schedule<'purge-jobs'> = {
  name: 'purge-jobs',
  everySeconds: PURGE_EVERY_MS / 1000,
  kind: 'purge-jobs',
  payload: {},
};

export interface WorkerOptions extends RunOptions {
  /** How often it polls, ms. */
  intervalMs?: number;
  /** What repeats; the purge always does. */
  schedules?: readonly Schedule[];
}

/** How many jobs a worker runs at once: mail and messages wait on the network, not on this process. */
export const WORKER_CONCURRENCY = 4;

/** How long a stopping worker waits for its jobs in flight before giving their claims back. */
export const STOP_WAIT_MS = 5000;

/**
 * Polls every `intervalMs` (and at once): queues each schedule's run when its period starts, then runs due jobs,
 * `concurrency` at a time. `stop` claims nothing more and waits for the jobs in flight, up to STOP_WAIT_MS; a job
 * still running then has its claim released, so another instance runs it at once instead of after its lease
 * (issue 44: a deploy's SIGTERM).
 */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  log: JobLog,
  { intervalMs = 2000, schedules = [], concurrency = WORKER_CONCURRENCY, leaseSeconds }: WorkerOptions = {},
): { stop(waitMs?: number): Promise<void> } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const held = new Set<Job>();
  const withPurge: JobHandlers = { 'purge-jobs': async () => void (await purgeJobs(db)), ...handlers };
  const everySchedule = [PURGE_SCHEDULE, ...schedules];
  // The period each schedule was last queued for by this worker: a new period is queued once, not every poll.
  const queuedFor = new Map<string, number>();
  const round = async () => {
    if (stopped) return;
    for (const schedule of everySchedule) {
      const period = Math.floor(Date.now() / 1000 / schedule.everySeconds);
      if (queuedFor.get(schedule.name) === period) continue;
      await enqueueScheduled(db, schedule);
      queuedFor.set(schedule.name, period);
    }
    await runDueJobs(db, withPurge, log, {
      concurrency,
      stopping: () => stopped,
      held,
      ...(leaseSeconds ? { leaseSeconds } : {}),
    });
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
      if (finished) return;
      for (const job of held) {
        await releaseJob(db, job);
        log.warn({ job: job.id, kind: job.kind }, 'Job still running at stop: its claim was released');
      }
    },
  };
}
