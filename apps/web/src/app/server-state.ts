// Server rendering (decision 016): the query state a server-rendered page carries for the browser to hydrate, in a
// `<script type="application/json">` block (data, never executed: the CSP's `script-src 'self'` stays as it is).
import {
  defaultShouldDehydrateQuery,
  dehydrate,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { matchRoutes, type Location, type RouteMatch, type RouteObject } from 'react-router';
import type { PageHandle } from './page';

export const SERVER_STATE_ID = 'oko-server-state';

/**
 * The page's queries, errors included (so the browser can tell it must not hydrate them, below), without the times
 * they were fetched and dehydrated: the same page is then the same bytes for every guest, and carries an ETag (decision 016).
 */
export function dehydratePage(queryClient: QueryClient): DehydratedState {
  const state = dehydrate(queryClient, {
    shouldDehydrateQuery: (query) => defaultShouldDehydrateQuery(query) || query.state.status === 'error',
  });
  return {
    ...state,
    queries: state.queries.map((query) => ({
      ...query,
      dehydratedAt: 0,
      state: { ...query.state, dataUpdatedAt: 0, errorUpdatedAt: 0 },
    })),
  };
}

/**
 * The server's query state in this page, to hydrate; null when the page was rendered in the browser (dev, mock
 * mode, the cart), or when a query failed (an unknown product: the browser renders that page itself, asking again
 * as it always did, rather than hydrating an error it would retry at once). The page answered just now (a 304
 * says it is still current), so its data counts as fetched now.
 */
export function readServerState(doc: Document = document): DehydratedState | null {
  const text = doc.getElementById(SERVER_STATE_ID)?.textContent;
  if (!text) return null;
  const state = JSON.parse(text) as DehydratedState;
  if (state.queries.some((query) => query.state.status !== 'success')) return null;
  const now = Date.now();
  for (const query of state.queries) {
    query.state.dataUpdatedAt = now;
    query.dehydratedAt = now;
  }
  return state;
}

/** The origin the server rendered the page's absolute URLs with (APP_URL): the browser hydrates with the same. */
export const readSiteOrigin = (doc: Document = document): string | null =>
  doc.getElementById(SERVER_STATE_ID)?.dataset.origin ?? null;

/**
 * Loads the pages of the routes matching `location` (`page`'s `handle.load`), with the params each matched: the
 * server before rendering, the browser before hydrating what the server rendered (which then renders at once rather
 * than suspending where the server rendered the page), and the route table at each visit (its location's key).
 */
export function loadMatchedPages(
  routes: RouteObject[],
  location: Partial<Location> | string,
  visit?: string,
) {
  return loadPages(matchRoutes(routes, location), visit);
}

/** `loadMatchedPages` for routes matched already. */
export function loadPages(matches: RouteMatch[] | null, visit?: string) {
  return Promise.all(
    (matches ?? []).flatMap(({ route, params }) => {
      const handle = route.handle as PageHandle | undefined;
      return handle ? [handle.load(visit).then((module) => ({ id: route.id, module, params }))] : [];
    }),
  );
}
