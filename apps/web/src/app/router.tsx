import { Suspense, useEffect, useMemo } from 'react';
import {
  BrowserRouter,
  matchRoutes,
  renderMatches,
  useLocation,
  type RouteMatch,
  type RouteObject,
} from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { routes } from './routes';
import { loadMatchedPages, loadPages } from './server-state';

type RouteTableProps = {
  routes: RouteObject[];
  /** The routes matching the location, when the caller has matched them already (the server entry). */
  matches?: RouteMatch[] | null;
};

/**
 * A route table at the current location (decision 021). It starts loading every matched page's chunk at once (a
 * layout's and its page's together), and shows the full-screen spinner while one is still loading that no
 * boundary nearer to it catches (the shell's catches its pages': routes.tsx). The Suspense boundary is inside the router, which so keeps listening to Back and
 * Forward while the spinner shows.
 *
 * The routes are matched once per location and rendered from those matches (`renderMatches`, what `useRoutes`
 * does after matching): matching ranks the whole table, back office included, and was a quarter of a server
 * render's time when the loading, the server entry and `useRoutes` each matched again (issue 31).
 */
export function RouteTable({ routes, matches: given }: RouteTableProps) {
  const location = useLocation();
  const matched = useMemo(
    () => given ?? matchRoutes(routes, location.pathname),
    [given, routes, location.pathname],
  );
  // A page's load is asked for once per visit; its failure shows on the page, through use().
  loadPages(matched, location.key).catch(() => undefined);
  useLoadOnIntent(routes);
  return (
    <Suspense fallback={<FullScreenSpinner />}>{renderMatches(matched && encodePathnames(matched))}</Suspense>
  );
}

/**
 * `matchRoutes` answers decoded pathnames; `useRoutes` encodes them again before rendering (what relative links
 * resolve against), and so does this.
 */
function encodePathnames(matches: RouteMatch[]): RouteMatch[] {
  const encode = (pathname: string) =>
    new URL(pathname.replace(/%/g, '%25').replace(/\?/g, '%3F').replace(/#/g, '%23'), 'http://localhost')
      .pathname;
  return matches.map((match) => ({
    ...match,
    pathname: encode(match.pathname),
    pathnameBase: encode(match.pathnameBase),
  }));
}

/** What says a shopper is about to follow a link: pointing at it, pressing it (before the click), focusing it. */
const INTENT = ['pointerover', 'pointerdown', 'focusin'] as const;

/**
 * Starts loading a link's page when the shopper shows the intent to follow it (decision 021), so that by the
 * click the page's chunk has often arrived and the page shows without the spinner.
 */
function useLoadOnIntent(routes: RouteObject[]) {
  useEffect(() => {
    const load = (event: Event) => {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return;
      loadMatchedPages(routes, link.pathname).catch(() => undefined);
    };
    for (const type of INTENT) document.addEventListener(type, load, { passive: true });
    return () => {
      for (const type of INTENT) document.removeEventListener(type, load);
    };
  }, [routes]);
}

/** The storefront's routes: the same table in the browser and on the server (`StaticRouter`, matched there). */
export function AppRoutes({ matches }: { matches?: RouteMatch[] | null }) {
  return <RouteTable routes={routes} matches={matches} />;
}

/**
 * Navigations are not transitions (decision 021): the address changes at once, so the page must too. A page whose
 * chunk is still loading then shows the shell with a spinner in the content area (routes.tsx), never the previous
 * page under the new address.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
