// `npm run bench`: seeds a 10,000-product catalog into a temporary database, starts the server process on it
// and measures the catalog and search calls and the rendered pages with autocannon, in a process of its own, each
// against a ceiling of the same server in the same run: the API's calls against a bare route, the pages against a
// static file, deep catalog pages against page 2. Twice: on embedded PGlite (a temporary DATA_DIR) and on the
// PostgreSQL server of BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432; a fresh database, created
// and dropped here). On PGlite it then restarts the shop as `npm start` does on the seeded folder: how long until
// it answers, and the memory of the whole process tree under load and after. Then, on each database, the order
// phase (bench/orders.ts, issue 45): orders per second, plain and with a window and a code (against plain), and,
// at BENCH_ORDER_RATE orders a second for BENCH_ORDER_SECONDS, how long after its order each mail was written
// (against 5 s). BENCH_PHASES=calls or =orders runs one part (orders alone: no storefront build).
// Not part of CI: figures depend on the machine. Results: docs/benchmarks.md.
import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MAX_LENGTH } from '@oko/shared/constants';
import { openDatabase, sharedApi } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { readPublicVersion } from '../src/plugins/page-cache';
import {
  type Call,
  CONNECTIONS,
  DURATION_S,
  WARMUP_S,
  LONGEST_KEYWORD,
  type Result,
  autocannon,
  cpuSeconds,
  load,
  measureCall,
  root,
  startProcess,
  startServer,
  stopServer,
  withDataDir,
  withTemporaryDatabase,
} from './measure';
import {
  type MailLag,
  type OrderKind,
  type OrderRun,
  type OrderSetup,
  type BackOfficeReads,
  summed,
  backOfficeReads,
  mailLag,
  placeOrders,
  prepareOrders,
  tokensOf,
} from './orders';
import { seedBenchCatalog } from './seed';

const phases = (process.env.BENCH_PHASES ?? 'calls,orders').split(',');
/** Issue 45: mail for an order written within 5 s at 25 orders a second for a minute. */
const ORDER_RATE = Number(process.env.BENCH_ORDER_RATE ?? 25);
const ORDER_RATE_S = Number(process.env.BENCH_ORDER_SECONDS ?? 60);
const MAIL_CEILING_S = 5;
/** Orders with a window and a code against plain ones (issue 45). */
const WINDOW_AND_CODE_FLOOR = 0.9;
/** Rounds of plain, with, with, plain: 4 s runs move by a tenth or more between one another. */
const ROUNDS = 2;
/** A kept product page while orders of other products run, against its rate alone (issue 45). */
const PAGE_UNDER_ORDERS_FLOOR = 0.8;
/** The bench server signs tokens with it, and the bench signs its shoppers' with it. */
const JWT_SECRET = randomBytes(32).toString('hex');

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
  // The id not last: autocannon's argument parser takes an argument ending in `]` for the end of a sub-argument.
  path: `/products/${PRODUCT_ID}?fbclid=[<id>]&utm_source=whatsapp&utm_medium=social&utm_campaign=harvest`,
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

interface OrdersMeasured {
  runs: { name: string; run: OrderRun; cpuMs: number; load: string }[];
  /** Seconds until the mail of the full-speed runs was all written, before the run at a set rate. */
  backlogS: number;
  lag: MailLag;
  load: string;
  reads: BackOfficeReads;
  /** The server's memory before the CSV and at its highest while it was written, MB. */
  rssBeforeCsvMb: number;
  rssCsvMb: number;
  /** With the storefront built: the kept product page alone (before and after) and while orders ran. */
  page?: { aloneRps: number; duringRps: number; ordersPerSecond: number; errors: number; load: string };
}

