// Jobs claimed in the database (decision 014): queued inside the transaction of the change that causes them, so
// a rolled-back order queues nothing and a committed one never loses its mail; run after commit by whichever
// API instance claims them first. `FOR UPDATE SKIP LOCKED` lets many workers poll one table without waiting on
// or taking each other's rows; the same SQL runs on PGlite and PostgreSQL.
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { jobs } from '../db/schema';

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

/** Seconds to wait before attempt `attempts + 1`: 30 s, 1, 2, 4 … minutes, at most an hour. */
export const backoffSeconds = (attempts: number) => Math.min(30 * 2 ** (attempts - 1), 3600);

export async function enqueueJob(db: Database, kind: string, payload: unknown, runAt?: Date): Promise<void> {
  await db.insert(jobs).values({ kind, payload, ...(runAt ? { runAt } : {}) });
}

/** Takes the oldest due job for this worker (or none), and counts the attempt. */
export async function claimJob(db: Database, kinds: readonly string[]): Promise<Job | undefined> {
  if (kinds.length === 0) return undefined;
  const kindList = sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update jobs set attempts = attempts + 1, locked_until = now() + make_interval(secs => ${LEASE_SECONDS})
    where id = (
      select id from jobs
      where done_at is null and run_at <= now() and attempts < ${MAX_ATTEMPTS}
        and (locked_until is null or locked_until < now()) and kind in (${kindList})
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

export async function failJob(db: Database, job: Job, error: unknown): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  await db.execute(sql`
    update jobs set locked_until = null, last_error = ${message.slice(0, 2000)},
      run_at = now() + make_interval(secs => ${backoffSeconds(job.attempts)})
    where id = ${job.id}`);
}

export type JobHandlers = Record<string, (payload: unknown) => Promise<void>>;

export interface JobLog {
  warn(object: object, message: string): void;
  error(object: object, message: string): void;
}

/** Runs due jobs one after another until none is left; answers how many were done. */
export async function runDueJobs(db: Database, handlers: JobHandlers, log?: JobLog): Promise<number> {
  let done = 0;
  for (;;) {
    const job = await claimJob(db, Object.keys(handlers));
    if (!job) return done;
    try {
      await handlers[job.kind]!(job.payload);
      await completeJob(db, job.id);
      done += 1;
    } catch (error) {
      await failJob(db, job, error);
      const give = job.attempts >= MAX_ATTEMPTS;
      log?.[give ? 'error' : 'warn'](
        { err: error, job: job.id, kind: job.kind, attempts: job.attempts },
        give ? 'Job failed for the last time' : 'Job failed; retrying later',
      );
    }
  }
}

/** Polls every `intervalMs` (and at once); `stop` waits for the round in flight. */
export function startJobWorker(
  db: Database,
  handlers: JobHandlers,
  log: JobLog,
  intervalMs = 2000,
): { stop(): Promise<void>; poke(): void } {
  let running: Promise<unknown> = Promise.resolve();
  let stopped = false;
  const round = () => {
    running = running
      .then(() => (stopped ? 0 : runDueJobs(db, handlers, log)))
      .catch((error: unknown) => log.error({ err: error }, 'Job worker round failed'));
  };
  const timer = setInterval(round, intervalMs);
  timer.unref();
  round();
  return {
    poke: round,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
