// The shop as production runs it, for the resilience tests: `src/server.ts` in a process of its own on a real
// port of 127.0.0.1, on a PostgreSQL database the test prepared, and the shopper's side of it over HTTP.
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import type { DatabaseHandle } from '../db/client';
import type { Shopper } from '../testing/orders';
import type { Unit } from '../testing/stock';

const SERVER_ENTRY = fileURLToPath(new URL('../server.ts', import.meta.url));
/** Shared by the in-process app that signs shoppers up and the processes that take their orders. */
export const TEST_JWT_SECRET = 'resilience-tests-secret-resilience-tests-secret';

export interface ApiProcess {
  url: string;
  /** Its DATA_DIR: mail is written to `mail/` below it. */
  dataDir: string;
  child: ChildProcess;
  /** Set once the process has exited: its exit code, or the signal that ended it. */
  exit: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /** What the process printed, for a failing test's message. */
  output(): string;
  stop(): Promise<void>;
}

/** Starts the shop on `port` (PORT) over `databaseUrl` and resolves once it serves; rejects if it exits first.
 * `env` adds settings (REDIS_URL, THROTTLE_KEY_PREFIX). */
export function startApi(
  port: number,
  databaseUrl: string,
  { entry = SERVER_ENTRY, env = {} }: { entry?: string; env?: Record<string, string> } = {},
): Promise<ApiProcess> {
  const dataDir = mkdtempSync(join(tmpdir(), 'oko-resilience-'));
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      WEB_DIST_DIR: dataDir,
      JWT_SECRET: TEST_JWT_SECRET,
      LOG_LEVEL: 'warn',
      REDIS_URL: '',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let printed = '';
  const keep = (chunk: Buffer) => (printed = (printed + chunk.toString()).slice(-20_000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const api: ApiProcess = {
    url: `http://127.0.0.1:${port}/api/v1`,
    dataDir,
    child,
    exit: undefined,
    output: () => printed,
    async stop() {
      if (!api.exit) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  return new Promise((resolve, reject) => {
    child.on('exit', (code, signal) => {
      api.exit = { code, signal };
      reject(new Error(`the API exited (${code ?? signal}) before it was ready:\n${printed}`));
    });
    child.stdout.on('data', () => {
      if (printed.includes('Oko Farm is ready')) resolve(api);
    });
  });
}

/** The URL of the PostgreSQL database a test database is on. */
export function urlOf(handle: DatabaseHandle): string {
  if (handle.kind !== 'postgres') throw new Error('These tests need PostgreSQL (DATABASE_URL).');
  return handle.client.options.connectionString!;
}

/** Ends every other connection to `databaseUrl`'s database, as a restart or failover would; how many. */
export async function terminateConnections(databaseUrl: string): Promise<number> {
  const admin = new pg.Client(databaseUrl);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ ended: boolean }>(
      `select pg_terminate_backend(pid) as ended from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid()`,
    );
    return rows.filter((row) => row.ended).length;
  } finally {
    await admin.end();
  }
}

export interface Answer {
  /** 0: no answer (the connection was refused or reset). */
  status: number;
  body: { data?: { id: number }; message?: string } | undefined;
  retryAfter: string | null;
  ms: number;
  /** Why no answer came (status 0). */
  error?: string;
}

/** One call; a connection that fails is an answer of status 0, not a thrown error. */
export async function call(url: string, init: RequestInit = {}): Promise<Answer> {
  const started = performance.now();
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(15_000) });
    const text = await response.text();
    return {
      status: response.status,
      body: text ? (JSON.parse(text) as Answer['body']) : undefined,
      retryAfter: response.headers.get('retry-after'),
      ms: performance.now() - started,
    };
  } catch (error) {
    const cause = (error as Error & { cause?: Error }).cause;
    return {
      status: 0,
      body: undefined,
      retryAfter: null,
      ms: performance.now() - started,
      error: `${(error as Error).message}${cause ? `: ${cause.message}` : ''}`,
    };
  }
}

/** `POST /create-order` of `quantity` × `unit`, paid on delivery, with its own Idempotency-Key. */
export function placeOrder(
  api: Pick<ApiProcess, 'url'>,
  shopper: Shopper,
  channelId: number,
  unit: Unit,
  quantity: number,
): Promise<Answer> {
  return call(`${api.url}/create-order`, orderRequest(shopper, channelId, unit, quantity));
}

/** The request of `placeOrder`. */
export function orderRequest(shopper: Shopper, channelId: number, unit: Unit, quantity: number) {
  return {
    method: 'POST',
    headers: {
      authorization: `Bearer ${shopper.token}`,
      'content-type': 'application/json',
      'idempotency-key': crypto.randomUUID(),
    },
    body: JSON.stringify({
      delivery_channel_id: channelId,
      payment_method: 'pay_on_delivery',
      address_id: shopper.addressId,
      order_data: [
        { product_id: unit.productId, product_units: [{ product_unit_id: unit.unitId, quantity }] },
      ],
    }),
  };
}

/** What the database holds for `unit`: its stock, what orders of it sold, and orders that are not whole. */
export async function ledgerOf(databaseUrl: string, unit: Unit) {
  const admin = new pg.Client(databaseUrl);
  await admin.connect();
  try {
    const { rows } = await admin.query<{ stock: number; sold: number; partial: number; orders: number[] }>(
      `select
         (select available_quantity from product_units where id = $1) as stock,
         (select coalesce(sum(quantity), 0)::int from order_lines where product_unit_id = $1) as sold,
         (select count(*)::int from orders o
           where not exists (select 1 from order_lines l where l.order_id = o.id)
              or o.subtotal_kobo <> (select sum(line_total_kobo) from order_lines l where l.order_id = o.id)
              or not exists (select 1 from order_status_history h where h.order_id = o.id)) as partial,
         array(select distinct order_id from order_lines where product_unit_id = $1) as orders`,
      [unit.unitId],
    );
    return rows[0]!;
  } finally {
    await admin.end();
  }
}

/** The subjects of every mail the processes wrote (each to `mail/` in its DATA_DIR). */
export function mailSubjects(apis: readonly Pick<ApiProcess, 'dataDir'>[]): string[] {
  return apis.flatMap((api) => {
    const dir = join(api.dataDir, 'mail');
    let names: string[] = [];
    try {
      names = readdirSync(dir);
    } catch {
      return [];
    }
    return names.map(
      (name) => (JSON.parse(readFileSync(join(dir, name), 'utf8')) as { subject: string }).subject,
    );
  });
}
