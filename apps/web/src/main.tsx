import { hydrate } from '@tanstack/react-query';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { loadBrowserPages, routes } from './app/routes';
import { loadHeaderParts } from './components/layout/load-header-parts';
import { loadMatchedPages, readServerState, readSiteOrigin } from './app/server-state';
import { env } from './config/env';
import { hasAccessToken } from './features/auth/api/get-user';
import { useUserStore } from './features/auth/stores/user-store';
import { useGuestCart } from './features/cart/stores/guest-cart';
import { createQueryClient } from './lib/query-client';
import { queryKeys } from './lib/query-keys';
import { SiteOriginContext } from './lib/site-origin';

const root = document.getElementById('root');
if (!root) throw new Error('No #root element to render the storefront into.');

/** Mock mode: the mock API's worker must answer before the first call. Loaded only when it is on. */
async function startMockingIfEnabled() {
  if (!env.ENABLE_API_MOCKING) return;
  const { startMockApi } = await import('./testing/mocks/browser');
  await startMockApi();
}

/**
 * Decision 016: a page the server rendered is hydrated with the server's data. Without one (the dev server, mock
 * mode, the cart, checkout and account pages) the storefront renders in the browser. The rendered page is a
 * guest's, whoever asked (decision 025): when a session cookie says the shopper may be signed in, the guest user
 * is left out of what is hydrated, so the browser asks for the user, and the header fills in when it comes.
 */
async function start(container: HTMLElement) {
  // The browser's own state, read before the first render rather than when the stores' modules load, so every
  // module also imports on the server (decision 016). Both storages are synchronous: this is done at once.
  useGuestCart.getState().loadFromSession();
  useUserStore.getState().loadFromStorage();
  const state = env.ENABLE_API_MOCKING ? null : readServerState();
  const signedIn = hasAccessToken();
  // A signed-in shopper's header shows the user menu, one of the header's parts: asked for beside the user.
  if (signedIn) loadHeaderParts().catch(() => undefined);
  if (!state) {
    createRoot(container).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
    return;
  }
  await loadMatchedPages(routes, window.location);
  const queryClient = createQueryClient();
  hydrate(
    queryClient,
    signedIn
      ? { ...state, queries: state.queries.filter((query) => query.queryKey[0] !== queryKeys.user[0]) }
      : state,
  );
  // Hydrated as a transition, React yields to the browser every few milliseconds instead of hydrating the whole page
  // in one task (Lighthouse's phone: a 300–500 ms long task, total blocking time 400–500 ms, performance 87–90). A
  // tap meanwhile hydrates what it hit first; taps before the scripts ran are replayed afterwards (early-taps.ts).
  startTransition(() => {
    hydrateRoot(
      container,
      <StrictMode>
        <SiteOriginContext value={readSiteOrigin()}>
          <App queryClient={queryClient} />
        </SiteOriginContext>
      </StrictMode>,
    );
  });
}

/**
 * What no page needs for its first paint, loaded once the page is up and the browser has nothing else to do (at
 * the latest 2 s on; a second on where the browser cannot say, such as Safari), so that it is there before the
 * shopper asks for it: the header's drawer, search and user menu, and the list of the pages rendered in the
 * browser (decision 019 item 6), and the service worker (decision 030). A failure is asked again when needed.
 */
function loadWhenIdle() {
  const load = () => {
    loadHeaderParts().catch(() => undefined);
    loadBrowserPages().catch(() => undefined);
    // Decision 030: the notice while offline and the service worker, never on the first load's path. Without a
    // service worker (a browser without them, a test that blocks them) the shop works as before.
    import('./app/offline').then((offline) => offline.start()).catch(() => undefined);
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(load, { timeout: 2000 });
  else setTimeout(load, 1000);
}

/**
 * The rest of this task: the storefront's modules were all evaluated in the task that imported them, which on a slow
 * phone is a long task already (issue 45 item 4: 150–250 ms at Lighthouse's 4× slower CPU). What follows (the
 * stores, the server's state, matching the routes) waits for a task of its own, so a tap can come in between.
 */
void new Promise((resolve) => setTimeout(resolve))
  .then(startMockingIfEnabled)
  .catch((error: unknown) => console.error('Mock mode could not start:', error))
  .then(() => start(root))
  .then(loadWhenIdle);
