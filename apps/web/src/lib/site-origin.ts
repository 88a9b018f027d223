import { createContext, useContext } from 'react';

/**
 * The shop's public origin ("https://okofarm.ng", no trailing slash), for the absolute URLs a page's previews
 * need (canonical, Open Graph, JSON-LD). The server entry provides it (APP_URL, or the request's protocol and
 * host) and the browser entry provides the same value when it hydrates that page, so both render the same head;
 * without a provider the browser's own address is used.
 */
export const SiteOriginContext = createContext<string | null>(null);

/** Read at render time, never when the module loads, so the module imports on the server (decision 016). */
export function useSiteOrigin(): string {
  const provided = useContext(SiteOriginContext);
  if (provided) return provided.replace(/\/+$/, '');
  return typeof window === 'undefined' ? '' : window.location.origin;
}

/** "/products/3" on "https://okofarm.ng" → "https://okofarm.ng/products/3". */
export const absoluteUrl = (origin: string, path: string) =>
  `${origin}${path.startsWith('/') ? '' : '/'}${path}`;
