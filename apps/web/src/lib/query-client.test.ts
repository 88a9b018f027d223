import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { shouldPersist } from './query-client';

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
