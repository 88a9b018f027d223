// What the benchmarks share (docs/benchmarks.md): a temporary DATA_DIR and database, the bench's server process
// started and stopped, autocannon run in a process of its own against one call, the server's CPU per answer and the
// machine's load beside each figure.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { MAX_LENGTH } from '@oko/shared/constants';
import pg from 'pg';

export const CONNECTIONS = 10;
export const DURATION_S = Number(process.env.BENCH_DURATION ?? 4);
export const WARMUP_S = 1;
export const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const autocannonBin = createRequire(import.meta.url).resolve('autocannon/autocannon.js');
const serverEntry = fileURLToPath(new URL('./server.ts', import.meta.url));
export const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The longest keyword the API takes (issue 11): many words, some misspelt, so every search path works. */
export const LONGEST_KEYWORD =
  'yam plantian garri tomatoe pepper beans rice onoin palm oil honey cassava egusi ginger '
    .repeat(2)
    .slice(0, MAX_LENGTH.searchKeyword)
    .trim();

export interface Call {
  name: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  /** The status every answer must have; others count as errors. */
  status?: 200 | 304;
  /** Each request's `[<id>]` replaced by a new id (autocannon's -I): a stream of distinct addresses. */
  distinct?: boolean;
  /** The call whose rate this one is measured against, and the least ratio it must reach (issue 31). */
  ceiling: string;
  floor?: number;
}

export interface Result {
  call: Call;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** Answers counted. */
  requests: number;
  /** The server process's CPU per answer, ms: what the call costs it, however busy the machine. */
  cpuMs?: number;
  /** The 1-minute load average right after the measurement. */
  load: string;
}

export function autocannon(
  port: number,
  call: Call,
  seconds: number,
): Promise<Omit<Result, 'load' | 'cpuMs'>> {
  const args = [autocannonBin, '-j', '-c', String(CONNECTIONS), '-d', String(seconds)];
  if (call.distinct) args.push('-I');
  args.push('-H', `accept=${call.headers?.accept ?? 'application/json'}`);
  for (const [name, value] of Object.entries(call.headers ?? {})) {
    if (name !== 'accept') args.push('-H', `${name}=${value}`);
  }
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
        requests: { average: number; total: number };
        latency: { p50: number; p99: number };
        errors: number;
        '2xx': number;
        '3xx': number;
      };
      const expected = call.status === 304 ? report['3xx'] : report['2xx'];
      resolve({
        call,
        rps: report.requests.average,
        p50: report.latency.p50,
        p99: report.latency.p99,
        errors: report.errors + (report.requests.total - report.errors - expected),
        requests: report.requests.total,
      });
    });
  });
}

/** Starts a process and resolves with its port once a line of its output matches `ready`. */
export function startProcess(
  args: string[],
  env: NodeJS.ProcessEnv,
  ready: RegExp,
): Promise<{ child: ChildProcess; port: number }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: root,
      env: { ...process.env, PORT: '0', LOG_LEVEL: 'warn', ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = ready.exec(out);
      if (match) resolve({ child, port: Number(match[1]) });
    });
    child.on('exit', (code) => reject(new Error(`server exited with ${code} before it was ready`)));
  });
}

/** BENCH_PROFILE=DIR: each bench server writes a CPU profile there when it stops (Node refuses it in NODE_OPTIONS). */
const profile = process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_PROFILE] : [];

// As `npm start` runs it: React's and React Router's production builds render the pages.
export const startServer = (env: NodeJS.ProcessEnv) =>
  startProcess(
    [...profile, '--import', 'tsx', serverEntry],
    { NODE_ENV: 'production', ...env },
    /BENCH_READY (\d+)/,
  );

export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** The machine's 1-minute load average: figures taken while other work runs are not comparable. */
export const load = () => loadavg()[0]?.toFixed(1) ?? '?';

/** CPU seconds a process has used, all its threads (/proc, in clock ticks of 1/100 s): unlike the wall time, it
 * hardly depends on what else the machine runs. */
export function cpuSeconds(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** One call measured as the benchmarks do: a warm-up, then the timed run with the server's CPU per answer. */
export async function measureCall(port: number, pid: number, call: Call): Promise<Result> {
  await autocannon(port, call, WARMUP_S);
  const cpuBefore = cpuSeconds(pid);
  const measured = await autocannon(port, call, DURATION_S);
  const cpuMs = ((cpuSeconds(pid) - cpuBefore) * 1000) / Math.max(1, measured.requests);
  return { ...measured, cpuMs, load: load() };
}

/** `work` on a temporary DATA_DIR, removed after. */
export async function withDataDir<T>(work: (dataDir: string) => Promise<T>): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oko-bench-'));
  try {
    return await work(dataDir);
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** `work` on a temporary database of the PostgreSQL server (`serverUrl`) and a temporary DATA_DIR, dropped after. */
export async function withTemporaryDatabase<T>(
  work: (databaseUrl: string, dataDir: string) => Promise<T>,
): Promise<T> {
  const name = `oko_bench_${randomBytes(4).toString('hex')}`;
  const admin = new pg.Client(serverUrl);
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  try {
    console.log(`PostgreSQL server, temporary database ${name}`);
    return await withDataDir((dataDir) => work(url.toString(), dataDir));
  } finally {
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.end();
  }
}
