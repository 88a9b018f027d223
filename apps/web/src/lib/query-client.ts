import {
  QueryClient,
  defaultShouldDehydrateQuery,
  type DefaultOptions,
  type Query,
} from '@tanstack/react-query';
import type {
  PersistQueryClientProviderProps,
  PersistedClient,
  Persister,
} from '@tanstack/react-query-persist-client';

const DAY = 1000 * 60 * 60 * 24;

// Spec section 7: no refetch on focus or reconnect, no retry, data fresh for 60 seconds.
export const queryConfig = {
  queries: {
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
    retry: false,
    staleTime: 1000 * 60,
    // Kept as long as the persisted copy may live, or restored data would be collected at once.
    gcTime: DAY,
  },
} satisfies DefaultOptions;

export const createQueryClient = () => new QueryClient({ defaultOptions: queryConfig });

/** When this browser last signed out: the offline cache keeps only what was fetched after it. */
let signedOutAt = 0;

/**
 * The offline cache keeps the catalog. Queries marked `meta: { persist: false }` (the signed-in user, search
 * results) or `meta: { personal: true }` (the shopper's own data, such as the cart) never reach local storage:
 * a restored copy could be up to a second behind the server (the write throttle) and would then count as
 * fresh for a minute, so a reload right after removing a cart row would show the row again.
 */
export const shouldPersist = (query: Query) =>
  query.meta?.persist !== false &&
  query.meta?.personal !== true &&
  query.state.dataUpdatedAt > signedOutAt &&
  defaultShouldDehydrateQuery(query);

const OFFLINE_CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';
const THROTTLE_MS = 1000;

type OfflineCache = Persister & { forget: () => void };

/**
 * The offline cache in local storage, written at most once a second with the latest state (spec section 7).
 * TanStack's sync persister (deprecated) writes a state taken before a sign-out up to a second after it, into
 * the storage sign-out has just cleared; this one drops that write, and an empty cache is no entry at all.
 */
export function createOfflineCache(storage: Storage): OfflineCache {
  let latest: PersistedClient | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const removeClient = () => storage.removeItem(OFFLINE_CACHE_KEY);
  return {
    persistClient: (client) => {
      latest = client;
      timer ??= setTimeout(() => {
        timer = undefined;
        try {
          if (latest?.clientState.queries.length) storage.setItem(OFFLINE_CACHE_KEY, JSON.stringify(latest));
          else removeClient();
        } catch {
          // A full or refused storage: the shop works without its offline copy.
        }
      }, THROTTLE_MS);
    },
    restoreClient: () => JSON.parse(storage.getItem(OFFLINE_CACHE_KEY) ?? 'null') ?? undefined,
    removeClient,
    forget: () => {
      clearTimeout(timer);
      timer = latest = undefined;
      removeClient();
    },
  };
}

let offlineCache: OfflineCache | undefined;

/**
 * Sign-out (spec section 4: storage is cleared): the offline cache is removed, the write waiting for its second is
 * dropped, and what was fetched before stays out of it; what the guest fetches next is cached again.
 */
export function forgetOfflineCache() {
  signedOutAt = Date.now();
  offlineCache?.forget();
}

// Spec section 7: the offline cache is persisted with a 1-second throttle and a 24-hour maximum age.
export const createPersistOptions = (
  storage: Storage = window.localStorage,
): PersistQueryClientProviderProps['persistOptions'] => {
  offlineCache = createOfflineCache(storage);
  return {
    persister: offlineCache,
    maxAge: DAY,
    dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
  };
};
