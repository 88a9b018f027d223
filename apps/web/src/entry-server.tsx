// Server rendering (decision 016): a public page rendered to a whole HTML document, with the query state the browser
// hydrates it from. Built by `vite build --ssr` into dist/server; the API's static-site plugin calls `renderPage`.
// The route table is the browser's; the data is TanStack Query's, prefetched by each page's `prefetch`.
import { type QueryClient } from '@tanstack/react-query';
import { EARLY_TAPS_SCRIPT } from '@oko/shared/early-taps';
import { renderToString } from 'react-dom/server';
import { matchRoutes, StaticRouter, type RouteMatch } from 'react-router';
import { AppProvider } from '@/app/provider';
import { AppRoutes } from '@/app/router';
import { routes, SERVER_RENDERED } from '@/app/routes';
import { PAGE_SCRIPTS_ID } from '@/app/page-scripts';
import { dehydratePage, loadPages, SERVER_STATE_ID } from '@/app/server-state';
import { loadFooter } from '@/components/layout/load-footer';
import { jsonForScript } from '@/components/seo/structured-data';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { getSettingsQueryOptions } from '@/features/settings/api/get-settings';
import { configureServerApi } from '@/lib/api-client';
import { createQueryClient } from '@/lib/query-client';
import { SiteOriginContext } from '@/lib/site-origin';

export { configureServerApi };

/** The part of Vite's `.vite/manifest.json` (`build.manifest`) the document needs. */
export type ViteManifest = Record<
  string,
  { file: string; css?: string[]; imports?: string[]; dynamicImports?: string[]; isEntry?: boolean }
>;

export type RenderOptions = {
  /** The client build's manifest: the entry script, its styles, and the chunks to preload. */
  manifest: ViteManifest;
  /**
   * The site's origin (APP_URL, else the request's): for absolute URLs in head tags (canonical, Open Graph). The
   * page carries it for the browser, which hydrates with the same (`readSiteOrigin`).
   */
  siteUrl?: string;
};

export type RenderedPage = { status: number; html: string };

const SERVER_RENDERED_IDS: ReadonlySet<string> = new Set(SERVER_RENDERED);

/**
 * The offline page (decision 030) runs no scripts: the service worker shows it in place of any page not saved, so
 * the storefront would hydrate it at an address it does not match. Its links and the stylesheet are enough.
 */
const WITHOUT_SCRIPTS = 'offline';

/**
 * The routes a public page matches, or null for a page rendered in the browser (cart, checkout, account, sign-in,
 * back office). A render matches the route table this once (issue 31).
 */
function serverRenderedMatches(pathname: string): RouteMatch[] | null {
  const matches = matchRoutes(routes, pathname);
  const leaf = matches?.at(-1)?.route.id;
  return leaf !== undefined && SERVER_RENDERED_IDS.has(leaf) ? matches : null;
}

/** Public pages are rendered here; any other (cart, checkout, account, sign-in, back office) in the browser. */
export function isServerRendered(pathname: string): boolean {
  return serverRenderedMatches(pathname) !== null;
}

/** The client build's entry in the manifest: `index.html`, Vite's input, whose script is src/boot.ts. */
const ENTRY = 'index.html';

/**
 * The page's styles, its entry script, and the scripts it runs once painted (decision 020): the storefront and every
 * chunk it imports, and the matched routes' lazy chunks (`src/app/routes/{id}.tsx`) with theirs, so all of them
 * download at once, not one after another. The storefront is the one chunk the entry imports dynamically
 * (`import('./main')`): src/main.tsx shares the `shell` chunk with the rest of the shell (vite.config.ts), so the
 * manifest names that chunk by its file (`_{hash}.js`), not by src/main.tsx.
 */
export function pageAssets(manifest: ViteManifest, routeIds: string[]) {
  const entry = manifest[ENTRY];
  const storefront = entry?.dynamicImports?.length === 1 ? entry.dynamicImports[0] : undefined;
  if (!entry || !storefront || !manifest[storefront])
    throw new Error(
      `The client build's manifest has no ${ENTRY} importing the storefront, and it alone, dynamically.`,
    );
  const scripts = new Set<string>();
  const styles = new Set(entry.css ?? []);
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || scripts.has(chunk.file) || chunk.file === entry.file) return;
    scripts.add(chunk.file);
    for (const css of chunk.css ?? []) styles.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(storefront);
  for (const id of routeIds) visit(`src/app/routes/${id}.tsx`);
  const url = (file: string) => `/${file}`;
  return { entry: url(entry.file), styles: [...styles].map(url), scripts: [...scripts].map(url) };
}

