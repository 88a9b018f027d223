import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { createQueryClient } from '@/lib/query-client';
import { demoProduct, recordCalls } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

function renderApp(url: string) {
  const { element: app, router } = memoryRouter(routes, url);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
  return router;
}

const href = (router: ReturnType<typeof renderApp>) =>
  router.state.location.pathname + router.state.location.search;

beforeEach(() => useGuestCart.setState({ items: [] }));

// The demo shop (packages/demo-data) answered by the mock API: 11 categories, 113 products.
describe('catalog pages', () => {
  it('home shows categories, best prices and new arrivals from the API, linking each product', async () => {
    renderApp('/');
    const newest = await screen.findByRole('list', { name: 'New arrivals' });
    expect(within(newest).getAllByRole('listitem')).toHaveLength(8);
    expect(within(newest).getByRole('link', { name: /Black-eyed Beans/ })).toHaveAttribute(
      'href',
      '/products/13',
    );
    const cheapest = await screen.findByRole('list', { name: 'Best prices' });
    expect(within(cheapest).getAllByRole('listitem')[0]).toHaveTextContent('Utazi Leaves');
    expect(await screen.findByRole('link', { name: 'Fish & Seafood 9 products' })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'See all' }).map((link) => link.getAttribute('href'))).toEqual(
      ['/products?sort=price_asc', '/products?sort=newest'],
    );
  });

  it('products page shows naira price ranges and stock, filters by category and sorts through the URL', async () => {
    const router = renderApp('/products');
    const grid = await screen.findByRole('list', { name: 'Products' });
    const beans = within(grid).getByRole('link', { name: /Black-eyed Beans/ });
    expect(beans).toHaveTextContent('₦2,200.00 - ₦11,500.00');
    expect(beans).toHaveTextContent('In Stock');
    expect(within(grid).getByRole('link', { name: /Live Rabbit/ })).toHaveTextContent('out of stock');
    expect(screen.getByText('Results 1 - 12 of 113 Entries')).toBeInTheDocument();

    await userEvent.selectOptions(
      screen.getByRole('combobox', { name: 'Category' }),
      await screen.findByRole('option', { name: 'Grains & Legumes' }),
    );
    await waitFor(() => expect(href(router)).toBe('/products?category=grains-and-legumes'));
    expect(await screen.findByText('Results 1 - 12 of 12 Entries')).toBeInTheDocument();

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Price: low to high');
    expect(href(router)).toBe('/products?category=grains-and-legumes&sort=price_asc');
    await waitFor(() =>
      expect(
        within(screen.getByRole('list', { name: 'Products' })).getAllByRole('listitem')[0],
      ).toHaveTextContent('White Maize'),
    );
  });

  it('says "out of stock" when no unit has stock', async () => {
    // Trifoliate Yam (Esuru) of the demo shop: its one unit (1 kg, ₦3,000.00) has none left.
    const yam = demoProduct(4);
    expect(yam.product_units.map((unit) => unit.available_quantity)).toEqual([0]);
    renderApp(`/products?category=${yam.category.slug}`);
    const card = await screen.findByRole('link', { name: /Trifoliate Yam \(Esuru\)/ });
    expect(card).toHaveTextContent('₦3,000.00');
    expect(card).toHaveTextContent('out of stock');
  });

  it('product page lists the units and adds the chosen one to the guest cart', async () => {
    renderApp('/products/13');
    expect(await screen.findByRole('heading', { level: 1, name: 'Black-eyed Beans' })).toBeInTheDocument();
    const units = screen.getByRole('group', { name: 'Choose a unit' });
    expect(within(units).getByRole('radio', { name: /1 kg ₦2,200.00 70 in stock/ })).toBeChecked();
    expect(
      within(units).getByRole('radio', { name: /1 paint bucket ₦11,500.00 out of stock/ }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added 1 kg of Black-eyed Beans to your cart.')).toHaveRole('status');
    expect(screen.getByRole('link', { name: 'Cart, 1 item' })).toBeInTheDocument();
    expect(JSON.parse(window.sessionStorage.getItem('cart') ?? '[]')).toMatchObject([
      { product_id: 13, quantity: 1, product_units: [{ product_unit_id: 25, quantity: 1 }] },
    ]);

    await userEvent.click(within(units).getByRole('radio', { name: /paint bucket/ }));
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeDisabled();
  });

  it('product page says a unit sold by weight is priced by the scale, with its tolerance (issue 27)', async () => {
    renderApp('/products/40');
    expect(await screen.findByRole('heading', { level: 1, name: 'Watermelon' })).toBeInTheDocument();
    const units = screen.getByRole('group', { name: 'Choose a unit' });
    expect(
      within(units).getByRole('radio', {
        name: /1 pc Final price by weight \(up to 10% more\) ₦3,500.00 25 in stock/,
      }),
    ).toBeChecked();
  });

  it('product page adds as many as the quantity box says, up to the stock', async () => {
    renderApp('/products/13');
    const quantity = await screen.findByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveValue(1);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added 3 × 1 kg of Black-eyed Beans to your cart.')).toHaveRole('status');
    expect(JSON.parse(window.sessionStorage.getItem('cart') ?? '[]')).toMatchObject([
      { product_id: 13, quantity: 3, product_units: [{ product_unit_id: 25, quantity: 3 }] },
    ]);

    // More than the stock: the cart holds the most there is.
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '500');
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(screen.getByText('Added 67 × 1 kg of Black-eyed Beans to your cart.')).toHaveRole('status');
    expect(JSON.parse(window.sessionStorage.getItem('cart') ?? '[]')).toMatchObject([
      { product_id: 13, quantity: 70, product_units: [{ product_unit_id: 25, quantity: 70 }] },
    ]);
  });

  it('product page shows other products of the same category as related', async () => {
    // Grains & Legumes, newest first: Black-eyed Beans, Soybeans, Brown Beans (Drum), Ofada Rice, Bambara Nuts.
    renderApp('/products/20');
    const related = await screen.findByRole('list', { name: 'Related products' });
    const names = within(related)
      .getAllByRole('heading')
      .map((heading) => heading.textContent);
    expect(names).toEqual(['Black-eyed Beans', 'Brown Beans (Drum)', 'Ofada Rice', 'Bambara Nuts (Okpa)']);
  });

  it('category page shows the category and its products', async () => {
    renderApp('/categories/oils-and-butters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oils & Butters' })).toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Products' });
    expect(within(grid).getAllByRole('listitem')).toHaveLength(6);
    expect(screen.queryByRole('combobox', { name: 'Category' })).not.toBeInTheDocument();
  });
});

