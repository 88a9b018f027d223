// The guest pages kept in memory (decision 024): how long, at which public version, how many; and the version
// itself, which every change to what a guest's page shows moves on once, at commit (migration 0012).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, pages, productUnits, settings } from '../db/schema';
import { useOpened } from '../testing/test-app';
import { openTestDatabase } from '../testing/database';
import { createPageCache, readPublicVersion } from './page-cache';

function cacheAt(options: { ttlMs?: number; maxBytes?: number } = {}) {
  let time = 0;
  const cache = createPageCache<string>({
    ttlMs: options.ttlMs ?? 5000,
    maxBytes: options.maxBytes ?? 1000,
    now: () => time,
  });
  let renders = 0;
  const get = (key: string, version = 1) =>
    cache.get(
      key,
      version,
      async () => `${key} #${++renders}`,
      (page) => page.length,
    );
  return { cache, get, pass: (ms: number) => (time += ms) };
}

describe('createPageCache', () => {
  it('renders a page once within its lifetime, and again once it has passed', async () => {
    const { get, pass } = cacheAt();
    expect(await get('/a')).toBe('/a #1');
    pass(4999);
    expect(await get('/a')).toBe('/a #1');
    pass(1);
    expect(await get('/a')).toBe('/a #2');
  });

  it('renders every page afresh at a newer version, and keeps none from an older one', async () => {
    const { get } = cacheAt();
    await get('/a', 1);
    await get('/b', 1);
    expect(await get('/a', 2)).toBe('/a #3');
    // A request that read the version just before the change: rendered, not kept over the newer page.
    expect(await get('/a', 1)).toBe('/a #4');
    expect(await get('/a', 2)).toBe('/a #3');
    expect(await get('/b', 2)).toBe('/b #5');
  });

  it('renders once for requests that arrive while the page is rendering', async () => {
    const cache = createPageCache<string>({ ttlMs: 5000, maxBytes: 1000 });
    let renders = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`#${++renders}`), 20));
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.get('/a', 1, slow, () => 2)));
    expect(pages).toEqual(['#1', '#1', '#1', '#1', '#1']);
  });

  it('keeps no failed render: the next request renders again', async () => {
    const cache = createPageCache<string>({ ttlMs: 5000, maxBytes: 1000 });
    await expect(
      cache.get(
        '/a',
        1,
        () => Promise.reject(new Error('API down')),
        () => 1,
      ),
    ).rejects.toThrow('API down');
    expect(
      await cache.get(
        '/a',
        1,
        async () => 'rendered',
        () => 1,
      ),
    ).toBe('rendered');
  });

  it('drops the least recently asked pages beyond its size, and keeps none larger than it all', async () => {
    const { cache, get } = cacheAt({ maxBytes: 20 });
    await get('/a'); // 2 + 5 bytes
    await get('/b');
    await get('/a'); // asked again: the most recent
    await get('/c'); // 21 bytes: /b goes
    expect(cache.stats()).toEqual({ pages: 2, bytes: 14 });
    expect(await get('/a')).toBe('/a #1');
    expect(await get('/b')).toBe('/b #4');
    await get('/a-very-long-address-indeed');
    expect(cache.stats().bytes).toBeLessThanOrEqual(20);
  });
});

describe('the public version (migration 0012)', () => {
  const database = useOpened(() => openTestDatabase());

  it('moves on once per transaction that changes what a guest page shows, at its commit', async () => {
    const { db } = database;
    const before = await readPublicVersion(db);
    await db.update(settings).set({ updatedAt: new Date() });
    expect(await readPublicVersion(db)).toBe(before + 1);

    // Many rows of several tables in one transaction: one step.
    await db.transaction(async (tx) => {
      await tx.update(productUnits).set({ availableQuantity: sql`${productUnits.availableQuantity} + 1` });
      await tx.update(categories).set({ description: sql`${categories.description}` });
      await tx
        .update(pages)
        .set({ body: sql`${pages.body} || ' '` })
        .where(eq(pages.slug, 'about'));
    });
    expect(await readPublicVersion(db)).toBe(before + 2);
  });

  it('stays where it was when the change is rolled back', async () => {
    const { db } = database;
    const before = await readPublicVersion(db);
    await expect(
      db.transaction(async (tx) => {
        await tx.update(settings).set({ updatedAt: new Date() });
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    expect(await readPublicVersion(db)).toBe(before);
  });
});
