// `npm run bench`: seeds a 10,000-product catalog into a temporary database, starts the server process on it
// and measures the catalog and search calls with autocannon, in a process of its own, next to a bare route of
// the same server. Twice: on embedded PGlite (a temporary DATA_DIR) and on the PostgreSQL server of
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432; a fresh database, created and dropped here).
// Not part of CI: figures depend on the machine. Results: docs/benchmarks.md.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LENGTH } from '@oko/shared/constants';
import pg from 'pg';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { seedBenchCatalog } from './seed';

const CONNECTIONS = 10;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
const WARMUP_S = 1;
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));

/** The longest keyword the API takes (issue 11): many words, some misspelt, so every search path works. */
const LONGEST_KEYWORD =
  'yam plantian garri tomatoe pepper beans rice onoin palm oil honey cassava egusi ginger '
    .repeat(2)
    .slice(0, MAX_LENGTH.searchKeyword)
    .trim();

interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
}

interface Result {
  call: Call;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
  /** The 1-minute load average right after the measurement. */
  load?: string;
}

function calls(productId: number): Call[] {
  return [
    // server.ts's BARE_ROUTE, spelt out: importing server.ts would start a server.
    { name: 'bare route', path: '/api/v1/bench/bare' },
    { name: 'GET /products', path: '/api/v1/products' },
    {
      name: 'GET /products?category&sort=price_asc',
      path: '/api/v1/products?category=fruits&sort=price_asc',
    },
    { name: 'GET /products?sort=price_asc', path: '/api/v1/products?sort=price_asc' },
    { name: 'GET /products/{id}', path: `/api/v1/products/${productId}` },
    { name: 'GET /products/categories', path: '/api/v1/products/categories' },
    {
      name: 'POST /products/search "yam"',
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: 'yam' },
    },
    {
      name: 'POST /products/search "plantian" (typo)',
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: 'plantian' },
    },
    {
      name: `POST /products/search at the maximum (${MAX_LENGTH.searchKeyword} characters)`,
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: LONGEST_KEYWORD },
    },
  ];
}

function autocannon(port: number, call: Call, seconds: number): Promise<Result> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  args.push('-H', 'accept=application/json');
  if (call.method === 'POST') {
    args.push('-m', 'POST', '-H', 'content-type=application/json', '-b', JSON.stringify(call.body));
  }
  args.push(`http://127.0.0.1:${port}${call.path}`);
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`autocannon exited with ${code}`));
      const report = JSON.parse(out) as {
        requests: { average: number };
        latency: { p50: number; p99: number };
        errors: number;
        non2xx: number;
      };
      resolve({
        call,
        rps: report.requests.average,
        p50: report.latency.p50,
        p99: report.latency.p99,
        errors: report.errors,
        non2xx: report.non2xx,
      });
    });
  });
}

function startServer(env: NodeJS.ProcessEnv): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', serverEntry], {
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /BENCH_READY (\d+)/.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

async function stopServer(child: ChildProcess) {
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The machine's 1-minute load average: figures taken while other work runs are not comparable. */
const load = () => loadavg()[0]?.toFixed(1) ?? '?';

async function measure(label: string, env: NodeJS.ProcessEnv): Promise<Result[]> {
  const { child, port } = await startServer(env);
  console.log(`  ${label}: load average before measuring ${load()}`);
  try {
    const productId = 5000;
    const results: Result[] = [];
    for (const call of calls(productId)) {
      await autocannon(port, call, WARMUP_S);
      const result = await autocannon(port, call, DURATION_S);
      results.push(result);
      result.load = load();
      console.log(
        `  ${label}: ${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms`,
      );
    }
    return results;
  } finally {
    await stopServer(child);
  }
}

function table(label: string, results: Result[]) {
  const bare = results.find((result) => result.call.name === 'bare route');
  const lines = [
    `\n${label} — ${CONNECTIONS} connections, ${DURATION_S} s each`,
    '| Call | req/s | p50 ms | p99 ms | req/s vs bare | p99 vs bare | errors | load avg |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const r of results) {
    const ratio = bare ? (r.rps / bare.rps).toFixed(2) : '–';
    const p99Ratio = bare ? (r.p99 / Math.max(bare.p99, 1)).toFixed(1) : '–';
    lines.push(
      `| ${r.call.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${ratio} | ${p99Ratio}× | ${r.errors + r.non2xx} | ${r.load ?? ''} |`,
    );
  }
  console.log(lines.join('\n'));
}

async function prepare(options: { dataDir?: string; databaseUrl?: string }) {
  const started = Date.now();
  const handle = await openDatabase({
    ...options,
    dataDir: options.dataDir && join(options.dataDir, 'db'),
    // Seeding 10,000 products takes longer than a request's statement time limit.
    statementTimeoutMs: 0,
  });
  try {
    await migrateDatabase(handle);
    const count = await seedBenchCatalog(sharedApi(handle));
    console.log(`  seeded ${count} products in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await handle.close();
  }
}

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const report: [string, Result[]][] = [];

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'oko-bench-'));
  try {
    console.log('PGlite (embedded), temporary DATA_DIR', dataDir);
    await prepare({ dataDir });
    report.push(['PGlite', await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' })]);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (only !== 'pglite') {
  const name = `oko_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'oko-bench-'));
  try {
    console.log(`PostgreSQL server, temporary database ${name}`);
    await prepare({ databaseUrl: url.toString() });
    report.push([
      'PostgreSQL',
      await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir }),
    ]);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const [label, results] of report) table(label, results);
