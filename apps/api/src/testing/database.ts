// A migrated, seeded database for one test file. Without DATABASE_URL: an in-memory PGlite of its own, started
// from the template dump of global-setup.ts. With it: a fresh, randomly named copy of global-setup.ts's template
// database on that server, dropped when the file is done, so runs never share state.
import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, type DatabaseHandle, openDatabase, sharedApi } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { jobs } from '../db/schema';
import { seedDatabase } from '../seed/seed';
import { FREE_DELIVERY_KEY, deleteSetting } from '../settings/queries';

export interface TestDatabase {
  handle: DatabaseHandle;
  db: Database;
  close(): Promise<void>;
}

async function withServer<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client(url);
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export async function openTestDatabase({ seed = true, freeDelivery = false } = {}): Promise<TestDatabase> {
  const serverUrl = process.env.DATABASE_URL;
  let handle: DatabaseHandle;
  let dropDatabase = async () => {};

  if (serverUrl) {
    const name = `oko_test_${randomBytes(6).toString('hex')}`;
    const templates = inject('serverTemplates');
    const template = templates && (seed ? templates.seeded : templates.migrated);
    await withServer(serverUrl, (client) =>
      client.query(`create database "${name}"${template ? ` template "${template}"` : ''}`),
    );
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    handle = await openDatabase({ databaseUrl: url.toString(), maxConnections: 4 });
    dropDatabase = () =>
      withServer(serverUrl, (client) => client.query(`drop database if exists "${name}" with (force)`)).then(
        () => {},
      );
  } else {
    const templates = inject('pgliteTemplates');
    const template = templates && (seed ? templates.seeded : templates.migrated);
    handle = await openDatabase(template ? { loadDataDir: new Blob([await readFile(template)]) } : {});
  }

  // On a template these find nothing left to do, which is itself worth running.
  await migrateDatabase(handle);
  const db = sharedApi(handle);
  if (seed) {
    await seedDatabase(db, { deliveryDays: false });
    // The demo shop's free delivery over ₦5000 is off here: the tests price orders with the channels' fees, and
    // those of free delivery set their own threshold (seed/seed.test.ts checks the demo shop's).
    if (!freeDelivery) await deleteSetting(db, FREE_DELIVERY_KEY);
  }
  return {
    handle,
    db,
    async close() {
      await handle.close();
      await dropDatabase();
    },
  };
}

/** The queued jobs of `kind` (unset: every job) are due now, as if their time had come. */
export const makeJobsDue = (db: Database, kind?: string) =>
  db
    .update(jobs)
    .set({ runAt: sql`now()` })
    .where(kind === undefined ? undefined : eq(jobs.kind, kind));
