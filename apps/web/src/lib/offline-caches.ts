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

/** Pages whose address names the shopper's own things (`/users/orders/<id>`) or the back office. */
const PERSONAL_PAGE = /^\/(users|admin)(\/|$)/;

/**
 * A session that ended without Sign out (issue 44): the saved pages of the shopper's own things leave the offline
 * page's list; the catalog's pages stay, they are no one's.
 */
export async function forgetPersonalPages(storage: CacheStorage | undefined = globalThis.caches) {
  if (!storage || !(await storage.has(RUNTIME_CACHES.pages))) return;
  const pages = await storage.open(RUNTIME_CACHES.pages);
  const personal = (await pages.keys()).filter((request) =>
    PERSONAL_PAGE.test(new URL(request.url).pathname),
  );
  await Promise.all(personal.map((request) => pages.delete(request)));
}
