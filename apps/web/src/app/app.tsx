import type { QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AppProvider } from './provider';
import { AppRouter } from './router';

/** The storefront in the browser; `queryClient` holds the server's data when it hydrates a rendered page. */
export function App({ queryClient }: { queryClient?: QueryClient }) {
  // `<html data-storefront="running">` (src/boot.ts set "loading"): the page's buttons and forms now answer as the
  // spec says. Until then a page rendered on the server is its links and plain forms (decision 020); the end-to-end
  // tests wait for it before they use a page, as a shopper waits for it to respond.
  useEffect(() => {
    document.documentElement.dataset.storefront = 'running';
  }, []);
  return (
    <AppProvider queryClient={queryClient}>
      <AppRouter />
    </AppProvider>
  );
}
