// `npx tsx apps/api/bench/prepare.ts <database>`: creates (or recreates) a database on the PostgreSQL server of
// BENCH_DATABASE_URL and seeds the benchmark's 10,000-product catalog into it, then leaves it there, for
// EXPLAIN (ANALYZE, BUFFERS) and for measuring single calls by hand (docs/benchmarks.md).
import postgres from 'postgres';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedBenchCatalog } from './seed';

const name = process.argv[2];
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: tsx apps/api/bench/prepare.ts <database name: lowercase letters, digits, _>');
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
await admin.unsafe(`drop database if exists "${name}" with (force)`);
await admin.unsafe(`create database "${name}"`);
await admin.end({ timeout: 5 });

const url = new URL(serverUrl);
url.pathname = `/${name}`;
const started = Date.now();
const handle = await openDatabase({ databaseUrl: url.toString() });
try {
  await migrateDatabase(handle);
  const count = await seedBenchCatalog(sharedApi(handle));
  console.log(`${url.toString()}: ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
