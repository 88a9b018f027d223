// `npm run owner:create -- <email> <password> [first name] [last name]`: makes the shop's owner account
// (verified), or makes an existing account the owner and sets the given password.
//
// PGlite is one process's database: while `npm start` runs, it holds DATA_DIR/db and nobody else may open it.
// So the command first asks the running server (POST /api/v1/admin/owner on 127.0.0.1:PORT, with the token the
// server keeps in DATA_DIR/admin-token); only when no server answers there does it open the database itself.
// With DATABASE_URL (a PostgreSQL server, shared by any number of processes) it always goes to the database
// directly (decisions 006, 022).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ownerAccountSchema } from '@oko/shared/schemas/auth';
import { loadConfig } from '../config';
import { type Database, openDatabase, sharedApi } from '../db/client';
import { DataDirLockedError } from '../db/data-dir-lock';
import { readAdminToken } from './admin-token';
import { type OwnerResult, createOwner } from './owner';
import { PASSWORD_COST } from './passwords';

export const USAGE = `Usage: npm run owner:create -- <email> <password> [first name] [last name]
  e.g. npm run owner:create -- ada@okofarm.ng 'a long passphrase' Ada Obi`;

export interface OwnerCommandDeps {
  /** The running server's base URL (http://127.0.0.1:PORT); absent with DATABASE_URL. */
  serverUrl?: string;
  /** The owner's token (DATA_DIR/admin-token); absent when no server ever made one. */
  adminToken?: string;
  /** Opens the database for the direct path; null when there is none to open (the reason is printed). */
  openDirect: () => Promise<{ db: Database; close(): Promise<void>; describe: string } | string>;
  /** The cost of the password's hash (tests make it cheap); PASSWORD_COST otherwise. */
  passwordCost?: number;
  out: (line: string) => void;
  err: (line: string) => void;
}

type Parsed = ReturnType<typeof ownerAccountSchema.parse>;

/** The arguments as the shared schema reads them, or every problem on its own line. */
export function parseArgs(args: string[]): Parsed | string {
  if (args.length < 2 || args.length > 4) return USAGE;
  const [email, password, name, lastName] = args;
  const parsed = ownerAccountSchema.safeParse({ email, password, name, last_name: lastName });
  if (parsed.success) return parsed.data;
  const labels: Record<string, string> = {
    email: 'e-mail',
    password: 'password',
    name: 'first name',
    last_name: 'last name',
  };
  return [
    ...parsed.error.issues.map((issue) => `${labels[String(issue.path[0])] ?? 'input'}: ${issue.message}`),
    USAGE,
  ].join('\n');
}

/** True when nothing listens at the URL (so no server holds the database there). */
export function nobodyAnswered(error: unknown): boolean {
  const code = (error as { cause?: { code?: string } }).cause?.code;
  return code === 'ECONNREFUSED' || code === 'ECONNRESET' || code === 'EHOSTUNREACH';
}

function describe(result: OwnerResult, via: string): string {
  const who = `${result.user.email} (${result.user.name} ${result.user.last_name})`;
  return result.action === 'created'
    ? `Created the owner account ${who}, verified, ${via}. Sign in at /auth/login; the back office is at /admin.`
    : `Made ${who} the owner (was ${result.user.previous_role}) and set its password, ${via}; its other sessions ended.`;
}

async function throughServer(
  serverUrl: string,
  adminToken: string | undefined,
  account: Parsed,
  deps: OwnerCommandDeps,
): Promise<number | 'no server'> {
  let response: Response;
  try {
    response = await fetch(`${serverUrl}/api/v1/admin/owner`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        accept: 'application/json',
        ...(adminToken ? { authorization: `Bearer ${adminToken}` } : {}),
      },
      body: JSON.stringify(account),
      signal: AbortSignal.timeout(30_000),
    });
  } catch (error) {
    if (nobodyAnswered(error)) return 'no server';
    deps.err(`Could not reach the server at ${serverUrl}: ${(error as Error).message}`);
    return 1;
  }
  const body = (await response.json().catch(() => ({}))) as { message?: string; data?: OwnerResult };
  if (response.ok && body.data) {
    deps.out(describe(body.data, `through the server at ${serverUrl}`));
    return 0;
  }
  if (response.status === 401 || response.status === 404) {
    deps.err(
      `The server at ${serverUrl} did not accept the admin token of this DATA_DIR: is it the shop's server, ` +
        'started with the same DATA_DIR (and restarted since this version)?',
    );
    return 1;
  }
  deps.err(`No owner was made: ${body.message ?? `the server answered ${response.status}`}`);
  return 1;
}

/** The command without the process: parses, then makes the owner through the server or directly. */
export async function runOwnerCommand(args: string[], deps: OwnerCommandDeps): Promise<number> {
  const parsed = parseArgs(args);
  if (typeof parsed === 'string') {
    deps.err(parsed);
    return 1;
  }
  if (deps.serverUrl) {
    const answered = await throughServer(deps.serverUrl, deps.adminToken, parsed, deps);
    if (answered !== 'no server') return answered;
  }
  const opened = await deps.openDirect();
  if (typeof opened === 'string') {
    deps.err(opened);
    return 1;
  }
  try {
    const result = await createOwner(opened.db, parsed, { passwordCost: deps.passwordCost ?? PASSWORD_COST });
    deps.out(describe(result, opened.describe));
    return 0;
  } finally {
    await opened.close();
  }
}

/**
 * How the command reaches the shop: the running server's URL and token (none with DATABASE_URL), and the database
 * to open itself when no server answers.
 */
export async function shopAccess(env: NodeJS.ProcessEnv = process.env): Promise<{
  serverUrl?: string;
  adminToken?: string;
  openDirect: OwnerCommandDeps['openDirect'];
}> {
  const config = loadConfig(env);
  const dbDir = join(config.dataDir, 'db');
  // A server listening on every address is reached on the loopback one.
  const host = ['0.0.0.0', '::', ''].includes(config.host) ? '127.0.0.1' : config.host;
  const openDirect: OwnerCommandDeps['openDirect'] = async () => {
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
  if (config.databaseUrl) return { openDirect };
  return {
    openDirect,
    serverUrl: `http://${host.includes(':') ? `[${host}]` : host}:${config.port}`,
    adminToken: await readAdminToken(join(config.dataDir, 'admin-token')),
  };
}

// Run as a script (tsx apps/api/src/auth/owner-command.ts …), not when a test imports it.
if (process.argv[1] && /owner-command\.ts$/.test(process.argv[1])) {
  shopAccess()
    .then((access) =>
      runOwnerCommand(process.argv.slice(2), {
        ...access,
        out: (line) => console.log(line),
        err: (line) => console.error(line),
      }),
    )
    .then(
      (code) => process.exit(code),
      (error: unknown) => {
        console.error(error instanceof Error ? error.message : error);
        process.exit(1);
      },
    );
}
