import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import {
  getSearchQueryOptions,
  type SearchResults,
  type SearchView,
  useSearchResults,
} from './search-products';

/** Records what the search page posts; the mock API answers from the demo shop. */
function recordSearches() {
  const calls = recordCalls(server, 'post', '/products/search');
  return () => calls.map(({ body, query }) => ({ body, query }));
}

/** What the header's search box got for the keyword, handed to the search page. */
const headerAnswer = (keyword: string) => createQueryClient().fetchQuery(getSearchQueryOptions({ keyword }));

function renderResults(view: SearchView, searches?: SearchResults) {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(({ current }) => useSearchResults(current, searches), {
    wrapper,
    initialProps: { current: view },
  });
}

describe('useSearchResults', () => {
  it('posts the keyword alone when no category is chosen', async () => {
    const requests = recordSearches();
    const { result } = renderResults({ keyword: 'yam' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests()).toEqual([{ body: { keyword: 'yam' }, query: '?page=1&per_page=24' }]);
  });

  it('posts the category with the keyword, and the page in the query string', async () => {
    // The demo shop's fruits hold two plantains (Plantain Flour is in the pantry).
    const requests = recordSearches();
    const { result } = renderResults({ keyword: 'plantain', category: 'fruits', page: 2 });
    await waitFor(() => expect(result.current.data?.meta.total).toBe(2));
    expect(requests()).toEqual([
      { body: { keyword: 'plantain', category: 'fruits' }, query: '?page=2&per_page=24' },
    ]);
  });

  it('shows the header’s answer at once for every category, and asks again within a category', async () => {
    // "yam" in the demo shop: five products, four of them tubers (Elubo, the yam flour, is in the pantry).
    const header = await headerAnswer('yam');
    expect(header.meta.total).toBe(5);
    const requests = recordSearches();
    const { result, rerender } = renderResults({ keyword: 'yam' }, header);
    expect(result.current.data?.meta.total).toBe(5);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));

    rerender({ current: { keyword: 'yam', category: 'tubers-and-roots' } });
    // The previous answer stays on screen until the category's arrives, and is never taken for it.
    expect(result.current.data?.meta.total).toBe(5);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.meta.total).toBe(4));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(requests().map((request) => request.body)).toEqual([
      { keyword: 'yam' },
      { keyword: 'yam', category: 'tubers-and-roots' },
    ]);
  });
});
