// A guest's rendered pages, kept in memory for a few seconds (decision 024): a page is the same for every guest,
// so a crawler, or a link shared in a group chat, costs one render every few seconds rather than one per visit.
// A page is kept under the database's public version (migration 0012), read for each request (on the embedded
// database, known in memory): a change to what a page shows, on any instance, moves the version on, and the next
// request renders afresh.
import { PUBLIC_PAGE_QUERY_PARAMS } from '@oko/shared/constants';
import { eq, sql } from 'drizzle-orm';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client';
import { productUnits, publicVersion } from '../db/schema';
import { statement } from '../db/statements';

/** The public version now: one row by primary key, a named prepared statement. */
export async function readPublicVersion(db: Database): Promise<number> {
  const [row] = await statement(db, 'public_version', (name) =>
    db.select({ version: publicVersion.version }).from(publicVersion).limit(1).prepare(name),
  ).execute();
  return row?.version ?? 0;
}

/** A product's units' counts, in one string: what its page shows of its stock (`4,0,12`). */
export async function readProductStock(db: Database, productId: number): Promise<string> {
  const [row] = await statement(db, 'product_stock', (name) =>
    db
      .select({
        stock: sql<
          string | null
        >`string_agg(${productUnits.availableQuantity}::text, ',' order by ${productUnits.id})`,
      })
      .from(productUnits)
      .where(eq(productUnits.productId, sql.placeholder('productId')))
      .prepare(name),
  ).execute({ productId });
  return row?.stock ?? '';
}

/** What PGlite adds to a client that a pool of PostgreSQL connections lacks: in-process notifications. */
interface NotifyingClient {
  listen(channel: string, callback: (payload: string) => void): Promise<unknown>;
  waitReady: Promise<void>;
}

const isPglite = (client: unknown): client is NotifyingClient =>
  typeof client === 'object' && client !== null && 'listen' in client && 'waitReady' in client;

/**
 * The public version as a guest page needs it. On a PostgreSQL server, read for every request (shared by the
 * requests that arrive during a read: `sharedReads`), since any instance may have changed it. The embedded database
 * is one process's alone (its folder is locked), so every change passes through this process, and the migration's
 * trigger notifies it at commit (before the changing query answers): the number is read again only after a
 * notification. On PGlite a read costs half a millisecond of the one thread that also serves every request.
 */
export async function publicVersionSource(db: Database): Promise<() => Promise<number>> {
  const read = sharedReads(() => readPublicVersion(db));
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!isPglite(client)) return read;
  let changes = 0;
  let known: { changes: number; version: number } | undefined;
  await client.listen('public_version', () => {
    changes += 1;
  });
  return async () => {
    if (known?.changes === changes) return known.version;
    const before = changes;
    const version = await read();
    // A change notified while reading: this number may predate it, so the next request reads again.
    if (before === changes) known = { changes: before, version };
    return version;
  };
}

/**
 * `read`, shared by the requests that arrive while one runs: they wait for the next read, which starts when the
 * running one ends, so every request gets a version read after it arrived (a change committed before a request
 * always shows in its page) while the database answers one read at a time however many requests come.
 */
export function sharedReads<T>(read: () => Promise<T>): () => Promise<T> {
  const byKey = sharedReadsBy<undefined, T>(read);
  return () => byKey(undefined);
}

/** `sharedReads` for each key apart (a product's stock by its id); a key is kept only while a read of it runs. */
export function sharedReadsBy<K, T>(read: (key: K) => Promise<T>): (key: K) => Promise<T> {
  const reads = new Map<K, { running: Promise<T>; next?: Promise<T> }>();
  const start = (key: K) => {
    const entry: { running: Promise<T>; next?: Promise<T> } = { running: read(key) };
    reads.set(key, entry);
    const done = () => {
      if (reads.get(key) === entry && !entry.next) reads.delete(key);
    };
    entry.running.then(done, done);
    return entry.running;
  };
  return (key) => {
    const entry = reads.get(key);
    if (!entry) return start(key);
    entry.next ??= entry.running.then(
      () => start(key),
      () => start(key),
    );
    return entry.next;
  };
}

