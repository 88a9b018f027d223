// A guest's rendered pages, kept in memory for a few seconds (decision 024): a page is the same for every guest,
// so a crawler, or a link shared in a group chat, costs one render every few seconds rather than one per visit.
// A page is kept under the database's public version (migration 0012), read once per request: a change to what a
// page shows, on any instance, moves the version on, and the next request renders afresh.
import type { Database } from '../db/client';
import { publicVersion } from '../db/schema';
import { statement } from '../db/statements';

/** The public version now: one row by primary key, a named prepared statement. */
export async function readPublicVersion(db: Database): Promise<number> {
  const [row] = await statement(db, 'public_version', (name) =>
    db.select({ version: publicVersion.version }).from(publicVersion).limit(1).prepare(name),
  ).execute();
  return row?.version ?? 0;
}

export interface PageCacheOptions {
  /** How long a page is kept, however unchanged the data: what a shared cache may keep it (`s-maxage`). */
  ttlMs: number;
  /** The most the kept pages' text may take; the least recently asked are dropped first. */
  maxBytes: number;
  now?: () => number;
}

interface Kept<T> {
  value: T;
  bytes: number;
  expires: number;
}

/**
 * Pages by key (the site's origin and the request's URL) at one public version: a newer version drops them all.
 * `get` renders a page that is missing or expired, once however many requests ask for it meanwhile.
 */
export function createPageCache<T>({ ttlMs, maxBytes, now = Date.now }: PageCacheOptions) {
  let version: number | undefined;
  // A Map iterates in insertion order: the first key is the least recently asked.
  const kept = new Map<string, Kept<T>>();
  const rendering = new Map<string, Promise<T>>();
  let bytes = 0;

  const drop = (key: string) => {
    const entry = kept.get(key);
    if (!entry) return;
    kept.delete(key);
    bytes -= entry.bytes;
  };

  const keep = (key: string, value: T, size: number) => {
    drop(key);
    if (size > maxBytes) return;
    kept.set(key, { value, bytes: size, expires: now() + ttlMs });
    bytes += size;
    for (const oldest of kept.keys()) {
      if (bytes <= maxBytes) break;
      drop(oldest);
    }
  };

  return {
    /**
     * The page at `key` rendered at `atVersion` (read before rendering, so a page never carries data older than its
     * version), from memory or from `render`. A failed render is not kept.
     */
    async get(key: string, atVersion: number, render: () => Promise<T>, sizeOf: (value: T) => number) {
      if (atVersion !== version) {
        // A request that read the version before another saw a newer one: its page is already out of date.
        if (version !== undefined && atVersion < version) return render();
        version = atVersion;
        kept.clear();
        bytes = 0;
      }
      const entry = kept.get(key);
      if (entry && entry.expires > now()) {
        // Most recently asked: to the end of the order.
        kept.delete(key);
        kept.set(key, entry);
        return entry.value;
      }
      const flight = `${atVersion} ${key}`;
      let pending = rendering.get(flight);
      if (!pending) {
        pending = render().then((value) => {
          if (atVersion === version) keep(key, value, key.length + sizeOf(value));
          return value;
        });
        rendering.set(flight, pending);
        const forget = () => rendering.delete(flight);
        pending.then(forget, forget);
      }
      return pending;
    },
    /** The kept pages' count and size, for tests and the bench. */
    stats: () => ({ pages: kept.size, bytes }),
  };
}
