// The caches the storefront's service worker fills as the shopper browses (decision 030; its precache, the app's
// code, is Workbox's own and holds nothing of the shopper's).

export const RUNTIME_CACHES = {
  /** Pages (HTML) the shopper opened. */
  pages: 'oko-pages',
  /** The public API answers those pages showed: the catalog, the shop's settings and texts. */
  catalog: 'oko-catalog',
  /** Pictures (/media/). */
  media: 'oko-media',
} as const;

/**
 * Forgets what the service worker kept while this shopper browsed (spec section 4: signing out clears the
 * browser's storage). The app's own code stays: it is no one's.
 */
export async function clearOfflineCaches(storage: CacheStorage | undefined = globalThis.caches) {
  if (!storage) return;
  await Promise.all(Object.values(RUNTIME_CACHES).map((name) => storage.delete(name)));
}
