import { QueryClient } from '@tanstack/react-query';
import { persistQueryClient } from '@tanstack/react-query-persist-client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createPersistOptions, createQueryClient, forgetOfflineCache, shouldPersist } from './query-client';

async function cachedQuery(meta?: Record<string, unknown>) {
  const client = new QueryClient();
  await client.prefetchQuery({ queryKey: ['any', meta], queryFn: () => 'data', meta });
  const query = client.getQueryCache().find({ queryKey: ['any', meta] });
  if (!query) throw new Error('query not cached');
  return query;
}

describe('the persisted offline cache', () => {
  it('keeps catalog queries', async () => {
    expect(shouldPersist(await cachedQuery())).toBe(true);
  });

  it("never keeps the shopper's own data, such as the cart", async () => {
    expect(shouldPersist(await cachedQuery({ personal: true }))).toBe(false);
  });

  it('never keeps queries that opt out', async () => {
    expect(shouldPersist(await cachedQuery({ persist: false }))).toBe(false);
  });
});

/** Local storage as the browser has it, in memory. */
function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    key: (index) => [...items.keys()][index] ?? null,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
    clear: () => items.clear(),
  };
}

const cachedKeys = (storage: Storage): unknown[] => {
  const text = storage.getItem('REACT_QUERY_OFFLINE_CACHE');
  if (!text) return [];
  const client = JSON.parse(text) as { clientState: { queries: { queryKey: unknown }[] } };
  return client.clientState.queries.map((query) => query.queryKey);
};

describe('the offline cache at sign-out (spec section 4: storage is cleared)', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('writes at most once a second, and nothing from before sign-out comes back after it', async () => {
    vi.useFakeTimers();
    const storage = memoryStorage();
    const client = createQueryClient();
    const [unsubscribe, restored] = persistQueryClient({
      queryClient: client,
      ...createPersistOptions(storage),
    });
    await restored;
    await client.prefetchQuery({ queryKey: ['categories'], queryFn: () => 'fruits' });
    expect(cachedKeys(storage)).toEqual([]);
    await vi.advanceTimersByTimeAsync(1000);
    expect(cachedKeys(storage)).toEqual([['categories']]);

    // A change whose write waits for its second, then sign-out clears local storage.
    await client.prefetchQuery({ queryKey: ['products'], queryFn: () => 'yams' });
    vi.advanceTimersByTime(1);
    forgetOfflineCache();
    storage.clear();
    await vi.advanceTimersByTimeAsync(2000);
    expect(storage.length).toBe(0);

    // The guest's next page: only what is fetched now is cached, not the catalog the session left in memory.
    await client.prefetchQuery({ queryKey: ['settings'], queryFn: () => 'Oko Farm' });
    await vi.advanceTimersByTimeAsync(1000);
    expect(cachedKeys(storage)).toEqual([['settings']]);
    unsubscribe();
  });
});
