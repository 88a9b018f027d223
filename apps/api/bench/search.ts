// `npm run bench:search`: the search with 1,000 local names in the table against the same search without them
// (issue 42: "the 10,000-product benchmark's search p99 stays within 10 % of today's with 1,000 terms"). The
// 10,000-product catalog and its 1,000 names (seed.ts) are seeded once per database; then the server is started
// four times, with the names, without, without, with (so a load that rises or falls through the run weighs on
// both alike), and each time every search call is measured at 10 connections beside the bare route, the load
// average after each. "Without" empties the table: the search's join then finds nothing, which is what it cost
// before local names. PostgreSQL (BENCH_DATABASE_URL, a temporary database) and PGlite (a temporary DATA_DIR);
// BENCH_ONLY=postgres|pglite runs one. Not part of CI: figures depend on the machine. Results: docs/benchmarks.md.
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import {
  type Call,
  CONNECTIONS,
  DURATION_S,
  LONGEST_KEYWORD,
  type Result,
  load,
  measureCall,
  startServer,
  stopServer,
  withDataDir,
  withTemporaryDatabase,
} from './measure';
import { seedBenchCatalog } from './seed';

const BARE = 'bare route';
const search = (name: string, keyword: string): Call => ({
  name: `POST /products/search ${name}`,
  path: '/api/v1/products/search',
  method: 'POST',
  body: { keyword },
  ceiling: BARE,
});

/** Today's search calls (as `npm run bench` measures them), then searches by local names. */
const CALLS: Call[] = [
  { name: BARE, path: '/api/v1/bench/bare', ceiling: BARE },
  search('"yam"', 'yam'),
  search('"plantian" (typo)', 'plantian'),
  search('at the maximum (100 characters)', LONGEST_KEYWORD),
  search('"ugwu" (a same name)', 'ugwu'),
  search('"pepper" (a broader name)', 'pepper'),
  search('"ata rodo" (a name of two words)', 'ata rodo'),
  // One of the 1,000 (seed.ts: "oruko " and the number's digits as letters), naming a generated product.
  search('"oruko bcd" (one of the 1,000)', 'oruko bcd'),
];

/** With the names, without, without, with. */
const ROUNDS = [true, false, false, true] as const;

type Phase = { withTerms: boolean; results: Result[]; terms: number };

/** Sets the table to its 1,000 names or none (kept aside in `bench_saved_terms`), and its statistics. */
async function setTerms(options: Options, withTerms: boolean): Promise<number> {
  const handle = await openDatabase({ ...options, statementTimeoutMs: 0 });
  try {
    const db = sharedApi(handle);
    await db.execute(sql`create table if not exists bench_saved_terms as table search_terms with no data`);
    if ((await db.$count(sql`bench_saved_terms`)) === 0) {
      await db.execute(sql`insert into bench_saved_terms select * from search_terms`);
    }
    await db.execute(sql`delete from search_terms`);
    if (withTerms) {
      await db.execute(sql`
        insert into search_terms (term, language, kind, product_id, category_id, source_url, created_at)
        select term, language, kind, product_id, category_id, source_url, created_at from bench_saved_terms`);
    }
    await db.execute(sql`vacuum analyze search_terms`);
    return await db.$count(sql`search_terms`);
  } finally {
    await handle.close();
  }
}

type Options = { dataDir?: string; databaseUrl?: string };

async function seed(options: Options): Promise<void> {
  const started = Date.now();
  // Seeding 10,000 products takes longer than a request's statement time limit.
  const handle = await openDatabase({ ...options, statementTimeoutMs: 0 });
  try {
    await migrateDatabase(handle);
    const count = await seedBenchCatalog(sharedApi(handle));
    console.log(`  seeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

async function phases(label: string, options: Options, env: NodeJS.ProcessEnv): Promise<Phase[]> {
  const done: Phase[] = [];
  for (const withTerms of ROUNDS) {
    const terms = await setTerms(options, withTerms);
    const { child, port } = await startServer(env);
    try {
      const results: Result[] = [];
      for (const call of CALLS) {
        const result = await measureCall(port, child.pid!, call);
        results.push(result);
        console.log(
          `  ${label}, ${terms} names: ${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.cpuMs?.toFixed(2)} ms CPU, errors ${result.errors}, load ${result.load}`,
        );
      }
      done.push({ withTerms, results, terms });
    } finally {
      await stopServer(child);
    }
  }
  return done;
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length;

function table(label: string, done: Phase[]) {
  const withTerms = done.filter((phase) => phase.withTerms);
  const without = done.filter((phase) => !phase.withTerms);
  const lines = [
    `\n${label} — ${CONNECTIONS} connections, ${DURATION_S} s each; rounds: ${done.map((phase) => `${phase.terms} names`).join(', ')}`,
    '| Call | p99 ms with 1,000 names (runs 1, 4) | p99 ms without (runs 2, 3) | p99 with / without | CPU ms/req with / without | req/s with vs bare route | errors | load avg (runs 1–4) |',
    '|---|---:|---:|---:|---:|---:|---:|---|',
  ];
  for (const [index, call] of CALLS.entries()) {
    const a = withTerms.map((phase) => phase.results[index]!);
    const b = without.map((phase) => phase.results[index]!);
    const bare = withTerms.map((phase) => phase.results[0]!);
    const p99Ratio = mean(a.map((r) => r.p99)) / mean(b.map((r) => r.p99));
    const cpuRatio = mean(a.map((r) => r.cpuMs ?? 0)) / mean(b.map((r) => r.cpuMs ?? 0));
    const vsBare = mean(a.map((r) => r.rps)) / mean(bare.map((r) => r.rps));
    const loads = done.map((phase) => phase.results[index]!.load).join(', ');
    const errors = [...a, ...b].reduce((sum, r) => sum + r.errors, 0);
    lines.push(
      `| ${call.name} | ${a.map((r) => r.p99).join(', ')} | ${b.map((r) => r.p99).join(', ')} | ${p99Ratio.toFixed(2)} | ${a.map((r) => r.cpuMs?.toFixed(2)).join(', ')} / ${b.map((r) => r.cpuMs?.toFixed(2)).join(', ')} (${cpuRatio.toFixed(2)}) | ${vsBare.toFixed(3)} | ${errors} | ${loads} |`,
    );
  }
  console.log(lines.join('\n'));
}

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const report: [string, Phase[]][] = [];
console.log(`load average at the start: ${load()}`);

if (only !== 'pglite') {
  await withTemporaryDatabase(async (databaseUrl, dataDir) => {
    await seed({ databaseUrl });
    report.push([
      'PostgreSQL',
      await phases('PostgreSQL', { databaseUrl }, { DATABASE_URL: databaseUrl, DATA_DIR: dataDir }),
    ]);
  });
}

if (only !== 'postgres') {
  await withDataDir(async (dataDir) => {
    console.log('PGlite (embedded), temporary DATA_DIR', dataDir);
    const options = { dataDir: join(dataDir, 'db') };
    await seed(options);
    report.push(['PGlite', await phases('PGlite', options, { DATA_DIR: dataDir, DATABASE_URL: '' })]);
  });
}

for (const [label, done] of report) table(label, done);
