// `npm run bench`: seeds a 10,000-product catalog into a temporary database, starts the server process on it
// and measures the catalog and search calls and the rendered pages with autocannon, in a process of its own, each
// against a ceiling of the same server in the same run: the API's calls against a bare route, the pages against a
// static file, deep catalog pages against page 2. Twice: on embedded PGlite (a temporary DATA_DIR) and on the
// PostgreSQL server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432; a fresh database, created
// and dropped here). On PGlite it then restarts the shop as `npm start` does on the seeded folder: how long until
// it answers, and the memory of the whole process tree under load and after.
// Not part of CI: figures depend on the machine. Results: docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_LENGTH } from '@oko/shared/constants';
import pg from 'pg';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { readPublicVersion } from '../src/plugins/page-cache';
import {
  type Call,
  CONNECTIONS,
  DURATION_S,
  LONGEST_KEYWORD,
  type Result,
  autocannon,
  cpuSeconds,
  load,
  measureCall,
  root,
  serverUrl,
  startProcess,
  startServer,
  stopServer,
} from './measure';
import { seedBenchCatalog } from './seed';

const PRODUCT_ID = 5000;
/** 10,000 products at 12 a page: 834 pages. */
const PAST_THE_END = 1000;

const BARE = 'bare route';
const STATIC_FILE = 'static file';
const PAGE_2 = 'GET /products?page=2';
const PRODUCT_PAGE = 'page /products/{id}';
const html = { accept: 'text/html' };
/** A product's link as shared in a group chat: tracking parameters, a new click id on every request (issue 45). */
const TAGGED_LINKS: Call = {
  name: 'page /products/{id}?utm_…&fbclid=(new each time)',
  path: `/products/${PRODUCT_ID}?utm_source=whatsapp&utm_medium=social&utm_campaign=harvest&fbclid=[<id>]`,
  headers: html,
  distinct: true,
  ceiling: PRODUCT_PAGE,
  floor: 0.8,
};

function calls(etag: string): Call[] {
  return [
    // server.ts's BARE_ROUTE, spelt out: importing server.ts would start a server.
    { name: BARE, path: '/api/v1/bench/bare', ceiling: BARE },
    { name: 'GET /products', path: '/api/v1/products', ceiling: BARE },
    {
      name: 'GET /products?category&sort=price_asc',
      path: '/api/v1/products?category=fruits&sort=price_asc',
      ceiling: BARE,
    },
    { name: 'GET /products?sort=price_asc', path: '/api/v1/products?sort=price_asc', ceiling: BARE },
    { name: PAGE_2, path: '/api/v1/products?page=2', ceiling: BARE },
    { name: 'GET /products?page=200', path: '/api/v1/products?page=200', ceiling: PAGE_2, floor: 0.5 },
    {
      name: `GET /products?page=${PAST_THE_END} (past the end)`,
      path: `/api/v1/products?page=${PAST_THE_END}`,
      ceiling: PAGE_2,
      floor: 0.5,
    },
    { name: 'GET /products/{id}', path: `/api/v1/products/${PRODUCT_ID}`, ceiling: BARE },
    { name: 'GET /products/categories', path: '/api/v1/products/categories', ceiling: BARE },
    {
      name: 'POST /products/search "yam"',
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: 'yam' },
      ceiling: BARE,
    },
    {
      name: 'POST /products/search "plantian" (typo)',
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: 'plantian' },
      ceiling: BARE,
    },
    {
      name: `POST /products/search at the maximum (${MAX_LENGTH.searchKeyword} characters)`,
      path: '/api/v1/products/search',
      method: 'POST',
      body: { keyword: LONGEST_KEYWORD },
      ceiling: BARE,
    },
    // The rendered pages, a guest's, against a file the same server sends (decision 016, issue 31).
    { name: STATIC_FILE, path: '/favicon.svg', ceiling: STATIC_FILE },
    { name: 'page /', path: '/', headers: html, ceiling: STATIC_FILE, floor: 0.25 },
    {
      name: 'page /categories/fruits',
      path: '/categories/fruits',
      headers: html,
      ceiling: STATIC_FILE,
      floor: 0.25,
    },
    {
      name: PRODUCT_PAGE,
      path: `/products/${PRODUCT_ID}`,
      headers: html,
      ceiling: STATIC_FILE,
      floor: 0.25,
    },
    // Kept with its compressed forms (issue 45): br costs no more than 1.2× the uncompressed page's CPU.
    {
      name: 'page /products/{id}, Accept-Encoding: br',
      path: `/products/${PRODUCT_ID}`,
      headers: { ...html, 'accept-encoding': 'br' },
      ceiling: PRODUCT_PAGE,
      floor: 0.83,
    },
    TAGGED_LINKS,
    {
      name: 'page /products/{id}, If-None-Match (304)',
      path: `/products/${PRODUCT_ID}`,
      headers: { ...html, 'if-none-match': etag },
      status: 304,
      ceiling: STATIC_FILE,
      floor: 0.5,
    },
    { name: 'page /products?page=200', path: '/products?page=200', headers: html, ceiling: STATIC_FILE },
  ];
}