/** The order phase on a server of its own: full speed plain, then with a window and a code, then at a set rate. */
async function measureOrders(
  label: string,
  env: NodeJS.ProcessEnv,
  setup: OrderSetup,
): Promise<OrdersMeasured> {
  const { child, port } = await startServer({ ...env, BENCH_JOBS: '1', JWT_SECRET });
  console.log(`  ${label} orders: load average before measuring ${load()}`);
  try {
    const tokens = await tokensOf(setup, JWT_SECRET);
    const phaseStarted = new Date();
    const runs: OrdersMeasured['runs'] = [];
    const cpu = new Map<string, number>();
    const run = async (name: string, kinds: OrderKind[], seconds: number, rate?: number) => {
      // The mail of the orders before written first: each run's server CPU and rate are its own orders'.
      await mailLag(port, phaseStarted, 300);
      const cpuBefore = cpuSeconds(child.pid!);
      const result = await placeOrders(port, setup, tokens, kinds, seconds, {
        connections: CONNECTIONS,
        ...(rate ? { rate } : {}),
      });
      cpu.set(name, (cpu.get(name) ?? 0) + cpuSeconds(child.pid!) - cpuBefore);
      const earlier = runs.find((entry) => entry.name === name);
      const together = earlier ? summed([earlier.run, result]) : result;
      const cpuMs = ((cpu.get(name) ?? 0) * 1000) / Math.max(1, together.placed);
      const entry = { name, run: together, cpuMs, load: earlier ? `${earlier.load}, ${load()}` : load() };
      if (earlier) runs.splice(runs.indexOf(earlier), 1, entry);
      else runs.push(entry);
      console.log(
        `  ${label}: ${name}: ${result.perSecond.toFixed(1)} orders/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.errors} errors${result.firstError ? ` (${result.firstError})` : ''}, load ${load()}`,
      );
    };
    await placeOrders(port, setup, tokens, ['plain', 'window and code'], WARMUP_S, {
      connections: CONNECTIONS,
    });
    // Plain, with, with, plain, twice: what the machine does meanwhile weighs on both alike.
    const WITH = 'orders with a window and a code';
    for (let round = 0; round < ROUNDS; round += 1) {
      await run(PLAIN_ORDERS, ['plain'], DURATION_S);
      await run(WITH, ['window and code'], DURATION_S);
      await run(WITH, ['window and code'], DURATION_S);
      await run(PLAIN_ORDERS, ['plain'], DURATION_S);
    }
    // The full-speed runs' mail written first: the run at a set rate starts with no queue.
    const backlog = await mailLag(port, phaseStarted, 300);
    const page = phases.includes('calls')
      ? await pageUnderOrders(port, setup, tokens, () => mailLag(port, phaseStarted, 300))
      : undefined;
    const since = new Date();
    await run(
      `${ORDER_RATE} orders/s for ${ORDER_RATE_S} s, half with a window and a code`,
      ['plain', 'window and code'],
      ORDER_RATE_S,
      ORDER_RATE,
    );
    const lag = await mailLag(port, since, 300);
    const rssBeforeCsvMb = treeRssMb(child.pid!);
    const [reads, rssCsvMb] = await peakRssDuring(child.pid!, () => backOfficeReads(port, tokens.at(-1)!));
    return { runs, backlogS: backlog.drainedS, lag, load: load(), reads, rssBeforeCsvMb, rssCsvMb, page };
  } finally {
    await stopServer(child);
  }
}

const PLAIN_ORDERS = 'plain orders';

/**
 * The kept page of a product no bench shopper buys: its rate alone, then while ORDER_RATE orders a second of other
 * products run (half with a window and a code, as shoppers arrive), then alone again. Only with the storefront
 * built (the calls phase): the stand-in page of the orders alone is no rendered page.
 */
