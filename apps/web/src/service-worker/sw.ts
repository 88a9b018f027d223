/// <reference lib="webworker" />
// The storefront's service worker (decision 030), built by vite-plugin-pwa (injectManifest) into dist/sw.js and
// registered by the storefront once a page is up (app/service-worker.ts). Workbox does the work; this file says
// which strategy each kind of request gets (requests.ts says which kind a request is):
// - the app's code and styles (hashed files) come from the precache, filled at install with what a shopper needs
//   (never the back office's chunks: vite.config.ts's `shopperPrecache`);
// - pages are asked of the network first, with a short timeout, and kept for when the signal drops;
// - the catalog's API answers likewise, so prices and stock are current whenever the network answers;
// - pictures come from the cache first, kept a month, and at most MEDIA_ENTRIES of them;
// - a page not saved, offline, gets the shop's offline page with links to the pages saved;
// - a page or catalog answer given from the cache is marked as a saved copy, so the storefront can say so.
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  matchPrecache,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { RUNTIME_CACHES } from '@/lib/offline-caches';
import {
  kindOf,
  markSavedCopy,
  SAVED_COPY_HEADER,
  SAVED_COPY_MESSAGE,
  savedPageTitle,
  withSavedPages,
  type SavedCopyMessage,
  type SavedPage,
} from './requests';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

const DAY = 24 * 60 * 60;
/** A page or an answer slower than this is taken from the cache, when there (the network's answer still lands). */
const NETWORK_TIMEOUT_SECONDS = 3;
/** Pages kept: the most recently opened. */
const PAGE_ENTRIES = 60;
/** Catalog answers kept (a page shows two to five). */
const CATALOG_ENTRIES = 150;
/**
 * Pictures kept, the least recently used dropped first: about 10 MB at the shop's 40–80 kB product pictures. Workbox
 * caps a cache by entries, not bytes; the browser's quota evicts the whole cache (`purgeOnQuotaError`) rather
 * than failing a page.
 */
const MEDIA_ENTRIES = 150;

/** The offline page, saved at install (vite.config.ts adds it to the precache). */
const OFFLINE_PAGE = '/offline';

// A new release takes over at once: its precache holds the files the new pages name.
void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const ok = new CacheableResponsePlugin({ statuses: [200] });

/**
 * A network-first answer taken from the cache (the network failed, or was slower than the timeout, while the phone
 * may believe it is online) is marked as a saved copy: a header, a page's `<html>` attribute, and for a catalog
 * answer a message to the page that asked (app/offline.ts shows "Prices and stock may be out of date").
 * Workbox calls `cachedResponseWillBeUsed` for a network-first route only when it falls back on the cache.
 */
const savedCopy: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ cachedResponse, request }) => {
    if (!cachedResponse) return null;
    const headers = new Headers(cachedResponse.headers);
    headers.set(SAVED_COPY_HEADER, '1');
    headers.delete('content-length');
    const body =
      request.mode === 'navigate' ? markSavedCopy(await cachedResponse.text()) : cachedResponse.body;
    return new Response(body, {
      status: cachedResponse.status,
      statusText: cachedResponse.statusText,
      headers,
    });
  },
  handlerDidRespond: async ({ request, response, event }) => {
    if (request.mode === 'navigate' || !response?.headers.has(SAVED_COPY_HEADER)) return;
    const client = await self.clients.get((event as FetchEvent).clientId);
    const message: SavedCopyMessage = { type: SAVED_COPY_MESSAGE, url: request.url };
    client?.postMessage(message);
  },
};

const inKind =
  (kind: ReturnType<typeof kindOf>) =>
  ({ request }: { request: Request }) =>
    kindOf({ url: request.url, method: request.method, mode: request.mode, origin: self.location.origin }) ===
    kind;

registerRoute(
  inKind('pages'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.pages,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, new ExpirationPlugin({ maxEntries: PAGE_ENTRIES, maxAgeSeconds: 30 * DAY }), savedCopy],
  }),
);

registerRoute(
  inKind('catalog'),
  new NetworkFirst({
    cacheName: RUNTIME_CACHES.catalog,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [ok, new ExpirationPlugin({ maxEntries: CATALOG_ENTRIES, maxAgeSeconds: 30 * DAY }), savedCopy],
  }),
);

registerRoute(
  inKind('media'),
  new CacheFirst({
    cacheName: RUNTIME_CACHES.media,
    plugins: [
      ok,
      new ExpirationPlugin({
        maxEntries: MEDIA_ENTRIES,
        maxAgeSeconds: 30 * DAY,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

/** The pages saved on this phone, for the offline page's list: the home page first, then the latest opened. */
async function savedPages(): Promise<SavedPage[]> {
  const cache = await caches.open(RUNTIME_CACHES.pages);
  const requests = [...(await cache.keys())].reverse();
  const pages = await Promise.all(
    requests.map(async (request) => {
      const { pathname, search } = new URL(request.url);
      const html = await (await cache.match(request))?.text();
      return { path: pathname + search, title: html ? savedPageTitle(pathname + search, html) : null };
    }),
  );
  return pages
    .filter(({ path }) => path !== OFFLINE_PAGE)
    .sort((a, b) => Number(b.path === '/') - Number(a.path === '/'));
}

/** A page the network did not give and the cache did not have: the offline page, with what is saved. */
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return Response.error();
  const offline = await matchPrecache(OFFLINE_PAGE);
  if (!offline) return Response.error();
  const html = withSavedPages(await offline.text(), await savedPages());
  return new Response(html, { status: 200, headers: { 'content-type': 'text/html; charset=utf-8' } });
});
