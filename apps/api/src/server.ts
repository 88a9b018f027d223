// The process: read the environment, open and migrate the database, seed the demo shop, serve, and close
// cleanly on SIGINT/SIGTERM (in-flight requests finish, the database is closed).
import { join } from 'node:path';
import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase, sharedApi } from './db/client';
import { migrateDatabase } from './db/migrate';
import { seedDatabase } from './db/seed';

const config = loadConfig();
const log = pino({ level: config.logLevel });

const database = await openDatabase({
  databaseUrl: config.databaseUrl,
  dataDir: join(config.dataDir, 'db'),
});
log.info(
  database.kind === 'pglite'
    ? `Database: embedded PGlite in ${join(config.dataDir, 'db')}`
    : 'Database: PostgreSQL server from DATABASE_URL',
);
await migrateDatabase(database);
const seeded = await seedDatabase(sharedApi(database));
log.info({ seeded }, 'Database migrated and seeded');

const app = buildApp({ db: sharedApi(database), webDistDir: config.webDistDir, loggerInstance: log });

let closing = false;
async function shutdown(signal: NodeJS.Signals) {
  if (closing) {
    log.warn(`${signal} again: exiting now`);
    process.exit(1);
  }
  closing = true;
  log.info(`${signal}: closing`);
  try {
    await app.close();
    await database.close();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'Unclean shutdown');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

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
