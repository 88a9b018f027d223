// `npm start` runs the server bundled into one file (decision 002), in which every module's import.meta.url is the
// bundle's: a path made from a module's own address would point beside the bundle, not beside the module.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { API_DIR } from './paths';

/** Modules the server never loads: test helpers that start the sources themselves. */
const NOT_BUNDLED = ['src/resilience/api-process.ts'];

function sources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [path] : [];
  });
}

describe('paths of the API', () => {
  it('are made from API_DIR, never from a module’s own import.meta.url (except src/paths.ts)', () => {
    const offenders = sources(join(API_DIR, 'src'))
      .map((path) => relative(API_DIR, path))
      .filter((path) => path !== 'src/paths.ts' && !NOT_BUNDLED.includes(path))
      .filter((path) => readFileSync(join(API_DIR, path), 'utf8').includes('import.meta.url'));
    expect(offenders).toEqual([]);
  });

  it('name the API folder, with its migrations', () => {
    expect(readdirSync(join(API_DIR, 'drizzle'))).toContain('meta');
    expect(readFileSync(join(API_DIR, 'package.json'), 'utf8')).toContain('"name": "@oko/api"');
  });
});
