// The benchmark's server process: the shop's app exactly as src/server.ts builds it (same database driver,
// migrations, plugins, routes), plus one bare route that answers a constant, so each measured call can be
// compared with what Fastify and the shared plugins cost on their own, in the same process and run.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { join } from 'node:path';

const BARE_ROUTE = '/api/v1/bench/bare';

const config = loadConfig();
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: join(config.dataDir, 'db') });
await migrateDatabase(database);
const app = buildApp({ db: sharedApi(database), webDistDir: config.webDistDir, logger: false });
app.get(BARE_ROUTE, async () => ({ data: 'ok' }));

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
