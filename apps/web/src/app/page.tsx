import { use, type ComponentType } from 'react';
import { useLocation, type RouteObject } from 'react-router';
import { chunkLoader } from '@/lib/chunk-loader';
import type { Prefetch } from '@/lib/prefetch';
import { useStorefrontRuns } from '@/lib/storefront-runs';

/** A page's module: the page, and for a page the server renders, what it fetches first (decision 016). */
export type PageModule = { default: ComponentType; prefetch?: Prefetch };
/** Loads the page's chunk once; `visit` (a location's key) asks again after a failure on another visit. */
export type PageHandle = { load: (visit?: string) => Promise<PageModule> };

/**
 * A route whose page is its own chunk, loaded when the route first renders (decision 021). `handle.load` loads
 * it ahead: the server before rendering, the browser before hydrating a rendered page, the route table as soon as
 * a location matches (all matched pages at once) or a link to it is about to be followed. A loaded page then
 * renders at once, since `use()` reads a promise marked fulfilled without suspending; until then the page
 * suspends, and the route table's full-screen spinner shows. A chunk that failed to load shows the route's error
 * page, and is asked for again on the next visit.
 */
export function page(importer: () => Promise<PageModule>): Pick<RouteObject, 'Component' | 'handle'> {
  const load = chunkLoader(importer);
  function Page() {
    const { key } = useLocation();
    const { default: Component } = use(load(key));
    useStorefrontRuns();
    return <Component />;
  }
  return { Component: Page, handle: { load } satisfies PageHandle };
}
