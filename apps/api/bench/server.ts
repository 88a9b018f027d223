// The benchmark's server process: the shop's app exactly as src/server.ts builds it (same database driver,
// migrations, plugins, routes), plus one bare route that answers a constant, so each measured call can be
// compared with what Fastify and the shared plugins cost on their own, in the same process and run. For the order
// phase (BENCH_JOBS=1) it also runs the job worker as the server does (JOB_CONCURRENCY), writing mail to
// DATA_DIR/mail as a shop without SMTP_URL does, signs tokens with JWT_SECRET, and answers how long the order mail
// of the orders since a moment waited (`/api/v1/bench/mail-lag`).
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, sharedApi } from '../src/db/client';
import { rowsOf } from '../src/db/rows';
import { migrateDatabase } from '../src/db/migrate';
import { folderMailer } from '../src/mail/mailer';

const BARE_ROUTE = '/api/v1/bench/bare';
const MAIL_LAG_ROUTE = '/api/v1/bench/mail-lag';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await migrateDatabase(database);
const db = sharedApi(database);
const jobs = process.env.BENCH_JOBS === '1';
const app = buildApp({
  db,
  webDistDir: config.webDistDir,
  logger: false,
  auth: {
    ...(config.jwtSecret ? { jwtSecret: new TextEncoder().encode(config.jwtSecret) } : {}),
    ...(jobs ? { mailer: folderMailer(join(config.dataDir, 'mail'), { info: () => {} }) } : {}),
  },
  ...(jobs ? { jobPollMs: 2000, jobConcurrency: config.jobConcurrency } : {}),
  // The order phase's shoppers each come from an address of their own (X-Forwarded-For), as shoppers do: from
  // one address, orders with a code in flight during a stall met the code throttle's 30 per address (429).
  ...(jobs ? { trustProxy: true } : {}),
});
app.get(BARE_ROUTE, async () => ({ data: 'ok' }));
/** The order mail queued since `since`: how many, how many written, and how long after its order each was. */
app.get(MAIL_LAG_ROUTE, async (request) => {
  const { since } = request.query as { since: string };
  const lag = sql`extract(epoch from done_at - run_at)`;
  const [row] = rowsOf<Record<string, number | string | null>>(
    await db.execute(sql`
      select count(*)::int as queued, count(done_at)::int as written,
        percentile_cont(0.5) within group (order by ${lag}) as p50,
        percentile_cont(0.99) within group (order by ${lag}) as p99, max(${lag}) as most
      from jobs where kind = 'order-mail' and run_at >= ${since}::timestamptz`),
  );
  return { data: row };
});

const close = async () => {
  await app.close();
  await database.close();
  process.exit(0);
};
process.on('SIGTERM', close);
process.on('SIGINT', close);

await app.listen({ port: config.port, host: '127.0.0.1' });
const address = app.server.address();
console.log(`BENCH_READY ${typeof address === 'object' && address ? address.port : config.port}`);
