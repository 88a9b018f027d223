import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { persistQueryClient, persistQueryClientSave } from '@tanstack/react-query-persist-client';
import { lazy, startTransition, Suspense, useEffect, useState, type ReactNode } from 'react';
import { ErrorBoundary } from '@/components/errors/error-boundary';
import { MainErrorFallback } from '@/components/errors/main-error-fallback';
import { createPersistOptions, createQueryClient } from '@/lib/query-client';

export type AppProviderProps = {
  children: ReactNode;
  /** A client already holding the page's data: the server's render, and the browser's hydration of it. */
  queryClient?: QueryClient;
  /** The offline cache in local storage; off on the server, which has none. */
  persist?: boolean;
};

// The toast stack and its icons, and the connection's watch (decision 030), load after the page is up, not with the
// first load (decision 025's budget): no toast can come before the scripts run, and the stack's live region is in
// place well before the first one.
const AfterHydration = lazy(() => import('./after-hydration'));

/**
 * The toast stack and the connection's watch once the page is up and the browser first idle (at the latest a second
 * on): nothing on the server or in the first render. A toast asked for before then shows when the stack comes, for
 * its whole duration. Issue 45 item 4: shown as soon as hydration had committed (a store whose server snapshot
 * differed), the stack was a synchronous render, and its chunk's preload, in the task that ended hydration, 40–60 ms
 * of Lighthouse's 4× slower phone.
 */
function LateNotifications() {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    const show = () => startTransition(() => setShown(true));
    if (typeof requestIdleCallback === 'function') requestIdleCallback(show, { timeout: 1000 });
    else setTimeout(show);
  }, []);
  return shown ? (
    <Suspense fallback={null}>
      <AfterHydration />
    </Suspense>
  ) : null;
}

/** The providers around every page, the same on the server and in the browser (decision 016). */
export function AppProvider({ children, queryClient: given, persist = true }: AppProviderProps) {
  const [queryClient] = useState(() => given ?? createQueryClient());
  // The offline cache (spec section 7) is restored and saved beside React, not through TanStack's
  // PersistQueryClientProvider: its "restoring" flag flips once the restore is done and re-rendered every component
  // with a query, the whole page, synchronously after hydration (a long task of ~200 ms on Lighthouse's phone). A page
  // rendered on the server has its data already; one rendered in the browser asks for what it lacks at once, and the
  // restored copy fills in what the shopper saw before (hydrate keeps whichever copy is newer).
  useEffect(() => {
    if (!persist) return;
    const persistOptions = { ...createPersistOptions(), queryClient };
    const [stop, restored] = persistQueryClient(persistOptions);
    // A page rendered on the server brings its data in the page (decision 016), which saving on each change never
    // sees: saved once restored, so a page seen opens offline from the storefront too (decision 030).
    restored.then(() => persistQueryClientSave(persistOptions)).catch(() => undefined);
    return stop;
  }, [persist, queryClient]);

  // No Suspense here: the one boundary is the route table's, inside the router (decision 021); one above the router
  // would hide it, and its history listener with it, while a page loads.
  return (
    <ErrorBoundary fallback={<MainErrorFallback />}>
      <QueryClientProvider client={queryClient}>
        <LateNotifications />
        {children}
      </QueryClientProvider>
    </ErrorBoundary>
  );
}
