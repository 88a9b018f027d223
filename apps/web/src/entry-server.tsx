// Server rendering, decision 016: a first cut, not yet wired into the server (steps 3 to 6 of its plan). The route
// table is the browser's; the data is TanStack Query's, prefetched, then dehydrated for the browser to hydrate.
import {
  dehydrate,
  QueryClientProvider,
  type DehydratedState,
  type QueryClient,
} from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from '@/app/routes';
import { paths } from '@/config/paths';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { getCategoriesQueryOptions } from '@/features/catalog/api/get-categories';
import { getProductsQueryOptions } from '@/features/catalog/api/get-products';
import { getSettingsQueryOptions } from '@/features/settings/api/get-settings';
import { createQueryClient } from '@/lib/query-client';

export type RenderedPage =
  | { status: number; html: string; queries: DehydratedState }
  /** A route answered with a redirect (a loader's `redirect`): passed on as it is. */
  | { redirect: Response };

/**
 * Fetches the queries a page needs before its first paint. Only the home page's so far, and those of the shell
 * (the settings, and the user: a guest, since the server sees no cookie, so the root shows the page, not its
 * spinner). Step 3 moves them into each route's `loader`.
 */
function prefetchPage(queryClient: QueryClient, pathname: string) {
  const shell = [
    queryClient.prefetchQuery(getSettingsQueryOptions()),
    queryClient.prefetchQuery(getUserQueryOptions()),
  ];
  if (pathname !== paths.home.getHref()) return Promise.all(shell);
  return Promise.all([
    ...shell,
    queryClient.prefetchQuery(getCategoriesQueryOptions({ page: 1 })),
    queryClient.prefetchQuery(getProductsQueryOptions({ sort: 'price_asc', perPage: 4 })),
    queryClient.prefetchQuery(getProductsQueryOptions({ sort: 'newest', perPage: 8 })),
  ]);
}

/** Renders the page at `url` (absolute) to HTML, with the query state the browser needs to hydrate it. */
export async function renderPage(url: string): Promise<RenderedPage> {
  const handler = createStaticHandler(routes);
  // Matches the URL and loads the lazy modules of the matched routes, so they render at once.
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return { redirect: context };

  const queryClient = createQueryClient();
  await prefetchPage(queryClient, new URL(url).pathname);

  const router = createStaticRouter(handler.dataRoutes, context);
  const html = renderToString(
    <QueryClientProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </QueryClientProvider>,
  );
  const queries = dehydrate(queryClient);
  // The client's queries are kept a day (lib/query-client.ts), each behind a timer: a render's client is done.
  queryClient.clear();
  return { status: context.statusCode, html, queries };
}
