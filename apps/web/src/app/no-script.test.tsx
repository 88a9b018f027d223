import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

// Issue 15, "Works before the JavaScript arrives": what a shopper follows on a public page is a link with an
// address, and what they choose in a select is a GET form, so the served HTML works on its own.
function renderApp(url: string) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      {memoryRouter(routes, url).element}
    </QueryClientProvider>,
  );
}

const formOf = (element: HTMLElement) => {
  // The form around a field is not in the accessibility tree (it has no name): found from the field.
  // eslint-disable-next-line testing-library/no-node-access
  const form = element.closest('form');
  expect(form).toHaveAttribute('method', 'get');
  return form!;
};

describe('browsing without JavaScript', () => {
  it('the shell and the home page navigate by links', async () => {
    renderApp('/');
    await screen.findByRole('list', { name: 'New arrivals' });
    const main = screen.getByRole('navigation', { name: 'Main' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/'],
      ['Categories', '/categories'],
      ['About', '/about'],
      ['Login', '/auth/login'],
    ]);
    expect(screen.getByRole('link', { name: 'Browse categories' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: 'Fish & Seafood 9 products' })).toHaveAttribute(
      'href',
      '/categories/fish-and-seafood',
    );
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: 'New products' })).toHaveAttribute('href', '/products');
    expect(within(footer).getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('products: the category, the order and the page are GET forms keeping the rest of the query', async () => {
    renderApp('/products?category=grains-and-legumes&sort=price_asc&page=1');
    await screen.findByText('Results 1 - 12 of 12 Entries');
    expect(formOf(screen.getByRole('combobox', { name: 'Sort by' }))).toHaveFormValues({
      category: 'grains-and-legumes',
      sort: 'price_asc',
    });
    expect(formOf(screen.getByRole('combobox', { name: 'Page' }))).toHaveFormValues({
      category: 'grains-and-legumes',
      sort: 'price_asc',
      page: '1',
    });
  });

  it('search: the category filter keeps the keyword', async () => {
    renderApp('/search?keyword=beans');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “beans”' });
    expect(formOf(screen.getByRole('combobox', { name: 'Category' }))).toHaveFormValues({
      keyword: 'beans',
      category: '',
    });
  });
});
