// The keys an instance makes when the environment gives none (issue 30): in DATA_DIR on the embedded database,
// in the database on PostgreSQL, so a second instance on a fresh DATA_DIR has the same ones without a copied file.
import { existsSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type TestDatabase, openTestDatabase } from '../testing/database';
import { useOpened } from '../testing/test-app';
import { databaseSecrets, folderSecrets, loadJwtSecret } from './secret';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'oko-secret-'));
  dirs.push(dir);
  return dir;
};
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set', async () => {
    const dir = tempDir();
    const secret = await loadJwtSecret('s'.repeat(40), folderSecrets(dir));
    expect(text(secret)).toBe('s'.repeat(40));
    expect(existsSync(join(dir, 'jwt-secret'))).toBe(false);
  });

  it('otherwise makes one in DATA_DIR once and reads it back after a restart', async () => {
    const dir = tempDir();
    const first = await loadJwtSecret(undefined, folderSecrets(dir));
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(join(dir, 'jwt-secret')).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret(undefined, folderSecrets(dir))).toEqual(first);
  });
});

describe('the secrets in the database (PostgreSQL)', () => {
  const database = useOpened<TestDatabase>(() => openTestDatabase({ seed: false }));

  it('gives every instance the same token key and owner’s token, made by whichever asked first', async () => {
    // Three instances starting at once, each on a DATA_DIR of its own.
    const instances = [1, 2, 3].map(() => databaseSecrets(database.db));
    const keys = await Promise.all(instances.map((secrets) => loadJwtSecret(undefined, secrets)));
    expect(new Set(keys.map(text)).size).toBe(1);
    expect(text(keys[0]!).length).toBeGreaterThanOrEqual(32);
    const tokens = await Promise.all(instances.map((secrets) => secrets.get('admin-token')));
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).not.toBe(text(keys[0]!));
    // A restart reads them back.
    expect(await databaseSecrets(database.db).get('admin-token')).toBe(tokens[0]);
    // JWT_SECRET still wins.
    expect(text(await loadJwtSecret('e'.repeat(40), instances[0]!))).toBe('e'.repeat(40));
  });
});
