import type { Footer } from './footer';

let loaded: { Footer: typeof Footer } | undefined;
let loading: Promise<{ Footer: typeof Footer }> | undefined;

/**
 * The footer's code, once (issue 45): it is static and below the fold, so it is neither part of a page's first-load
 * script nor of its hydration. The server loads it before rendering (entry-server.tsx), so its HTML is in every
 * page; the browser keeps that HTML and hydrates it when this chunk arrives, and on a page rendered in the browser
 * it shows then, below the fold (main-layout.tsx puts it in a Suspense boundary of its own).
 */
export const loadFooter = () => (loading ??= import('./footer').then((module) => (loaded = module)));

/** The footer's code once it has arrived. */
export const loadedFooter = () => loaded;