/** Resident memory of a process and all its descendants, in MB, read from /proc. */
function treeRssMb(pid: number): number {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The parent's pid is the second field after the command, which is in parentheses.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
    } catch {
      // Gone meanwhile.
    }
  }
  let kb = 0;
  const visit = (id: number) => {
    try {
      const status = readFileSync(`/proc/${id}/status`, 'utf8');
      kb += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      return;
    }
    for (const child of children.get(id) ?? []) visit(child);
  };
  visit(pid);
  return Math.round(kb / 1024);
}

/** The highest tree RSS seen while `work` runs, sampled every 200 ms. */
async function peakRssDuring<T>(pid: number, work: () => Promise<T>): Promise<[T, number]> {
  let peak = treeRssMb(pid);
  const timer = setInterval(() => (peak = Math.max(peak, treeRssMb(pid))), 200);
  try {
    return [await work(), Math.max(peak, treeRssMb(pid))];
  } finally {
    clearInterval(timer);
  }
}

async function etagOf(port: number, path: string): Promise<string> {
  const answer = await fetch(`http://127.0.0.1:${port}${path}`, { headers: html });
  const etag = answer.headers.get('etag');
  if (answer.status !== 200 || !etag) throw new Error(`${path}: ${answer.status}, no ETag`);
  return etag;
}

interface Measured {
  results: Result[];
  /** One read of the public version, µs, in the bench's process (no load on the server). */
  versionReadMicros?: number;
  /** The server process's resident memory at its highest during the calls, MB. */
  peakRssMb: number;
}

async function measure(label: string, env: NodeJS.ProcessEnv): Promise<Measured> {
  const { child, port } = await startServer(env);
  console.log(`  ${label}: load average before measuring ${load()}`);
  try {
    const etag = await etagOf(port, `/products/${PRODUCT_ID}`);
    const [results, peakRssMb] = await peakRssDuring(child.pid!, async () => {
      const results: Result[] = [];
      for (const call of calls(etag)) {
        const result = await measureCall(port, child.pid!, call);
        results.push(result);
        console.log(
          `  ${label}: ${call.name}: ${result.rps.toFixed(0)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.cpuMs?.toFixed(2)} ms CPU, load ${result.load}`,
        );
      }
      return results;
    });
    return { results, peakRssMb };
  } finally {
    await stopServer(child);
  }
}

const startNpmStart = (dataDir: string) =>
  startProcess(
    [join(root, 'scripts/start.mjs')],
    { DATA_DIR: dataDir, DATABASE_URL: '' },
    /ready at http:\/\/localhost:(\d+)/,
  );

/**
 * `npm start` on the seeded folder, as a shop restarts: seconds until it answers, then the memory of the whole
 * process tree (scripts/start.mjs and whatever it runs) while the pages and catalog calls are under load, and
 * once the load is over.
 */
async function restart(dataDir: string) {
  // Once to make what `npm start` builds when stale (the server's bundle), as a shop's first start does.
  await stopServer((await startNpmStart(dataDir)).child);
  const started = performance.now();
  const { child, port } = await startNpmStart(dataDir);
  try {
    const readyS = (performance.now() - started) / 1000;
    const readyCpuS = cpuSeconds(child.pid!);
    const atReadyMb = treeRssMb(child.pid!);
    const loadBefore = load();
    const etag = await etagOf(port, `/products/${PRODUCT_ID}`);
    const [, underLoadMb] = await peakRssDuring(child.pid!, async () => {
      for (const call of calls(etag)) await autocannon(port, call, Math.max(1, DURATION_S / 2));
    });
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const afterMb = treeRssMb(child.pid!);
    // Kept pages, then a stream of distinct tagged links (issue 45: within 100 MB of the first).
    const [, keptPagesMb] = await peakRssDuring(child.pid!, () =>
      autocannon(
        port,
        calls(etag).find((call) => call.name === PRODUCT_PAGE)!,
        DURATION_S,
      ),
    );
    const [tagged, taggedLinksMb] = await peakRssDuring(child.pid!, () =>
      autocannon(port, TAGGED_LINKS, Math.max(DURATION_S, 10)),
    );
    return {
      readyS,
      readyCpuS,
      atReadyMb,
      underLoadMb,
      afterMb,
      keptPagesMb,
      taggedLinksMb,
      taggedRequests: tagged.requests,
      load: `${loadBefore}–${load()}`,
    };
  } finally {
    await stopServer(child);
  }
}

