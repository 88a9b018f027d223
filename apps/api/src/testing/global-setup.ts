// Creating an in-memory PGlite runs initdb in WebAssembly: seconds each time. Without DATABASE_URL, this runs
// once per `vitest run`: one cluster is migrated (and dumped), then seeded (and dumped again), and each test file
// starts its own PGlite from a dump in about a second. The dumps are removed at the end.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase, sharedApi } from '../db/client';
import { migrateDatabase } from '../db/migrate';
import { seedDatabase } from '../seed/seed';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Paths of PGlite dumps: migrated only, and migrated and seeded. Empty when DATABASE_URL is set. */
    pgliteTemplates: { migrated: string; seeded: string } | null;
  }
}

export default async function setup(project: TestProject) {
  if (process.env.DATABASE_URL) {
    project.provide('pgliteTemplates', null);
    return;
  }
  const dir = mkdtempSync(join(tmpdir(), 'oko-pglite-template-'));
  const handle = await openDatabase({});
  if (handle.kind !== 'pglite') throw new Error('expected PGlite');
  const dump = async (name: string) => {
    const path = join(dir, `${name}.tar`);
    writeFileSync(path, Buffer.from(await (await handle.client.dumpDataDir('none')).arrayBuffer()));
    return path;
  };
  try {
    await migrateDatabase(handle);
    const migrated = await dump('migrated');
    await seedDatabase(sharedApi(handle), { deliveryDays: false });
    const seeded = await dump('seeded');
    project.provide('pgliteTemplates', { migrated, seeded });
  } finally {
    await handle.close();
  }
  return () => rmSync(dir, { recursive: true, force: true });
}
