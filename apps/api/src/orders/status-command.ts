// `npm run order:status -- <orderId> <status>`: the shop owner moves an order along its states (decision 006).
//
// PGlite is one process's database: while `npm start` runs, it holds DATA_DIR/db (and its lock, DATA_DIR/db.lock)
// and nobody else may open it.
// So the command first asks the running server (POST /api/v1/admin/orders/{id}/status on 127.0.0.1:PORT, with
// the token the server keeps in DATA_DIR/admin-token); only when no server answers there does it open the
// database itself. With DATABASE_URL (a PostgreSQL server, shared by any number of processes) it always goes
// to the database directly.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import {
  ORDER_STATUSES,
  ORDER_STATUS_LABELS,
  type OrderStatus,
  type OrderTracking,
} from '@oko/shared/schemas/order';
import { loadConfig } from '../config';
import { type Database, openDatabase, sharedApi } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { DomainError } from '../errors';
import { readAdminToken } from './admin-token';
import { changeOrderStatus, isOrderStatus } from './service';

export const USAGE = `Usage: npm run order:status -- <orderId> <status>
  status: ${ORDER_STATUSES.join(', ')}
  e.g. npm run order:status -- 12 confirmed`;

export interface StatusCommandDeps {
  /** The running server's base URL (http://127.0.0.1:PORT); absent with DATABASE_URL. */
  serverUrl?: string;
  /** The owner's token (DATA_DIR/admin-token); absent when no server ever made one. */
  adminToken?: string;
  /** Opens the database for the direct path; null when there is none to open (the reason is printed). */
  openDirect: () => Promise<{ db: Database; close(): Promise<void>; describe: string } | string>;
  /** The storefront's address, for the link in the shopper's mail (APP_URL). */
  publicUrl?: string;
  out: (line: string) => void;
  err: (line: string) => void;
}

type Parsed = { orderId: number; status: OrderStatus };

export function parseArgs(args: string[]): Parsed | string {
  if (args.length !== 2) return USAGE;
  const [idText = '', status = ''] = args;
  if (!/^\d{1,10}$/.test(idText) || Number(idText) < 1) {
    return `"${idText}" is not an order id (a whole number from 1).\n${USAGE}`;
  }
  if (!isOrderStatus(status)) {
    return `"${status}" is not an order status. Use one of: ${ORDER_STATUSES.join(', ')}.`;
  }
  return { orderId: Number(idText), status };
}

function describeResult(previous: OrderStatus, tracking: OrderTracking, via: string): string[] {
  return [
    `Order ${tracking.order_id}: ${previous} → ${tracking.status} (${ORDER_STATUS_LABELS[tracking.status]}), ${via}.`,
    ...tracking.history.map((entry) => `  ${entry.at}  ${entry.status}`),
  ];
}

/** True when nothing listens at the URL (so no server holds the database there). */
export function nobodyAnswered(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH';
}

async function throughServer(
  serverUrl: string,
  adminToken: string | undefined,
  { orderId, status }: Parsed,
  deps: StatusCommandDeps,
): Promise<number | 'no server'> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/api/v1/admin/orders/${orderId}/status`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      },
      body: JSON.stringify({ status }),
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    if (nobodyAnswered(error)) return 'no server';
    deps.err(`Could not reach the server at ${serverUrl}: ${(error as Error).message}`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as {
    message?: string;
    data?: OrderTracking & { previous_status: OrderStatus };
  };
  if (response.ok && body.data) {
    for (const line of describeResult(
      body.data.previous_status,
      body.data,
      `through the server at ${serverUrl}`,
    )) {
      deps.out(line);
    }
    return 0;
  }
  if (response.status === 401 || (response.status === 404 && !body.message?.startsWith('Order'))) {
    deps.err(
      `The server at ${serverUrl} did not accept the admin token of this DATA_DIR: is it the shop's server, ` +
        'started with the same DATA_DIR (and restarted since this version)?',
    );
    return 1;
  }
  deps.err(`Order ${orderId} was not changed: ${body.message ?? `the server answered ${response.status}`}`);
  return 1;
}

async function directly({ orderId, status }: Parsed, deps: StatusCommandDeps): Promise<number> {
  const opened = await deps.openDirect();
  if (typeof opened === 'string') {
    deps.err(opened);
    return 1;
  }
  try {
    const { previous, tracking } = await changeOrderStatus(opened.db, orderId, status, {
      publicUrl: deps.publicUrl,
      by: { userId: null },
    });
    for (const line of describeResult(previous, tracking, opened.describe)) deps.out(line);
    return 0;
  } catch (error) {
    if (error instanceof DomainError) {
      deps.err(`Order ${orderId} was not changed: ${error.message}`);
      return 1;
    }
    throw error;
  } finally {
    await opened.close();
  }
}

/** The command without the process: parses, then changes the status through the server or directly. */
export async function runStatusCommand(args: string[], deps: StatusCommandDeps): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    deps.err(parsed);
    return 1;
  }
  if (deps.serverUrl) {
    const answered = await throughServer(deps.serverUrl, deps.adminToken, parsed, deps);
    if (answered !== 'no server') return answered;
  }
  return directly(parsed, deps);
}

/**
 * How a command of the owner reaches the shop (this one, `npm run owner:create`): the running server's URL and
 * token (none with DATABASE_URL), and the database to open itself when no server answers.
 */
export async function shopAccess(env: NodeJS.ProcessEnv = process.env): Promise<{
  serverUrl?: string;
  adminToken?: string;
  publicUrl: string;
  openDirect: StatusCommandDeps['openDirect'];
}> {
  const config = loadConfig(env);
  const dbDir = join(config.dataDir, 'db');
  // A server listening on every address is reached on the loopback one.
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const openDirect: StatusCommandDeps['openDirect'] = async () => {
    if (!config.databaseUrl && !existsSync(join(dbDir, 'PG_VERSION'))) {
      return `No shop database in ${dbDir} and no server at ${host}:${config.port}: check DATA_DIR and PORT.`;
    }
    let handle;
    try {
      handle = await openDatabase({
        databaseUrl: config.databaseUrl,
        dataDir: dbDir,
        maxConnections: 1,
      });
    } catch (error) {
      // The shop runs (its lock is held) but did not answer on this PORT: two writers would corrupt the files.
      if (!(error instanceof DataDirLockedError)) throw error;
      return (
        `No server answered at ${host}:${config.port}, and the database in ${dbDir} is in use by process ` +
        `${error.holder.pid} (${error.holder.command}). Run the command with the PORT that server listens on.`
      );
    }
    return {
      db: sharedApi(handle),
      close: () => handle.close(),
      describe: config.databaseUrl
        ? 'in the database of DATABASE_URL'
        : `in ${dbDir} (no server was running)`,
    };
  };
  const publicUrl = config.appUrl ?? `http://localhost:${config.port}`;
  if (config.databaseUrl) return { publicUrl, openDirect };
  return {
    publicUrl,
    openDirect,
    serverUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`,
    adminToken: await readAdminToken(join(config.dataDir, 'admin-token')),
  };
}

async function main(): Promise<number> {
  const access = await shopAccess();
  return runStatusCommand(process.argv.slice(2), {
    ...access,
    out: (line) => console.log(line),
    err: (line) => console.error(line),
  });
}

// Run as a script (tsx apps/api/src/orders/status-command.ts …), not when a test imports it.
if (process.argv[1] && /status-command\.ts$/.test(process.argv[1])) {
  main().then(
    (code) => process.exit(code),
    (error: unknown) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
