import { Suspense } from 'react';
import { BrowserRouter, useLocation, useRoutes, type RouteObject } from 'react-router';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { routes } from './routes';
import { loadMatchedPages } from './server-state';

/**
 * A route table at the current location (decision 021). It starts loading every matched page's chunk at once (a
 * layout's and its page's together, and before the shell waits for the user), and shows the full-screen spinner
 * while one is still loading. The Suspense boundary is inside the router, which so keeps listening to Back and
 * Forward while the spinner shows.
 */
export function RouteTable({ routes }: { routes: RouteObject[] }) {
  const location = useLocation();
  // A page's load is asked for once per visit; its failure shows on the page, through use().
  loadMatchedPages(routes, location, location.key).catch(() => undefined);
  return <Suspense fallback={<FullScreenSpinner />}>{useRoutes(routes)}</Suspense>;
}

/** The storefront's routes: the same table in the browser and on the server (`StaticRouter`). */
export function AppRoutes() {
  return <RouteTable routes={routes} />;
}

/**
 * Navigations are not transitions (decision 021): the address changes at once, so the page must too. A page whose
 * chunk is still loading then shows the full-screen spinner, never the previous page under the new address.
 */
export function AppRouter() {
  return (
    <BrowserRouter useTransitions={false}>
      <AppRoutes />
    </BrowserRouter>
  );
}
