import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { demoProduct } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { type SearchResults, type SearchView, useSearchResults } from './search-products';

const page = (total: number, products = [demoProduct(13)]): SearchResults => ({
  data: products,
  meta: { current_page: 1, per_page: 24, total, last_page: 1 },
});

/** Records what the search page posts, answering with `answer`. */
function recordSearches(answer: SearchResults) {
  const requests: { body: unknown; query: string }[] = [];
  server.use(
    http.post('/api/v1/products/search', async ({ request }) => {
      requests.push({ body: await request.json(), query: new URL(request.url).search });
      return HttpResponse.json(answer);
    }),
  );
  return requests;
}

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
    const requests = recordSearches(page(1));
    const { result } = renderResults({ keyword: 'yam' });
    await waitFor(() => expect(result.current.isSuccess).toBe(true));
    expect(requests).toEqual([{ body: { keyword: 'yam' }, query: '?page=1&per_page=24' }]);
  });

  it('posts the category with the keyword, and the page in the query string', async () => {
    const requests = recordSearches(page(3));
    const { result } = renderResults({ keyword: 'plantain', category: 'fruits', page: 2 });
    await waitFor(() => expect(result.current.data?.meta.total).toBe(3));
    expect(requests).toEqual([
      { body: { keyword: 'plantain', category: 'fruits' }, query: '?page=2&per_page=24' },
    ]);
  });

  it('shows the header’s answer at once for every category, and asks again within a category', async () => {
    const requests: unknown[] = [];
    server.use(
      http.post('/api/v1/products/search', async ({ request }) => {
        const body = (await request.json()) as { category?: string };
        requests.push(body);
        return HttpResponse.json(page(body.category ? 2 : 9));
      }),
    );
    const { result, rerender } = renderResults({ keyword: 'yam' }, page(9));
    expect(result.current.data?.meta.total).toBe(9);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.isPlaceholderData).toBe(false));

    rerender({ current: { keyword: 'yam', category: 'tubers' } });
    // The previous answer stays on screen until the category's arrives, and is never taken for it.
    expect(result.current.data?.meta.total).toBe(9);
    expect(result.current.isPlaceholderData).toBe(true);
    await waitFor(() => expect(result.current.data?.meta.total).toBe(2));
    expect(result.current.isPlaceholderData).toBe(false);
    expect(requests).toEqual([{ keyword: 'yam' }, { keyword: 'yam', category: 'tubers' }]);
  });
});
