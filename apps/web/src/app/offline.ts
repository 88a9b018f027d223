// The storefront without signal (decision 030): the service worker (src/service-worker/sw.ts) and the notice while
// offline. main.tsx imports this module when the browser is first idle, and after-hydration.tsx once the page is
// up, so neither the first paint nor the scripts after it (decision 020) wait for it, nor does a shopper's first
// load carry it (the 120 kB budget); the service worker keeps it for when the signal drops.
import { onlineManager, QueryClient, type Query } from '@tanstack/react-query';
import { env } from '@/config/env';
import { useNotifications } from '@/lib/notifications';
import { SAVED_COPY_ATTRIBUTE, SAVED_COPY_MESSAGE, type SavedCopyMessage } from '@/service-worker/requests';

export const OFFLINE_TITLE = 'You are offline';
export const OFFLINE_MESSAGE = 'Prices and stock are from your last visit and may be out of date.';
/** The notice stays while the phone is offline (the longest timer a browser keeps), or until closed. */
const UNTIL_ONLINE = 2 ** 31 - 1;

// Not spec words (docs/storefront.md lists them): the note while data on screen is the worker's saved copy online.
export const SAVED_COPY_TITLE = 'Saved copy';
export const SAVED_COPY_NOTE = 'Prices and stock may be out of date: you are seeing a saved copy.';
/** How often the addresses answered from the cache are asked again (HEAD, past the worker) while the note shows. */
export const SAVED_COPY_PROBE_MS = 10_000;
/** A probe slower than this counts as no network. */
const PROBE_TIMEOUT_MS = 5_000;

/** Whether the network answers for an address now: a HEAD, which the worker leaves to the network (GETs only). */
async function networkAnswers(url: string) {
  try {
    const answer = await fetch(url, {
      method: 'HEAD',
      cache: 'no-store',
      signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
    });
    return answer.ok;
  } catch {
    return false;
  }
}

export type SavedCopyOptions = {
  /** Where the worker's messages come from. */
  worker?: Pick<ServiceWorkerContainer, 'addEventListener' | 'removeEventListener'>;
  /** The page's `<html>`, which the worker marks when it gave the page from its cache. */
  root?: HTMLElement;
  networkAnswers?: (url: string) => Promise<boolean>;
};

/**
 * Lie-fi (decision 030): the phone believes it is online, but the network failed or was slower than the worker's
 * timeout, so the page or its catalog data came from the worker's cache. While any address on screen is such a
 * saved copy (and the phone is online: offline, the offline notice says it), a note says prices and stock may be
 * out of date. Every SAVED_COPY_PROBE_MS those addresses are asked again past the worker; once the network
 * answers them all the page refreshes itself in place (`refresh`) and the note goes.
 */