describe('search', () => {
  it('posts the trimmed keyword and shows the answer on /search?keyword=', async () => {
    const posted = recordCalls(server, 'post', '/products/search');
    const router = renderApp('/about');
    await userEvent.type(
      await screen.findByPlaceholderText('What are you looking to order today?'),
      '  xylophone {Enter}',
    );
    await waitFor(() => expect(href(router)).toBe('/search?keyword=xylophone'));
    expect(posted.map((call) => call.body)).toEqual([{ keyword: 'xylophone' }]);
    expect(router.state.location.state).toEqual({
      searches: { data: [], meta: { current_page: 1, per_page: 24, total: 0, last_page: 1 } },
    });
    expect(await screen.findByText('We couldn’t find anything for “xylophone”.')).toBeInTheDocument();
  });

  it('searches again when /search?keyword= is opened directly (a reload or a shared link)', async () => {
    renderApp('/search?keyword=BEANS');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Search results for “BEANS”' }),
    ).toBeInTheDocument();
    const results = await screen.findByRole('list', { name: 'Search results' });
    expect(within(results).getByRole('link', { name: /Locust Beans \(Iru\)/ })).toHaveAttribute(
      'href',
      '/products/64',
    );
    expect(screen.getByText('Results 1 - 4 of 4 Entries')).toBeInTheDocument();
  });

  it('asks for 3 characters when the URL has none', async () => {
    renderApp('/search?keyword=ya');
    expect(await screen.findByText(/Type at least 3 characters/)).toBeInTheDocument();
  });
});
