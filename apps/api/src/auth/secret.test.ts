import { mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './secret';

let dir: string | undefined;
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('loadJwtSecret', () => {
  it('uses JWT_SECRET when set', async () => {
    const secret = await loadJwtSecret('s'.repeat(40), '/nonexistent/jwt-secret');
    expect(new TextDecoder().decode(secret)).toBe('s'.repeat(40));
  });

  it('otherwise makes one in DATA_DIR once and reads it back after a restart', async () => {
    dir = mkdtempSync(join(tmpdir(), 'oko-secret-'));
    const file = join(dir, 'jwt-secret');
    const first = await loadJwtSecret(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(await loadJwtSecret(undefined, file)).toEqual(first);
  });
});
