// `npx tsx apps/api/bench/prepare.ts <database>`: creates (or recreates) a database on the PostgreSQL server of
// BENCH_DATABASE_URL and seeds the benchmark's 10,000-product catalog into it, then leaves it there, for
// EXPLAIN (ANALYZE, BUFFERS) and for measuring single calls by hand (docs/benchmarks.md).
import pg from 'pg';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedBenchCatalog } from './seed';

const name = process.argv[2];
if (!name || !/^[a-z_][a-z0-9_]*$/.test(name)) {
  console.error('usage: tsx apps/api/bench/prepare.ts <database name: lowercase letters, digits, _>');
  process.exit(2);
}
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const admin = new pg.Client(serverUrl);
await admin.connect();
await admin.query(`drop database if exists "${name}" with (force)`);
await admin.query(`create database "${name}"`);
await admin.end();

const url = new URL(serverUrl);
url.pathname = `/${name}`;
const started = Date.now();
// Seeding 10,000 products takes longer than a request's statement time limit.
const handle = await openDatabase({ databaseUrl: url.toString(), statementTimeoutMs: 0 });
try {
  await migrateDatabase(handle);
  const count = await seedBenchCatalog(sharedApi(handle));
  console.log(`${url.toString()}: ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} finally {
  await handle.close();
}
