import { useQuery } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { AppProvider } from './provider';

const OFFLINE_CACHE_KEY = 'REACT_QUERY_OFFLINE_CACHE';

afterEach(() => window.localStorage.clear());

/**
 * Decision 025 item 5: restoring the offline cache (spec section 7) re-renders nothing. TanStack's
 * PersistQueryClientProvider flipped a "restoring" flag when it was done, which re-rendered every component with a
 * query: right after hydration, the whole page, synchronously (a long task on a phone).
 */
it('restores the offline cache without rendering the page again', async () => {
  const saved = {
    queryKey: ['seen-before'],
    queryHash: '["seen-before"]',
    state: savedState('a page seen before'),
  };
  window.localStorage.setItem(
    OFFLINE_CACHE_KEY,
    JSON.stringify({ timestamp: Date.now(), buster: '', clientState: { mutations: [], queries: [saved] } }),
  );
  // The page's own data, as a rendered page brings it (decision 016).
  const queryClient = createQueryClient();
  queryClient.setQueryData(['on-this-page'], 'the page');
  let renders = 0;
  function Page() {
    renders += 1;
    const { data } = useQuery({ queryKey: ['on-this-page'], queryFn: () => 'fetched again' });
    return <p>{data}</p>;
  }

  render(
    <AppProvider queryClient={queryClient}>
      <Page />
    </AppProvider>,
  );

  expect(screen.getByText('the page')).toBeInTheDocument();
  await waitFor(() => expect(queryClient.getQueryData(['seen-before'])).toBe('a page seen before'));
  // A turn of the event loop for any render the restore would have scheduled.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(renders).toBe(1);
});

function savedState(data: string) {
  return {
    data,
    dataUpdateCount: 1,
    dataUpdatedAt: Date.now(),
    error: null,
    errorUpdateCount: 0,
    errorUpdatedAt: 0,
    fetchFailureCount: 0,
    fetchFailureReason: null,
    fetchMeta: null,
    isInvalidated: false,
    status: 'success',
    fetchStatus: 'idle',
  };
}
