// The guest pages kept in memory (decision 024): how long, at which public version, how many; and the version
// itself, which every change to what a guest's page shows moves on once, at commit (migration 0012).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { categories, pages, productUnits, publicVersion, settings } from '../db/schema';
import { useOpened } from '../testing/test-app';
import { openTestDatabase } from '../testing/database';
import { changeStock } from '../catalog/stock';
import {
  createPageCache,
  pageKey,
  productStockSource,
  publicVersionSource,
  readProductStock,
  readPublicVersion,
  sharedReads,
  sharedReadsBy,
} from './page-cache';

function cacheAt(options: { maxBytes?: number } = {}) {
  // Not 0: lru-cache reads a start time of 0 as "never set".
  let time = 1000;
  const cache = createPageCache<string>({
    ttlMs: 5000,
    maxBytes: options.maxBytes ?? 1000,
    sizeOf: (page) => page.length,
    now: () => time,
  });
  let renders = 0;
  const get = (address: string, version = 1) =>
    cache.get(pageKey(version, address), async () => `${address} #${++renders}`);
  return { cache, get, pass: (ms: number) => (time += ms) };
}

describe('createPageCache', () => {
  it('renders a page once within its lifetime, and again once it has passed', async () => {
    const { get, pass } = cacheAt();
    expect(await get('/a')).toBe('/a #1');
    pass(5000);
    expect(await get('/a')).toBe('/a #1');
    pass(1);
    expect(await get('/a')).toBe('/a #2');
  });

  it('renders every page afresh at a newer version', async () => {
    const { get } = cacheAt();
    await get('/a', 1);
    await get('/b', 1);
    expect(await get('/a', 2)).toBe('/a #3');
    expect(await get('/a', 2)).toBe('/a #3');
    expect(await get('/b', 2)).toBe('/b #4');
  });

  it('renders once for requests that arrive while the page is rendering', async () => {
    const cache = createPageCache<string>({ ttlMs: 5000, maxBytes: 1000, sizeOf: () => 2 });
    let renders = 0;
    const slow = () => new Promise<string>((resolve) => setTimeout(() => resolve(`#${++renders}`), 20));
    const pages = await Promise.all(Array.from({ length: 5 }, () => cache.get('1 /a', slow)));
    expect(pages).toEqual(['#1', '#1', '#1', '#1', '#1']);
  });

  it('keeps no failed render: the next request renders again', async () => {
    const cache = createPageCache<string>({ ttlMs: 5000, maxBytes: 1000, sizeOf: () => 1 });
    await expect(cache.get('1 /a', () => Promise.reject(new Error('API down')))).rejects.toThrow('API down');
    expect(await cache.get('1 /a', async () => 'rendered')).toBe('rendered');
  });

  it('drops the least recently asked pages beyond its size, and keeps none larger than it all', async () => {
    const { cache, get } = cacheAt({ maxBytes: 30 });
    await get('/a'); // key "1 /a" (4) + page "/a #1" (5): 9
    await get('/b');
    await get('/c');
    await get('/a'); // asked again: the most recent
    await get('/d'); // 36 in all: /b goes
    expect(cache.stats()).toEqual({ pages: 3, bytes: 27 });
    expect(await get('/a')).toBe('/a #1');
    expect(await get('/b')).toBe('/b #5');
    await get('/a-very-long-address-indeed');
    expect(cache.stats().bytes).toBeLessThanOrEqual(30);
  });
});

describe('sharedReads', () => {
  it('gives the requests that arrive during a read the next one, started when it ends', async () => {
    const reads: ((value: number) => void)[] = [];
    const read = sharedReads(() => new Promise<number>((resolve) => reads.push(resolve)));
    const first = read();
    const during = [read(), read(), read()];
    expect(reads).toHaveLength(1);
    reads[0]!(1);
    expect(await first).toBe(1);
    await Promise.resolve();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(reads, 'one more read for the three').toHaveLength(2);
    reads[1]!(2);
    expect(await Promise.all(during)).toEqual([2, 2, 2]);
    const later = read();
    expect(reads).toHaveLength(3);
    reads[2]!(3);
    expect(await later).toBe(3);
  });

  it('passes a failed read on to its requests, and reads afresh after it', async () => {
    let fail = true;
    const read = sharedReads(async () => {
      if (fail) throw new Error('database away');
      return 7;
    });
    await expect(read()).rejects.toThrow('database away');
    fail = false;
    expect(await read()).toBe(7);
  });

  it("shares a read among one key's requests only, a product's stock by its id", async () => {
    const reads: [number, (value: string) => void][] = [];
    const read = sharedReadsBy((id: number) => new Promise<string>((resolve) => reads.push([id, resolve])));
    const first = [read(1), read(2)];
    const during = [read(1), read(1), read(2)];
    expect(reads.map(([id]) => id)).toEqual([1, 2]);
    reads[0]![1]('one');
    reads[1]![1]('two');
    expect(await Promise.all(first)).toEqual(['one', 'two']);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(
      reads.map(([id]) => id),
      'one more read of each for the three',
    ).toEqual([1, 2, 1, 2]);
    reads[2]![1]('one again');
    reads[3]![1]('two again');
    expect(await Promise.all(during)).toEqual(['one again', 'one again', 'two again']);
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

  it("leaves it where it was when an order changes a unit's count alone, and tells that product's page (issue 45)", async () => {
    const { db } = database;
    const [unit] = await db
      .select()
      .from(productUnits)
      .where(sql`${productUnits.availableQuantity} > 3`)
      .limit(1);
    const stock = await productStockSource(db);
    const [version, before, other] = [
      await readPublicVersion(db),
      await stock(unit!.productId),
      await stock(unit!.productId + 1),
    ];
    await db.transaction((tx) => changeStock(tx, unit!.id, -2));
    expect(await readPublicVersion(db), 'no page but its product shows the count').toBe(version);
    expect(await stock(unit!.productId)).not.toBe(before);
    expect(await stock(unit!.productId + 1)).toBe(other);
    expect(await readProductStock(db, unit!.productId)).toContain(String(unit!.availableQuantity - 2));

    // In stock → out of stock, a price, a new unit: what lists show too.
    await db.transaction((tx) => changeStock(tx, unit!.id, -(unit!.availableQuantity - 2)));
    expect(await readPublicVersion(db)).toBe(version + 1);
    await db.transaction((tx) => changeStock(tx, unit!.id, 5));
    expect(await readPublicVersion(db)).toBe(version + 2);
    await db
      .update(productUnits)
      .set({ priceKobo: sql`${productUnits.priceKobo} + 100` })
      .where(eq(productUnits.id, unit!.id));
    expect(await readPublicVersion(db)).toBe(version + 3);
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

  it('is known in memory on the embedded database, read again only after a change notified at commit', async () => {
    const { db, handle } = database;
    const version = await publicVersionSource(db);
    const before = await version();
    await db.update(settings).set({ updatedAt: new Date() });
    expect(await version()).toBe(before + 1);
    // Moved behind the triggers' back: no notification, so the number in memory stands (a server reads each time).
    await db.update(publicVersion).set({ version: sql`${publicVersion.version} + 100` });
    expect(await version()).toBe(handle.kind === 'pglite' ? before + 1 : before + 101);
    await db.update(settings).set({ updatedAt: new Date() });
    expect(await version()).toBe(before + 102);
  });
});
