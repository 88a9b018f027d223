// The app's job worker: `app.jobs.runDue()` runs every due job this app has a handler for, one after another in
// order (the tests call it after each request, as a worker's next round would), and with `pollMs` (the server) a
// worker polls the jobs table, runs `concurrency` jobs at a time (JOB_CONCURRENCY; default WORKER_CONCURRENCY) and
// the schedules, and stops, finishing its round, when the app closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { JobHandlers } from './kinds';
import { type Schedule, runDueJobs, startJobWorker } from './queue';

declare module 'fastify' {
  interface FastifyInstance {
    jobs: {
      /** Runs the due jobs until none is left; answers how many were done. */
      runDue(): Promise<number>;
    };
  }
}

export interface JobsOptions {
  /** The handlers, made once the app's other decorations (the mailer) exist. */
  handlers: (app: FastifyInstance) => JobHandlers;
  /** Poll the jobs table this often (ms); unset: no worker runs by itself (tests call `runDue`). */
  pollMs?: number;
  /** How many jobs the worker runs at once; default WORKER_CONCURRENCY. */
  concurrency?: number;
  /** What repeats (besides the purge): queued once per period across every instance. */
  schedules?: readonly Schedule[];
}

export default fp<JobsOptions>(
  async (app, options) => {
    const handlers = options.handlers(app);
    app.decorate('jobs', { runDue: () => runDueJobs(app.db, handlers, app.log) });
    if (options.pollMs === undefined) return;
    const worker = startJobWorker(app.db, handlers, app.log, {
      intervalMs: options.pollMs,
      schedules: options.schedules ?? [],
      ...(options.concurrency ? { concurrency: options.concurrency } : {}),
    });
    app.addHook('onClose', () => worker.stop());
  },
  { name: 'jobs', dependencies: ['auth'] },
);
