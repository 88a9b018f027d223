import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { CategoriesList } from './categories-list';
import { FeaturedCategories } from './featured-categories';

const cards = () => within(screen.getByRole('list', { name: 'Categories' })).getAllByRole('listitem');

describe('CategoriesList', () => {
  // The demo shop (packages/demo-data through the mock API): 11 categories, 8 a page.
  it('loads the first row of pictures at once and the rest lazily', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });
    const images = await screen.findAllByRole('presentation');
    const loading = images
      .filter((image) => image.tagName === 'IMG')
      .map((image) => image.getAttribute('loading'));
    expect(loading).toEqual(['eager', 'eager', 'eager', 'eager', 'lazy', 'lazy', 'lazy', 'lazy']);
  });

  it('shows a card per category with its name, "{count} products" and a link by slug', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });

    expect(await screen.findByRole('link', { name: 'Tubers & Roots 8 products' })).toHaveAttribute(
      'href',
      '/categories/tubers-and-roots',
    );
    expect(cards()).toHaveLength(8);
    expect(within(cards()[0]!).getByRole('heading', { name: 'Tubers & Roots' })).toBeInTheDocument();
    expect(within(cards()[0]!).getByText('8 products')).toBeInTheDocument();
    expect(screen.getByText('Results 1 - 8 of 11 Entries')).toBeInTheDocument();
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Page 1', 'Page 2']);
  });

  it('changes ?page= when another page is chosen', async () => {
    const { router } = renderWithProviders(<CategoriesList />, { url: '/categories', path: '/categories' });

    await userEvent.selectOptions(await screen.findByRole('combobox', { name: 'Page' }), 'Page 2');

    expect(await screen.findByText('Results 9 - 11 of 11 Entries')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(await screen.findByRole('link', { name: 'Flours & Pantry 11 products' })).toBeInTheDocument();
    expect(cards()).toHaveLength(3);
  });

  it('starts at the page in the URL', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories?page=2', path: '/categories' });
    expect(await screen.findByText('Results 9 - 11 of 11 Entries')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Page' })).toHaveValue('2');
  });

  it('says so on a page past the end', async () => {
    renderWithProviders(<CategoriesList />, { url: '/categories?page=9', path: '/categories' });
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    expect(screen.getByText('Results 0 - 0 of 11 Entries')).toBeInTheDocument();
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

describe('FeaturedCategories', () => {
  it('holds the place of a page of cards while they load, then shows them', async () => {
    renderWithProviders(<FeaturedCategories />, { url: '/', path: '/' });
    // Blank cards of the grid's size around a spinner: the shelves below do not move when the cards come.
    expect(screen.getAllByTestId('category-card-placeholder')).toHaveLength(8);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(await screen.findAllByRole('link', { name: /products$/ })).toHaveLength(8);
    expect(screen.queryByTestId('category-card-placeholder')).not.toBeInTheDocument();
  });
});
