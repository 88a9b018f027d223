import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { CategoriesList } from './categories-list';

const cards = () => within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');

describe('CategoriesList', () => {
  it('shows a card per category with its name, "{count} products" and a link by slug', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });

    expect(await screen.findByRole('link', { name: 'Category 1 2 products' })).toHaveAttribute(
      'href',
      '/categories/category-1',
    );
    expect(cards()).toHaveLength(8);
    expect(within(cards()[0]!).getByRole('heading', { name: 'Category 1' })).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('2 products')).toBeInTheDocument();
    expect(screen.getByText('Results 1 - 8 of 30 Entries')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Page 1',
      'Page 2',
      'Page 3',
      'Page 4',
    ]);
  });

  it('changes ?page= when another page is chosen', async () => {
    const { router } = renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Page' }), 'Page 4');

    expect(await screen.findByText('Results 25 - 30 of 30 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=4');
    expect(await screen.findByRole('link', { name: 'Category 30 60 products' })).toBeInTheDocument();
    expect(cards()).toHaveLength(6);
  });

  it('starts at the page in the URL', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories?page=2', path: '/categories' });
    expect(await screen.findByText('Results 9 - 16 of 30 Entries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('2');
  });

  it('says so on a page past the end', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories?page=9', path: '/categories' });
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(screen.getByText('Results 0 - 0 of 30 Entries')).toBeInTheDocument();
  });

  it('shows the fallback view when the categories cannot load', async () => {
    server.use(
      http.get('/api/v1/products/categories', () => HttpResponse.json({ message: 'Down' }, { status: 500 })),
    );
    renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });

    expect(await screen.findByText('Something went wrong!')).toBeInTheDocument();
    expectConsoleError('Down');
  });
});