function table(label: string, { results, peakRssMb, versionReadMicros }: Measured) {
  const version =
    versionReadMicros === undefined ? '' : `; public version read ${versionReadMicros.toFixed(0)} µs`;
  const lines = [
    `\n${label} — ${CONNECTIONS} connections, ${DURATION_S} s each; server RSS at its highest ${peakRssMb} MB${version}`,
    '| Call | req/s | p50 ms | p99 ms | server CPU ms/req | ceiling | req/s vs ceiling | CPU: ceiling / call | floor | errors | load avg |',
    '|---|---:|---:|---:|---:|---|---:|---:|---|---:|---:|',
  ];
  const verdict = (ratio: number | undefined, floor: number) =>
    ratio !== undefined && ratio >= floor ? 'met' : '**missed**';
  for (const r of results) {
    const ceiling = results.find((result) => result.call.name === r.call.ceiling);
    const ratio = ceiling ? r.rps / ceiling.rps : undefined;
    // The rate the server could keep up if the call had the CPU to itself, against its ceiling's.
    const cpuRatio = ceiling?.cpuMs && r.cpuMs ? ceiling.cpuMs / r.cpuMs : undefined;
    const floor =
      r.call.floor === undefined
        ? ''
        : `${r.call.floor}: ${verdict(ratio, r.call.floor)} (CPU: ${verdict(cpuRatio, r.call.floor)})`;
    lines.push(
      `| ${r.call.name} | ${r.rps.toFixed(0)} | ${r.p50} | ${r.p99} | ${r.cpuMs?.toFixed(2) ?? ''} | ${r.call.ceiling === r.call.name ? '' : r.call.ceiling} | ${ratio?.toFixed(2) ?? '–'} | ${cpuRatio?.toFixed(2) ?? '–'} | ${floor} | ${r.errors} | ${r.load} |`,
    );
  }
  console.log(lines.join('\n'));
}

/** What a guest page's read of the public version costs (decision 024): µs per read, one at a time. */
async function versionReadMicros(db: ReturnType<typeof sharedApi>): Promise<number> {
  for (let i = 0; i < 100; i++) await readPublicVersion(db);
  const reads = 2000;
  const started = performance.now();
  for (let i = 0; i < reads; i++) await readPublicVersion(db);
  return ((performance.now() - started) * 1000) / reads;
}

async function prepare(options: { dataDir?: string; databaseUrl?: string }): Promise<number> {
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
    const micros = await versionReadMicros(sharedApi(handle));
    console.log(`  public version read: ${micros.toFixed(0)} µs (load ${load()})`);
    return micros;
  } finally {
    await handle.close();
  }
}

// The pages are the storefront's build, made afresh here: `npm start` below then finds it current, as a restart does.
console.log('Building the storefront…');
const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
if (build.status !== 0) process.exit(build.status ?? 1);

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const report: [string, Measured][] = [];
let restarted: Awaited<ReturnType<typeof restart>> | undefined;

if (only !== 'postgres') {
  const dataDir = mkdtempSync(join(tmpdir(), 'oko-bench-'));
  try {
    console.log('PGlite (embedded), temporary DATA_DIR', dataDir);
    const versionReadMicros = await prepare({ dataDir });
    const measured = await measure('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' });
    report.push(['PGlite', { ...measured, versionReadMicros }]);
    console.log('  npm start on the seeded DATA_DIR');
    restarted = await restart(dataDir);
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
    const versionReadMicros = await prepare({ databaseUrl: url.toString() });
    const measured = await measure('PostgreSQL', { DATABASE_URL: url.toString(), DATA_DIR: dataDir });
    report.push(['PostgreSQL', { ...measured, versionReadMicros }]);
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

for (const [label, measured] of report) table(label, measured);
if (restarted) {
  const r = restarted;
  console.log(
    [
      '\n`npm start` on the seeded PGlite folder (the whole process tree; ceilings: ready ≤ 3 s, ≤ 500 MB; tagged links ≤ kept pages + 100 MB)',
      '| ready s | CPU s to ready | RSS at ready MB | RSS under load MB (highest) | RSS after load MB | RSS, kept pages MB | RSS, distinct tagged links MB (requests) | load avg |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|',
      `| ${r.readyS.toFixed(1)} | ${r.readyCpuS.toFixed(2)} | ${r.atReadyMb} | ${r.underLoadMb} | ${r.afterMb} | ${r.keptPagesMb} | ${r.taggedLinksMb} (${r.taggedRequests}) | ${r.load} |`,
    ].join('\n'),
  );
}
