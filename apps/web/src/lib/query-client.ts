import {
  QueryClient,
  defaultShouldDehydrateQuery,
  type DefaultOptions,
  type Query,
} from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { PersistQueryClientProviderProps } from '@tanstack/react-query-persist-client';

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

/**
 * The offline cache keeps the catalog. Queries marked `meta: { persist: false }` (the signed-in user, search
 * results) or `meta: { personal: true }` (the shopper's own data, such as the cart) never reach local storage:
 * a restored copy could be up to a second behind the server (the write throttle) and would then count as
 * fresh for a minute, so a reload right after removing a cart row would show the row again.
 */
export const shouldPersist = (query: Query) =>
  query.meta?.persist !== false && query.meta?.personal !== true && defaultShouldDehydrateQuery(query);

// Spec section 7: the offline cache is persisted with a 1-second throttle and a 24-hour maximum age.
export const createPersistOptions = (
  storage: Storage = window.localStorage,
): PersistQueryClientProviderProps['persistOptions'] => ({
  persister: createSyncStoragePersister({ storage, throttleTime: 1000 }),
  maxAge: DAY,
  dehydrateOptions: { shouldDehydrateQuery: shouldPersist },
});
