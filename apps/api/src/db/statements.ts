import type { Database } from './client';

/**
 * Named prepared statements, one per database and shape of query. Drizzle sends an unnamed query otherwise,
 * which PostgreSQL parses and plans on every request and the driver describes anew: for these short queries,
 * more work than running them. Prepared, each connection parses a statement once, and PostgreSQL keeps a generic
 * plan after five runs (docs/benchmarks.md). On PGlite the name changes nothing.
 */
const statements = new WeakMap<Database, Map<string, unknown>>();

export function statement<T>(db: Database, name: string, prepare: (name: string) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  if (!byName.has(name)) byName.set(name, prepare(name));
  return byName.get(name) as T;
}
