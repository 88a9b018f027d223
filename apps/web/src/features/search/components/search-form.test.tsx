import { MAX_LENGTH } from '@oko/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { SearchForm } from './search-form';

function Here() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

describe('SearchForm', () => {
  it('stops typing at the API’s maximum, and searches with it', async () => {
    const sent = recordCalls(server, 'post', '/products/search');
    renderWithProviders(<SearchForm placeholder="Search" />, {
      routes: [{ path: '/search', element: <Here /> }],
    });
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, 'y'.repeat(MAX_LENGTH.searchKeyword + 20));
    expect(input).toHaveValue('y'.repeat(MAX_LENGTH.searchKeyword));
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(await screen.findByText(/^at \/search\?keyword=y+$/)).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ keyword: 'y'.repeat(MAX_LENGTH.searchKeyword) }]);
  });
});