export interface PageCacheOptions<T> {
  /** How long a page is kept, however unchanged the data: what a shared cache may keep it (`s-maxage`). */
  ttlMs: number;
  /** The most the kept pages' text may take; the least recently asked are dropped first. */
  maxBytes: number;
  /** A page's size, as counted against `maxBytes`. */
  sizeOf: (page: T) => number;
  /** The clock, in milliseconds (tests). */
  now?: () => number;
}

/**
 * Pages by key: the public version, the site's origin and the request's URL. A page under an older version is never
 * asked for again and goes at the end of its lifetime, or sooner to make room. `get` renders a page that is missing
 * or expired, once however many requests ask for it meanwhile (lru-cache's `fetch`); a failed render is not kept.
 */
export function createPageCache<T>({ ttlMs, maxBytes, sizeOf, now }: PageCacheOptions<T>) {
  // Wrapped: a page may be null (one the browser renders), which lru-cache cannot hold.
  const kept = new LRUCache<string, { page: T }, () => Promise<T>>({
    maxSize: maxBytes,
    sizeCalculation: ({ page }, key) => key.length + Math.max(1, sizeOf(page)),
    ttl: ttlMs,
    ...(now ? { perf: { now }, ttlResolution: 0 } : {}),
    fetchMethod: async (_key, _stale, { context: render }) => ({ page: await render() }),
  });
  return {
    async get(key: string, render: () => Promise<T>): Promise<T> {
      const fetched = await kept.fetch(key, { context: render });
      return fetched!.page;
    },
    /** The kept pages' count and size, for tests. */
    stats: () => ({ pages: kept.size, bytes: kept.calculatedSize }),
  };
}

/**
 * The stock a product's page shows, as a page's key needs it (issue 45). An order changing a unit's count, on the
 * same side of zero, no longer moves the public version (migration 0020): only that product's page, which shows
 * the count, must be rendered again; lists show in or out of stock only, and that still moves the version. On
 * PostgreSQL the counts are read after each request of a product's page arrives (one indexed query, shared by the
 * requests of that page that arrive while one runs, as the version's); on PGlite, where every change passes through
 * this process, a count of the `product_stock` notifications per product stands for them.
 */
export async function productStockSource(db: Database): Promise<(productId: number) => Promise<string>> {
  const client: unknown = (db as { $client?: unknown }).$client;
  if (!isPglite(client)) return sharedReadsBy((productId: number) => readProductStock(db, productId));
  const changes = new Map<number, number>();
  await client.listen('product_stock', (payload) => {
    const productId = Number(payload);
    changes.set(productId, (changes.get(productId) ?? 0) + 1);
  });
  return async (productId) => `#${changes.get(productId) ?? 0}`;
}

/** A product's page, by the path the storefront gives it (`/products/12`): its id, or undefined for any other. */
export function productOfPage(address: string): number | undefined {
  const match = /^\/products\/(\d{1,9})(?:\?|$)/.exec(address);
  return match ? Number(match[1]) : undefined;
}

/**
 * The key of a page: the public version it was rendered at (read before rendering), for a product's page its stock
 * too, then the address.
 */
export const pageKey = (version: number | string, address: string) => `${version} ${address}`;

/**
 * The address a page is rendered and kept at: its path, and of its query only the parameters a public page reads
 * (PUBLIC_PAGE_QUERY_PARAMS, the first of each, in that order). A link shared with `?utm_source=…&fbclid=…`, or any
 * made-up parameter, is the plain link's page: one render and one entry for all of them (issue 45).
 */
export function pageAddress(url: string): string {
  const query = url.indexOf('?');
  if (query === -1) return url;
  const given = new URLSearchParams(url.slice(query + 1));
  const kept = new URLSearchParams();
  for (const name of PUBLIC_PAGE_QUERY_PARAMS) {
    const value = given.get(name);
    if (value !== null) kept.set(name, value);
  }
  const search = kept.toString();
  return search ? `${url.slice(0, query)}?${search}` : url.slice(0, query);
}
