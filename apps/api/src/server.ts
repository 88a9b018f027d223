// The process: read the environment, open and migrate the database, seed the demo shop, serve, and close
// cleanly on SIGINT/SIGTERM with close-with-grace (in-flight requests finish, the database is closed).
import { Server as NetServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import closeWithGrace from 'close-with-grace';
import { randomBytes } from 'node:crypto';
import { API_PREFIX, buildApp } from './app';
import { closePasswordPool } from './auth/passwords';
import { databaseSecrets, folderSecrets, loadJwtSecret } from './auth/secret';
import { loadConfig } from './config';
import { openDatabase, sharedApi } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './seed/seed';
import { createLogger } from './logger';
import { folderMailer, smtpMailer } from './mail/mailer';
import { paystackClient } from './payments/paystack';
import type { CardPayments } from './payments/paystack';
import { TEST_GATEWAY_PATH } from './payments/test-gateway';
import { mediaStoreFor } from './media/store';
import { messageProvidersFor } from './messages/providers';

const config = loadConfig();
const log = createLogger(config.logLevel);
for (const warning of config.startWarnings) log.warn(warning);

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'db'),
  // A lost connection is logged and the pool opens a new one; requests meanwhile get a 503.
  log,
}).catch((error: unknown) => {
  // Another process has the embedded database open: its message names the folder and that process.
  if (!(error instanceof DataDirLockedError)) throw error;
  log.fatal(error.message);
  process.exit(1);
});
log.info(
  database.kind === 'pglite'
    ? `Database: embedded PGlite in ${join(config.dataDir, 'db')}`
    : 'Database: PostgreSQL server from DATABASE_URL',
);
await migrateDatabase(database);
const seeded = await seedDatabase(sharedApi(database));
log.info({ seeded }, 'Database migrated and seeded');

// Keys made once when the environment gives none: in the database every instance shares, or (embedded database)
// in DATA_DIR, where npm run owner:create reads the owner's token (decision 028).
const secrets =
  database.kind === 'postgres' ? databaseSecrets(sharedApi(database)) : folderSecrets(config.dataDir);
const jwtSecret = await loadJwtSecret(config.jwtSecret, secrets);
// The owner's token for POST /api/v1/admin/owner.
const adminToken = await secrets.get('admin-token');
const mailDir = join(config.dataDir, 'mail');
const mailer = config.smtpUrl ? smtpMailer(config.smtpUrl) : folderMailer(mailDir, log);
log.info(config.smtpUrl ? 'Mail: SMTP from SMTP_URL' : `Mail: written to ${mailDir}`);
// Throttling counts in Redis are shared by every instance; the limiter answers from memory if Redis is down.
// Imported only then: some 25 MB and a fifth of a second of every start without it (issue 31).
const redis = config.redisUrl
  ? new (await import('ioredis')).Redis(config.redisUrl, { enableOfflineQueue: false })
  : undefined;
redis?.on('error', (error) => log.warn({ err: error }, 'Redis error'));

// Cards: Paystack with its key, or (no key) the built-in test gateway on this server with a key made for this
// run. The same client, webhook and jobs serve both (decision 015).
const publicUrl = config.appUrl ?? `http://localhost:${config.port}`;
const testMode = !config.paystackSecretKey;
const paystackKey = config.paystackSecretKey ?? `sk_test_oko_${randomBytes(24).toString('hex')}`;
const cardPayments: CardPayments = {
  client: paystackClient({
    baseUrl: testMode
      ? `http://127.0.0.1:${config.port}${API_PREFIX}${TEST_GATEWAY_PATH}`
      : config.paystackBaseUrl,
    secretKey: paystackKey,
  }),
  secretKey: paystackKey,
  testMode,
  paymentMinutes: config.cardPaymentMinutes,
  transferMinutes: config.transferAccountMinutes,
  publicUrl,
};

const media = mediaStoreFor(config);
log.info(`Pictures: ${media.where}`);

const messages = messageProvidersFor({ dataDir: config.dataDir, ...config.messages });
log.info(`Messages: ${messages.where}`);

// Set on SIGTERM: readiness answers 503 and every answer closes its connection (issue 44).
let stopping = false;
const app = buildApp({
  stopping: () => stopping,
  db: sharedApi(database),
  webDistDir: config.webDistDir,
  loggerInstance: log,
  auth: { jwtSecret, mailer, redis, throttleKeyPrefix: config.throttleKeyPrefix },
  trustProxy: config.trustProxy,
  adminToken,
  orders: { publicUrl: config.appUrl, cardPayments },
  testGateway: testMode ? { secretKey: paystackKey } : undefined,
  appUrl: config.appUrl,
  media,
  mediaPublicUrl: config.mediaPublicUrl,
  messages,
  // Mail and payment jobs, run after commit by whichever instance claims them (decisions 014 and 027).
  jobPollMs: 2000,
  jobConcurrency: config.jobConcurrency,
});

/** How long a stop waits for the connections accepted before it to finish their requests. */
const DRAIN_MS = 10_000;

/** After this long, a connection with no request in it (a browser's kept-alive one) is closed. */
const IDLE_GRACE_MS = 1000;

/**
 * Stops taking connections (a proxy's next connect is refused, so it tries the other instance, a POST too: it was
 * never sent) and waits, up to DRAIN_MS, for the connections already accepted to finish their requests. Idle ones
 * are left IDLE_GRACE_MS first, not cut at once as Node's own close would, while a request may be on its way in.
 */
async function drain() {
  NetServer.prototype.close.call(app.server);
  const started = Date.now();
  const open = () =>
    new Promise<number>((resolve) => app.server.getConnections((_error, count) => resolve(count)));
  while (Date.now() - started < DRAIN_MS && (await open()) > 0) {
    if (Date.now() - started >= IDLE_GRACE_MS) app.server.closeIdleConnections();
    await sleep(50);
  }
}

// SIGINT/SIGTERM (and an error nobody caught): stop taking connections, let the requests in flight finish (up to
// DRAIN_MS), stop the job worker (the app's onClose: no more claims, the job in flight finished or its claim
// released), close the database (and its lock) and the password pool. A second signal, or 20 s, exits at once.
closeWithGrace({ delay: 20_000, logger: log }, async ({ signal, err }) => {
  if (err) log.error({ err }, 'Uncaught error: closing');
  else log.info(`${signal ?? 'Exit'}: closing`);
  stopping = true;
  await drain();
  await app.close();
  await database.close();
  await closePasswordPool();
  redis?.disconnect();
});

try {
  await app.listen({ port: config.port, host: config.host });
} catch (error) {
  log.fatal({ err: error }, 'Could not start the server');
  await database.close();
  process.exit(1);
}
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
console.log(`Oko Farm is ready at http://localhost:${port}`);
