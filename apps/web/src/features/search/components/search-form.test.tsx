import { MAX_LENGTH } from '@oko/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchForm } from './search-form';

function Here() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('SearchForm', () => {
  it('stops typing at the API’s maximum, and searches with it', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/products/search', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({
          data: [],
          meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 },
        });
      }),
    );
    renderWithProviders(<SearchForm placeholder="Search" />, {
      routes: [{ path: '/search', element: <Here /> }],
    });
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'y'.repeat(MAX_LENGTH.searchKeyword + 20));
    expect(input).toHaveValue('y'.repeat(MAX_LENGTH.searchKeyword));
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(await screen.findByText(/^at \/search\?keyword=y+$/)).toBeInTheDocument();
    expect(sent).toEqual({ keyword: 'y'.repeat(MAX_LENGTH.searchKeyword) });
  });
});