async function pageUnderOrders(
  port: number,
  setup: OrderSetup,
  tokens: string[],
  mailWritten: () => Promise<unknown>,
): Promise<NonNullable<OrdersMeasured['page']>> {
  const page: Call = {
    name: PRODUCT_PAGE,
    path: `/products/${PRODUCT_ID}`,
    headers: html,
    ceiling: PRODUCT_PAGE,
  };
  const before = await autocannon(port, page, DURATION_S);
  const [during, orders] = await Promise.all([
    autocannon(port, page, DURATION_S),
    placeOrders(port, setup, tokens, ['plain', 'window and code'], DURATION_S, {
      connections: CONNECTIONS,
      rate: ORDER_RATE,
    }),
  ]);
  // Alone again once the orders' mail is written, as before them.
  await mailWritten();
  const after = await autocannon(port, page, DURATION_S);
  return {
    aloneRps: (before.rps + after.rps) / 2,
    duringRps: during.rps,
    ordersPerSecond: orders.perSecond,
    errors: before.errors + during.errors + after.errors + orders.errors,
    load: load(),
  };
}

function ordersTable(label: string, measured: OrdersMeasured) {
  const { runs, backlogS, lag, load: loadAfter, reads } = measured;
  const plain = runs.find((entry) => entry.name === PLAIN_ORDERS);
  const lines = [
    `\n${label} — orders: ${CONNECTIONS} shoppers, one connection each, at full speed ${2 * ROUNDS} × ${DURATION_S} s of each kind (plain, with, with, plain; ${ROUNDS} rounds, each run once the mail before it is written); then a set rate`,
    '| Orders | orders/s | p50 ms | p99 ms | server CPU ms/order | ceiling | rate vs ceiling | CPU: ceiling / orders | floor | errors | load avg |',
    '|---|---:|---:|---:|---:|---|---:|---:|---|---:|---:|',
  ];
  for (const entry of runs) {
    // Only the full-speed orders with a window and a code are held against plain ones.
    const against = entry.name !== PLAIN_ORDERS && !entry.name.includes('orders/s for');
    const ratio = against && plain ? entry.run.perSecond / plain.run.perSecond : undefined;
    const cpuRatio = against && plain ? plain.cpuMs / entry.cpuMs : undefined;
    const verdict = (value: number | undefined) =>
      value !== undefined && value >= WINDOW_AND_CODE_FLOOR ? 'met' : '**missed**';
    lines.push(
      `| ${entry.name} | ${entry.run.perSecond.toFixed(1)} | ${entry.run.p50} | ${entry.run.p99} | ${entry.cpuMs.toFixed(1)} | ${against ? PLAIN_ORDERS : ''} | ${ratio?.toFixed(2) ?? '–'} | ${cpuRatio?.toFixed(2) ?? '–'} | ${against ? `${WINDOW_AND_CODE_FLOOR}: ${verdict(ratio)} (CPU: ${verdict(cpuRatio)})` : ''} | ${entry.run.errors} | ${entry.load} |`,
    );
  }
  const met = lag.written === lag.queued && lag.most <= MAIL_CEILING_S ? 'met' : '**missed**';
  const { page } = measured;
  if (page) {
    const ratio = page.duringRps / page.aloneRps;
    lines.push(
      '',
      `The kept page of a product no shopper buys, alone (before and after) and while ${ORDER_RATE} orders/s of other products ran`,
      '| page alone req/s | page during orders req/s | orders/s meanwhile | ratio | floor | errors | load avg |',
      '|---:|---:|---:|---:|---|---:|---:|',
      `| ${page.aloneRps.toFixed(0)} | ${page.duringRps.toFixed(0)} | ${page.ordersPerSecond.toFixed(1)} | ${ratio.toFixed(2)} | ${PAGE_UNDER_ORDERS_FLOOR}: ${ratio >= PAGE_UNDER_ORDERS_FLOOR ? 'met' : '**missed**'} | ${page.errors} | ${page.load} |`,
    );
  }
  lines.push(
    '',
    `Mail of the orders at ${ORDER_RATE}/s (the full-speed runs' mail was all written ${backlogS.toFixed(0)} s after they began)`,
    '| mails queued | written | p50 s | p99 s | latest s | ceiling | load avg |',
    '|---:|---:|---:|---:|---:|---|---:|',
    `| ${lag.queued} | ${lag.written} | ${lag.p50.toFixed(1)} | ${lag.p99.toFixed(1)} | ${lag.most.toFixed(1)} | every mail ≤ ${MAIL_CEILING_S} s: ${met} | ${loadAfter} |`,
    '',
    'The back office after the orders (staff, one request at a time)',
    '| list, first 50 ms (median of 20) | CSV orders | CSV kB | CSV ms to last byte (median of 5) | server RSS before / highest during the CSVs MB |',
    '|---:|---:|---:|---:|---|',
    `| ${reads.listMs.toFixed(1)} | ${reads.csvOrders} | ${reads.csvKb.toFixed(0)} | ${reads.csvMs.toFixed(0)} | ${measured.rssBeforeCsvMb} / ${measured.rssCsvMb} |`,
  );
  console.log(lines.join('\n'));
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

/** Shoppers made: the first CONNECTIONS order at full speed; all of them, in turn, at a set rate. */
const setupCount = 5 * CONNECTIONS;

async function prepare(options: {
  dataDir?: string;
  databaseUrl?: string;
}): Promise<{ micros: number; orders: OrderSetup }> {
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
    const orders = await prepareOrders(sharedApi(handle), setupCount);
    return { micros, orders };
  } finally {
    await handle.close();
  }
}