/** What every page fetches (the shell's settings) and the user: a guest, since the server sees no cookie. */
async function prefetchShell(queryClient: QueryClient) {
  queryClient.setQueryData(getUserQueryOptions().queryKey, null);
  await queryClient.prefetchQuery(getSettingsQueryOptions());
}

/** The matched pages' own queries; the first status a page gives (404) is the answer's. */
async function prefetchPages(queryClient: QueryClient, pages: MatchedPages, url: URL) {
  const statuses = await Promise.all(
    pages.map(({ module, params }) => module.prefetch?.({ queryClient, params, url })),
  );
  return statuses.find((status) => typeof status === 'number') ?? 200;
}

type MatchedPages = Awaited<ReturnType<typeof loadPages>>;

/**
 * Renders the page at `url` (absolute) as a whole document, or answers null for a page rendered in the browser
 * (see `isServerRendered`), which then gets index.html. Throws when the API fails: the caller falls back to
 * index.html too.
 */
export async function renderPage(
  url: string,
  { manifest, siteUrl }: RenderOptions,
): Promise<RenderedPage | null> {
  const address = new URL(url);
  const matches = serverRenderedMatches(address.pathname);
  if (!matches) return null;
  // Loads the matched routes' pages (each loaded once per process), so they render at once.
  const pages = await loadPages(matches);

  const queryClient = createQueryClient();
  try {
    // A failed query renders its error here ("This product does not exist"), not the spinner of a retry on mount
    // that only the browser makes. The browser renders such a page itself (server-state.ts).
    queryClient.setDefaultOptions({
      queries: { ...queryClient.getDefaultOptions().queries, retryOnMount: false },
    });
    const [, status] = await Promise.all([
      prefetchShell(queryClient),
      prefetchPages(queryClient, pages, address),
      // Loaded once per process: the footer then renders here at once, not as a Suspense fallback.
      loadFooter(),
    ]);
    const assets = pageAssets(
      manifest,
      pages.flatMap(({ id }) => (id && SERVER_RENDERED_IDS.has(id) ? [id] : [])),
    );
    const origin = (siteUrl ?? address.origin).replace(/\/+$/, '');
    const scripts = matches.at(-1)?.route.id !== WITHOUT_SCRIPTS;
    const html = renderToString(
      <html lang="en">
        <head>
          {/* As index.html, which the pages rendered in the browser still get. */}
          <meta charSet="UTF-8" />
          <meta name="viewport" content="width=device-width, initial-scale=1.0" />
          <meta name="theme-color" content="#166534" />
          {/* Issue 29: a tap before the scripts run is kept and made once they do. First: a script after the
              stylesheet would wait for it. */}
          {scripts && <script dangerouslySetInnerHTML={{ __html: EARLY_TAPS_SCRIPT }} />}
          <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
          <link rel="manifest" href="/manifest.webmanifest" />
          {assets.styles.map((href) => (
            <link key={href} rel="stylesheet" crossOrigin="" href={href} />
          ))}
          {scripts && <script type="module" crossOrigin="" src={assets.entry} />}
        </head>
        <body>
          <div id="root">
            <SiteOriginContext value={origin}>
              <AppProvider queryClient={queryClient} persist={false}>
                <StaticRouter location={address.pathname + address.search}>
                  <AppRoutes matches={matches} />
                </StaticRouter>
              </AppProvider>
            </SiteOriginContext>
          </div>
          {scripts && (
            <>
              <script
                type="application/json"
                id={SERVER_STATE_ID}
                data-origin={origin}
                dangerouslySetInnerHTML={{ __html: jsonForScript(dehydratePage(queryClient)) }}
              />
              <script
                type="application/json"
                id={PAGE_SCRIPTS_ID}
                dangerouslySetInnerHTML={{ __html: jsonForScript(assets.scripts) }}
              />
            </>
          )}
        </body>
      </html>,
    );
    return { status, html: html.startsWith('<!DOCTYPE') ? html : `<!DOCTYPE html>${html}` };
  } finally {
    // The client's queries are kept a day (lib/query-client.ts), each behind a timer: a render's client is done,
    // rendered or failed.
    queryClient.clear();
  }
}