export function watchSavedCopies(
  queryClient: QueryClient,
  {
    worker = navigator.serviceWorker,
    root = document.documentElement,
    networkAnswers: answers = networkAnswers,
  }: SavedCopyOptions = {},
) {
  const { addNotification, dismissNotification } = useNotifications.getState();
  const saved = new Set<string>();
  if (root.hasAttribute(SAVED_COPY_ATTRIBUTE)) saved.add(window.location.href);
  let note: string | undefined;
  let probing = false;
  // Asking again runs only while some address is a saved copy.
  let timer: ReturnType<typeof setInterval> | undefined;
  const update = () => {
    if (saved.size > 0 && !timer) timer = setInterval(() => void probe(), SAVED_COPY_PROBE_MS);
    if (saved.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
    const show = saved.size > 0 && onlineManager.isOnline();
    if (show && !note)
      note = addNotification({
        type: 'info',
        title: SAVED_COPY_TITLE,
        message: SAVED_COPY_NOTE,
        duration: UNTIL_ONLINE,
      });
    if (!show && note) {
      dismissNotification(note);
      note = undefined;
    }
  };
  // Back from offline, watchConnection has asked for the page's data already: only the note is settled here.
  const probe = async (refreshPage = true) => {
    if (probing || saved.size === 0 || !onlineManager.isOnline()) return;
    probing = true;
    try {
      const urls = [...saved];
      const back = await Promise.all(urls.map((url) => answers(url)));
      if (!back.every(Boolean)) return;
      for (const url of urls) saved.delete(url);
      root.removeAttribute(SAVED_COPY_ATTRIBUTE);
      if (refreshPage) await refresh(queryClient);
      update();
    } finally {
      probing = false;
    }
  };
  const onMessage = (event: MessageEvent) => {
    const data = event.data as Partial<SavedCopyMessage> | null;
    if (data?.type !== SAVED_COPY_MESSAGE || typeof data.url !== 'string') return;
    saved.add(data.url);
    update();
  };
  worker?.addEventListener('message', onMessage);
  const stopWatchingOnline = onlineManager.subscribe((online) => {
    update();
    if (online) void probe(false);
  });
  update();
  return () => {
    worker?.removeEventListener('message', onMessage);
    clearInterval(timer);
    stopWatchingOnline();
    if (note) dismissNotification(note);
  };
}

/** Not the shopper's own data (the cart, which the held changes update, decision 030). */
const shared = (query: Query) => query.meta?.personal !== true;

/**
 * Asks again for the data on screen, and marks the rest stale, to be asked for when shown. An answer replaces the
 * data shown; a failure (the signal came back weaker than the browser said) leaves it as it was, rather than an
 * error in place of a page: each is asked through a client of its own, up to three times, a second or two apart.
 */
export async function refresh(queryClient: QueryClient) {
  const asker = new QueryClient({ defaultOptions: { queries: { retry: 2, gcTime: 0 } } });
  const shown = queryClient.getQueryCache().findAll({ type: 'active', predicate: shared });
  await queryClient.invalidateQueries({ predicate: shared, refetchType: 'none' });
  await Promise.all(
    shown.map(async ({ queryKey, options, meta }) => {
      if (typeof options.queryFn !== 'function') return;
      try {
        queryClient.setQueryData(
          queryKey,
          await asker.fetchQuery({ queryKey, queryFn: options.queryFn, meta }),
        );
      } catch {
        // Still offline, or the network failed: what is shown stays, stale, and is asked again when shown.
      }
    }),
  );
  asker.clear();
}

/**
 * Tells TanStack Query whether the network is there (it assumes so until an `offline` event, and a page opened
 * without signal gets none), so that queries wait for the network and show what is saved rather than fail; and
 * shows a warning toast while offline, since prices and stock on screen may be from the cache. When the signal
 * returns the page refreshes itself (`refresh`; issue 29: otherwise nothing is refetched on reconnect, spec
 * section 7). The server stays the authority: Confirm Order checks prices and stock again.
 */
export function watchConnection(queryClient: QueryClient) {
  const { addNotification, dismissNotification } = useNotifications.getState();
  let notice: string | undefined;
  const show = (online: boolean) => {
    if (!online && !notice)
      notice = addNotification({
        type: 'warning',
        title: OFFLINE_TITLE,
        message: OFFLINE_MESSAGE,
        duration: UNTIL_ONLINE,
      });
    if (online && notice) {
      dismissNotification(notice);
      notice = undefined;
      void refresh(queryClient);
    }
  };
  onlineManager.setOnline(navigator.onLine);
  show(onlineManager.isOnline());
  const stopWatchingOnline = onlineManager.subscribe(show);
  const stopWatchingSavedCopies = watchSavedCopies(queryClient);
  return () => {
    stopWatchingOnline();
    stopWatchingSavedCopies();
  };
}

/** The worker's address: vite-plugin-pwa's output (vite.config.ts), served from the site's root, scope `/`. */
export const SERVICE_WORKER_URL = '/sw.js';

const ours = (registration: ServiceWorkerRegistration) =>
  [registration.active, registration.waiting, registration.installing].some((worker) =>
    worker?.scriptURL.endsWith(SERVICE_WORKER_URL),
  );

/** Resolves once the window's `load` event has fired. */
const afterLoad = () =>
  new Promise<void>((resolve) => {
    if (document.readyState === 'complete') resolve();
    else window.addEventListener('load', () => resolve(), { once: true });
  });

/**
 * Registers the worker where it belongs: production builds without mock mode. Mock mode keeps MSW's worker, which
 * owns the same scope (decision 007): this one is never registered there. The dev server builds none, and an
 * earlier production build's worker would answer in its place: it is removed.
 */
export async function registerServiceWorker(
  container: ServiceWorkerContainer | undefined = navigator.serviceWorker,
  { mocking = env.ENABLE_API_MOCKING, dev = import.meta.env.DEV } = {},
) {
  if (!container || mocking) return;
  if (dev) {
    const registrations = await container.getRegistrations();
    await Promise.all(registrations.filter(ours).map((registration) => registration.unregister()));
    return;
  }
  await afterLoad();
  await container.register(SERVICE_WORKER_URL, { scope: '/' });
}

/** What main.tsx starts when the browser is first idle: the service worker (the watch is `AfterHydration`'s). */
export function start() {
  return registerServiceWorker();
}
