// One database API over two drivers: embedded PGlite (a directory under DATA_DIR, or memory in tests) by default,
// a PostgreSQL server when DATABASE_URL is set. Both speak the same SQL and share one Drizzle schema.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import type pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema';

export type Schema = typeof schema;

/** What services and queries use: the driver-independent Drizzle API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = { close(): Promise<void> } & (
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: NodePgDatabase<Schema>; client: pg.Pool }
);

/** Where the pool reports a lost connection; it is news for the operator, never a reason to exit. */
export interface DatabaseLog {
  warn(object: object, message: string): void;
}

export interface OpenDatabaseOptions {
  /** `postgres://…`: use that server. */
  databaseUrl?: string;
  /** PGlite's directory; without it PGlite lives in memory (tests). */
  dataDir?: string;
  /** Connections per instance to a PostgreSQL server. */
  maxConnections?: number;
  /** PostgreSQL only: connections lost (a restart, a failover, pg_terminate_backend). Default: silent. */
  log?: DatabaseLog;
  /** PostgreSQL only: milliseconds one statement may run; default STATEMENT_TIMEOUT_MS (tests use less). */
  statementTimeoutMs?: number;
  /** PGlite only: start from a dump (`dumpDataDir`) instead of an empty cluster; tests use a migrated template. */
  loadDataDir?: Blob;
}

const drizzleConfig = { schema, casing: 'snake_case' } as const;

/**
 * Session settings of every connection. Product search matches a misspelt name when pg_trgm's word similarity
 * reaches 0.5 ("plantian" ~ "plantain" is 0.56; the default 0.6 misses it). A session setting, not a literal in
 * the query, so that the `<%` operator can use the trigram index.
 */
export const SESSION_SETTINGS = { 'pg_trgm.word_similarity_threshold': '0.5' } as const;

/**
 * Time limits of every PostgreSQL connection (decision 008), so no request holds a connection for long: a
 * statement past its limit is cancelled (a 503), a transaction left idle is ended by the server. PGlite has no
 * such limits; the input maxima of @oko/shared bound the work of a request there.
 */
export const STATEMENT_TIMEOUT_MS = 5_000;
export const IDLE_IN_TRANSACTION_TIMEOUT_MS = 10_000;
/** Waiting for a connection (the server away, or every connection busy) ends in a 503 after this long. */
export const CONNECT_TIMEOUT_MS = 5_000;
/** A connection lost while a request holds it is handed back to the pool after this long if nobody did. */
const RECLAIM_LOST_CONNECTION_MS = 2_000;

/**
 * A node-postgres pool that survives its connections being dropped (decision 008). A client's connection
 * error is an `error` event, which kills the process unless someone listens: the pool listens on idle
 * clients, this listens on every client for the time it is checked out. Drizzle's transaction sends BEGIN
 * before its try/finally, so a connection lost right at BEGIN is never handed back: such a client is
 * reclaimed here, or the pool would shrink by one for each.
 */
function openPool(Pool: typeof pg.Pool, databaseUrl: string, options: OpenDatabaseOptions): pg.Pool {
  const log = options.log;
  const pool = new Pool({
    connectionString: databaseUrl,
    max: options.maxConnections ?? 10,
    connectionTimeoutMillis: CONNECT_TIMEOUT_MS,
    keepAlive: true,
    statement_timeout: options.statementTimeoutMs ?? STATEMENT_TIMEOUT_MS,
    idle_in_transaction_session_timeout: IDLE_IN_TRANSACTION_TIMEOUT_MS,
    // Startup parameters: set before the first statement, with no round trip of their own.
    options: Object.entries(SESSION_SETTINGS)
      .map(([name, value]) => `-c ${name}=${value}`)
      .join(' '),
  });
  const checkedOut = new Set<pg.PoolClient>();
  pool.on('acquire', (client) => checkedOut.add(client));
  pool.on('release', (_error, client) => checkedOut.delete(client as pg.PoolClient));
  pool.on('error', (error) => log?.warn({ err: error }, 'Database connection lost (idle)'));
  pool.on('connect', (client) => {
    // A connection ended by the server reports twice: its FATAL message, then the socket's end.
    let lost = false;
    client.on('error', (error) => {
      // An idle client's loss is the pool's `error` event above.
      if (lost || !checkedOut.has(client)) return;
      lost = true;
      log?.warn({ err: error }, 'Database connection lost');
      setTimeout(() => {
        if (!checkedOut.has(client)) return;
        try {
          client.release(error);
        } catch {
          // Released meanwhile by its holder.
        }
      }, RECLAIM_LOST_CONNECTION_MS).unref();
    });
  });
  return pool;
}

/**
 * PGlite's buffers live in its WebAssembly memory, which never shrinks: PostgreSQL's 128 MB default made the shop's
 * process 130 MB larger for no speed the operating system's file cache does not give as well (issue 31).
 */
const PGLITE_SETTINGS = ['-c', 'shared_buffers=32MB'];

/**
 * The embedded database's one session listens for the page cache's notifications (page-cache.ts), so it asks the
 * triggers for them (migration 0036). A PostgreSQL server's sessions do not: a notifying commit there takes the
 * server's one notification lock, which made every order commit after the one before (issue 45).
 */
export const PGLITE_SESSION_SETTINGS = { 'oko.notify_pages': 'on' } as const;

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    // The server's driver, imported only for a server: an embedded shop's start does without it (issue 31).
    const [{ default: pg }, { drizzle: drizzleNodePg }] = await Promise.all([
      import('pg'),
      import('drizzle-orm/node-postgres'),
    ]);
    const client = openPool(pg.Pool, options.databaseUrl, options);
    return {
      kind: 'postgres',
      client,
      db: drizzleNodePg({ client, ...drizzleConfig }),
      close: () => client.end(),
    };
  }

  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  // One process per embedded database: a second one is refused before it opens the files.
  const lock = options.dataDir ? lockDataDir(options.dataDir) : undefined;
  let client: PGlite;
  try {
    client = await PGlite.create({
      dataDir: options.dataDir,
      extensions: { pg_trgm, unaccent },
      startParams: [...PGlite.defaultStartParams, ...PGLITE_SETTINGS],
      ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
    });
    // PGlite is one session: set once.
    for (const [name, value] of Object.entries({ ...SESSION_SETTINGS, ...PGLITE_SESSION_SETTINGS })) {
      await client.query('select set_config($1, $2, false)', [name, value]);
    }
  } catch (error) {
    lock?.release();
    throw error;
  }
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, ...drizzleConfig }),
    async close() {
      await client.close();
      lock?.release();
    },
  };
}

/** Drizzle's two database classes differ only in their driver's result type, which no query here relies on. */
export function sharedApi(handle: DatabaseHandle): Database {
  return handle.db as unknown as Database;
}
