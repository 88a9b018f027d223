import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { Notifications } from '@/components/ui/notifications';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { createQueryClient } from '@/lib/query-client';
import { expectConsoleError } from '@/testing/console';
import { fillDemoCart, mockApi, signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

function renderApp(url: string) {
  const { element: app, router } = memoryRouter(routes, url);
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Notifications />
      {app}
    </QueryClientProvider>,
  );
  return router;
}

// The demo shop's shopper, signed in through the mock API, with two rows in the account cart.
const signIn = () => {
  const tokens = signInDemoShopper();
  fillDemoCart([
    [1, 1],
    [3, 2],
  ]);
  return tokens;
};

describe('the storefront', () => {
  it('shows the 404 page inside the shell for an unknown path', async () => {
    renderApp('/no/such/page');
    expect(
      await screen.findByText("Sorry, we couldn't find the page you're looking for."),
    ).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Page not found | Oko Farm'));
  });

  it('titles the categories page "All categories" and lists the categories from the API', async () => {
    renderApp('/categories');
    expect(await screen.findByRole('heading', { level: 1, name: 'All categories' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Fish & Seafood 9 products' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('All categories | Oko Farm'));
    expect(
      within(screen.getByRole('contentinfo')).getByText('14 Oba Akran Avenue, Ikeja, Lagos'),
    ).toBeInTheDocument();
  });

  it('titles the home page with the brand alone and links the first categories', async () => {
    renderApp('/');
    expect(await screen.findByRole('link', { name: 'Fish & Seafood 9 products' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All categories' })).toHaveAttribute('href', '/categories');
    expect(screen.getByRole('link', { name: 'Shop all products' })).toHaveAttribute('href', '/products');
    await waitFor(() => expect(document.title).toBe('Oko Farm'));
  });

  it('shows a category by slug, and says so when there is none', async () => {
    const router = renderApp('/categories/oils-and-butters');
    expect(await screen.findByRole('heading', { level: 1, name: 'Oils & Butters' })).toBeInTheDocument();
    expect(screen.getByText('6 products')).toBeInTheDocument();

    await router.navigate('/categories/nothing-here');
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
    expectConsoleError('Category not found');
  });

  it('sends a guest from an account page to login', async () => {
    const router = renderApp('/users/account');
    expect(await screen.findByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
    expect(router.state.location.pathname + router.state.location.search).toBe(
      '/auth/login?redirectTo=%2Fusers%2Faccount',
    );
  });

  it('opens /users at the dashboard for a signed-in user, with the account sidebar and server cart count', async () => {
    signIn();
    const router = renderApp('/users');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/users/account');
    expect(
      within(screen.getByRole('navigation', { name: 'Your account' }))
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Your Profile',
      'My Orders',
      'Payment Methods',
      'Notifications',
      'Invite Friends',
      'My weekly orders',
    ]);
    expect(await screen.findByRole('link', { name: 'Cart, 2 items' })).toBeInTheDocument();
  });

  it('signs out: clears the session, says "Logout Successfully" and goes to login', async () => {
    const { accessToken } = signIn();
    window.sessionStorage.setItem('cart', JSON.stringify([]));
    const router = renderApp('/users/profiles');

    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('status', { name: 'success' })).toHaveTextContent('Logout Successfully');
    await waitFor(() => expect(router.state.location.pathname).toBe('/auth/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(Cookies.get('accessToken')).toBeUndefined();
    expect(Cookies.get('refreshToken')).toBeUndefined();
    expect(window.sessionStorage.getItem('cart')).toBeNull();
    expect(await screen.findByRole('link', { name: 'Login' })).toBeInTheDocument();
    // PATCH /auth/logout reached the mock API, which ended the session behind the token.
    expect(mockApi.state.sessions.find((s) => s.accessTokens.includes(accessToken))?.ended).toBe(true);
  });

  it('keeps the user signed in and says "Failure" when sign-out fails', async () => {
    const { accessToken } = signIn();
    server.use(
      http.patch('/api/v1/auth/logout', () => HttpResponse.json({ message: 'Server busy' }, { status: 503 })),
    );
    const router = renderApp('/users/profiles');

    await userEvent.hover(await screen.findByRole('button', { name: 'Account menu' }));
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('alert', { name: 'Failure' })).toHaveTextContent('Server busy');
    expect(router.state.location.pathname).toBe('/users/profiles');
    expect(Cookies.get('accessToken')).toBe(accessToken);
    expectConsoleError('Server busy');
  });

  it('searches from the header with a keyword of at least 3 characters', async () => {
    const router = renderApp('/about');
    const box = await screen.findByPlaceholderText('What are you looking to order today?');

    await userEvent.type(box, 'ya{Enter}');
    expect(router.state.location.pathname).toBe('/about');

    await userEvent.type(box, 'm tubers {Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?keyword=yam+tubers'));
    expect(router.state.location.pathname).toBe('/search');
  });

  it('counts the guest cart from session storage, a non-list counting as empty', async () => {
    window.sessionStorage.setItem(
      'cart',
      JSON.stringify([{ product_id: 1 }, { product_id: 2 }, { product_id: 3 }]),
    );
    useGuestCart.getState().loadFromSession();
    renderApp('/about');
    expect(await screen.findByRole('link', { name: 'Cart, 3 items' })).toBeInTheDocument();

    window.sessionStorage.setItem('cart', JSON.stringify({ not: 'a list' }));
    useGuestCart.getState().loadFromSession();
    expect(await screen.findByRole('link', { name: 'Cart, 0 items' })).toBeInTheDocument();
  });
});
