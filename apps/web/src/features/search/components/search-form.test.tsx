import { MAX_LENGTH } from '@oko/shared/constants';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { Here } from '@/testing/here';
import { renderWithProviders } from '@/testing/test-utils';
import { loadSearchSchema } from '../api/search-products';
import type * as SearchProducts from '../api/search-products';
import { SearchForm } from './search-form';

// The real check, and a way to make it fail to load (decision 019: it loads with the first search).
vi.mock('../api/search-products', async (importOriginal) => {
  const actual = await importOriginal<typeof SearchProducts>();
  return { ...actual, loadSearchSchema: vi.fn(actual.loadSearchSchema) };
});

describe('SearchForm', () => {
  it('is a plain GET form to /search with the field keyword, so it searches before the scripts run', () => {
    renderWithProviders(<SearchForm placeholder="Search" />);
    const form = screen.getByRole('search');
    expect(form).toHaveAttribute('action', '/search');
    expect(form).toHaveAttribute('method', 'get');
    expect(screen.getByRole('searchbox', { name: 'Search products' })).toHaveAttribute('name', 'keyword');
  });

  it('refuses a keyword under 3 characters once trimmed: no request, the field marked, until it is long enough', async () => {
    const sent = recordCalls(server, 'post', '/products/search');
    renderWithProviders(<SearchForm placeholder="Search" />, {
      routes: [{ path: '/search', element: <Here /> }],
    });
    const input = screen.getByRole('searchbox', { name: 'Search products' });
    await userEvent.type(input, ' ya {Enter}');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.clear(input);
    await userEvent.type(input, 'yam');
    expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.click(screen.getByRole('button', { name: 'Submit search' }));
    expect(await screen.findByText('at /search?keyword=yam')).toBeInTheDocument();
    expect(sent.map((call) => call.body)).toEqual([{ keyword: 'yam' }]);
  });

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

  it('searches through the server, as a plain form, when the check cannot load', async () => {
    vi.mocked(loadSearchSchema).mockRejectedValue(new Error('Failed to fetch dynamically imported module'));
    const submitted = vi.spyOn(HTMLFormElement.prototype, 'submit').mockImplementation(() => undefined);
    const sent = recordCalls(server, 'post', '/products/search');
    renderWithProviders(<SearchForm placeholder="Search" />);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search products' }), 'yam{Enter}');
    await vi.waitFor(() => expect(submitted).toHaveBeenCalledOnce());
    expect(submitted.mock.contexts[0]).toBe(screen.getByRole('search'));
    expect(sent).toEqual([]);
  });
});
