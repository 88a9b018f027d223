// What the service worker (sw.ts, decision 030) does with each kind of request, as plain functions the tests can
// call: which requests it keeps, in which cache, and which it never touches. No Workbox and no browser globals
// here, so the storefront's tests import it in Node.
import type { RUNTIME_CACHES } from '@/lib/offline-caches';

export type RequestKind = keyof typeof RUNTIME_CACHES;

/**
 * The public GETs of the API a storefront page shows: the catalog (products, categories, a product), the shop's
 * settings and texts, and the lists of the checkout's selects. Nothing else of the API is ever kept: the account,
 * the cart, orders, payments and the back office (`/api/v1/admin…`) stay live.
 */
const PUBLIC_API =
  /^\/api\/v1\/(get-setting|products|products\/categories(\/[^/]+)?|products\/\d+|pages\/[^/]+|countries|states|delivery-channel|pickup-points)$/;

/** The back office: its pages (index.html) and scripts are never kept; it is live data for staff. */
const BACK_OFFICE = /^\/admin(\/|$)/;

/** Addresses that are not the storefront's pages: the API, pictures, the API's documentation, files. */
const NOT_A_PAGE = /^\/(api|media|docs|assets)(\/|$)/;

export type RequestFacts = { url: string; method: string; mode: string; origin: string };

/**
 * The kind of a request the service worker keeps, or null for one it leaves to the network (and the browser's own
 * cache) untouched: another origin, a write, the back office, the account and cart.
 */
export function kindOf({ url, method, mode, origin }: RequestFacts): RequestKind | null {
  const address = new URL(url);
  if (address.origin !== origin || method !== 'GET') return null;
  const path = address.pathname;
  if (mode === 'navigate') return BACK_OFFICE.test(path) || NOT_A_PAGE.test(path) ? null : 'pages';
  if (PUBLIC_API.test(path)) return 'catalog';
  if (path.startsWith('/media/')) return 'media';
  return null;
}

/** HTML-escapes text for an element or a double-quoted attribute. */
const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"]/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[char] ?? char,
  );

/** The `<title>` of a page's HTML, as written (already escaped), or null. */
export const titleOf = (html: string): string | null =>
  /<title[^>]*>([^<]*)<\/title>/i.exec(html)?.[1]?.trim() || null;

export type SavedPage = { path: string; title: string | null };

/**
 * The pages the browser renders (cart, checkout, account, sign-in): the server sends them the empty shell
 * (index.html), whose title is the shop's name alone, the home page's too, so the offline page listed "Oko Farm"
 * twice (issue 43 item 10). Such a page is named here, after the shell's title; one not named here by its path.
 */
const BROWSER_PAGE_NAMES: Readonly<Record<string, string>> = {
  '/carts': 'Cart',
  '/checkout': 'Checkout',
  '/auth/login': 'Sign in',
  '/auth/register': 'Create an account',
  '/users/account': 'My account',
  '/users/profiles': 'My profile',
  '/users/orders': 'My orders',
  '/users/orders/tracking': 'Track an order',
};

/** The shell's root, empty until the storefront's scripts render the page into it. */
const EMPTY_ROOT = /<div id="root"><\/div>/;

/** A saved page's name in the offline page's list, from its HTML: its title, or for a shell page its own name. */
export function savedPageTitle(path: string, html: string): string | null {
  const title = titleOf(html);
  if (!EMPTY_ROOT.test(html)) return title;
  const name = BROWSER_PAGE_NAMES[new URL(path, 'http://shop').pathname];
  return name ? `${name}${title ? ` | ${title}` : ''}` : null;
}

/** The offline page's empty list of saved pages (components/errors/offline.tsx's SAVED_PAGES_ID). */
const SAVED_PAGES_LIST = /(<ul id="oko-saved-pages"[^>]*>)(<\/ul>)/;

export const NOTHING_SAVED = 'Nothing is saved on this phone yet.';

/**
 * The offline page (as the server rendered it) with its list filled with links to the pages saved on this phone,
 * the home page first, then the most recently opened.
 */
export function withSavedPages(offlineHtml: string, saved: SavedPage[]): string {
  const shown = new Set<string>();
  const items = saved.length
    ? saved
        .map(({ path, title }) => ({ path, text: title ?? escapeHtml(path) }))
        // One line per name: the same page kept at two addresses (`/` and `/?utm_source=…`) is listed once.
        .filter(({ text }) => !shown.has(text) && Boolean(shown.add(text)))
        .map(({ path, text }) => `<li><a href="${escapeHtml(path)}">${text}</a></li>`)
        .join('')
    : `<li>${NOTHING_SAVED}</li>`;
  return offlineHtml.replace(SAVED_PAGES_LIST, (_match, open: string, close: string) => open + items + close);
}

/**
 * A page or catalog answer the worker gave from its cache while the network failed or was slower than its timeout
 * (lie-fi: the phone believes it is online). The answer carries SAVED_COPY_HEADER; a page also marks its `<html>`
 * with SAVED_COPY_ATTRIBUTE (a page cannot read its own headers), and for a catalog answer the worker tells the
 * page that asked by a message: the storefront then says prices and stock may be out of date (app/offline.ts).
 */
export const SAVED_COPY_HEADER = 'x-oko-saved-copy';
export const SAVED_COPY_ATTRIBUTE = 'data-saved-copy';
export const SAVED_COPY_MESSAGE = 'oko-saved-copy';

export type SavedCopyMessage = { type: typeof SAVED_COPY_MESSAGE; url: string };

/** A saved page's HTML with its `<html>` element marked as a saved copy. */
export const markSavedCopy = (html: string) =>
  html.replace(/<html\b/i, (open) => `${open} ${SAVED_COPY_ATTRIBUTE}=""`);
