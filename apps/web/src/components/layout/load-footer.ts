import { chunkLoader } from '@/lib/chunk-loader';

/**
 * The footer's code (issue 45): it is static and below the fold, so it is neither part of a page's first-load
 * script nor of its hydration. The server loads it before rendering (entry-server.tsx), so its HTML is in every
 * page; the browser keeps that HTML and hydrates it when this chunk arrives, and on a page rendered in the browser
 * it shows then, below the fold (main-layout.tsx). A chunk that cannot load leaves the page without its footer.
 */
export const loadFooter = chunkLoader(() => import('./footer'));
