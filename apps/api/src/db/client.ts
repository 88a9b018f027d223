// One database API over two drivers: embedded PGlite (a directory under DATA_DIR, or memory in tests) by default,
// a PostgreSQL server when DATABASE_URL is set. Both speak the same SQL and share one Drizzle schema.
import { mkdir } from 'node:fs/promises';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite, type PgliteDatabase } from 'drizzle-orm/pglite';
import { drizzle as drizzlePostgres, type PostgresJsDatabase } from 'drizzle-orm/postgres-js';
import postgres from 'postgres';
import * as schema from './schema';

export type Schema = typeof schema;

/** What services and queries use: the driver-independent Drizzle API. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export type DatabaseHandle = { close(): Promise<void> } & (
  | { kind: 'pglite'; db: PgliteDatabase<Schema>; client: PGlite }
  | { kind: 'postgres'; db: PostgresJsDatabase<Schema>; client: postgres.Sql }
);

export interface OpenDatabaseOptions {
  /** `postgres://…`: use that server. */
  databaseUrl?: string;
  /** PGlite's directory; without it PGlite lives in memory (tests). */
  dataDir?: string;
  /** Connections per instance to a PostgreSQL server. */
  maxConnections?: number;
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

export async function openDatabase(options: OpenDatabaseOptions): Promise<DatabaseHandle> {
  if (options.databaseUrl) {
    const client = postgres(options.databaseUrl, {
      max: options.maxConnections ?? 10,
      connection: SESSION_SETTINGS,
      // "already exists, skipping" notices of idempotent migrations are not news.
      onnotice: () => {},
    });
    return {
      kind: 'postgres',
      client,
      db: drizzlePostgres({ client, ...drizzleConfig }),
      close: () => client.end({ timeout: 5 }),
    };
  }

  if (options.dataDir) await mkdir(options.dataDir, { recursive: true });
  const client = await PGlite.create({
    dataDir: options.dataDir,
    extensions: { pg_trgm, unaccent },
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  // PGlite is one session: set once.
  for (const [name, value] of Object.entries(SESSION_SETTINGS)) {
    await client.query('select set_config($1, $2, false)', [name, value]);
  }
  return {
    kind: 'pglite',
    client,
    db: drizzlePglite({ client, ...drizzleConfig }),
    close: () => client.close(),
  };
}

/** Drizzle's two database classes differ only in their driver's result type, which no query here relies on. */
export function sharedApi(handle: DatabaseHandle): Database {
  return handle.db as unknown as Database;
}