// The pages are the storefront's build, made afresh here: `npm start` below then finds it current, as a restart does.
// Orders alone need no pages: a stand-in page does.
const webDist = mkdtempSync(join(tmpdir(), 'oko-bench-web-'));
const pagesEnv: NodeJS.ProcessEnv = {};
if (phases.includes('calls')) {
  console.log('Building the storefront…');
  const build = spawnSync('npm', ['run', 'build'], { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] });
  if (build.status !== 0) process.exit(build.status ?? 1);
} else {
  writeFileSync(join(webDist, 'index.html'), '<!doctype html><title>Oko Farm</title><div id="root"></div>');
  pagesEnv.WEB_DIST_DIR = webDist;
}

const only = process.env.BENCH_ONLY; // 'pglite' | 'postgres'
const report: [string, Measured][] = [];
const ordersReport: [string, OrdersMeasured][] = [];
let restarted: Awaited<ReturnType<typeof restart>> | undefined;

if (only !== 'postgres') {
  await withDataDir(async (dataDir) => {
    console.log('PGlite (embedded), temporary DATA_DIR', dataDir);
    const prepared = await prepare({ dataDir });
    const env = { DATA_DIR: dataDir, DATABASE_URL: '', ...pagesEnv };
    if (phases.includes('calls')) {
      const measured = await measure('PGlite', env);
      report.push(['PGlite', { ...measured, versionReadMicros: prepared.micros }]);
      console.log('  npm start on the seeded DATA_DIR');
      restarted = await restart(dataDir);
    }
    if (phases.includes('orders')) {
      ordersReport.push(['PGlite', await measureOrders('PGlite', env, prepared.orders)]);
    }
  });
}

if (only !== 'pglite') {
  await withTemporaryDatabase(async (databaseUrl, dataDir) => {
    const prepared = await prepare({ databaseUrl });
    const env = { DATABASE_URL: databaseUrl, DATA_DIR: dataDir, ...pagesEnv };
    if (phases.includes('calls')) {
      const measured = await measure('PostgreSQL', env);
      report.push(['PostgreSQL', { ...measured, versionReadMicros: prepared.micros }]);
    }
    if (phases.includes('orders')) {
      ordersReport.push(['PostgreSQL', await measureOrders('PostgreSQL', env, prepared.orders)]);
    }
  });
}

rmSync(webDist, { recursive: true, force: true });
for (const [label, measured] of report) table(label, measured);
for (const [label, measured] of ordersReport) ordersTable(label, measured);
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
