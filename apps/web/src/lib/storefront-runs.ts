import { useEffect } from 'react';

/**
 * `<html data-storefront="running">` (src/boot.ts set "loading"): the page's buttons and forms now answer as the spec
 * says. Until then a page rendered on the server is its links and plain forms (decision 020), the taps on its buttons
 * are held (early-taps.ts), and the end-to-end tests wait for it before they use a page, as a shopper waits for it to
 * respond. Said by the page itself (`page()`, and the error pages that take its place), not by the app's root: the
 * page's content is inside a Suspense boundary, which React hydrates after the root (at its lowest priority), so the
 * root's commit did not mean the page's buttons answered yet (decision 025).
 */
export function useStorefrontRuns() {
  useEffect(() => {
    document.documentElement.dataset.storefront = 'running';
  }, []);
}
