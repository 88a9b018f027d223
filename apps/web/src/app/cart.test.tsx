import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { createQueryClient } from '@/lib/query-client';
import { expectConsoleError } from '@/testing/console';
import { productFixture } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';

beforeEach(() => useGuestCart.setState({ items: [] }));

describe('signing in with a guest cart', () => {
  it('sends the session cart to the account (POST /cart/merge) and clears the session copy', async () => {
    let merged: unknown;
    server.use(
      http.post('/api/v1/cart/merge', async ({ request }) => {
        merged = await request.json();
        return HttpResponse.json({ data: { items: [] }, message: 'cart updated successfully' });
      }),
    );
    useGuestCart.getState().add(productFixture, 1);
    useGuestCart.getState().add(productFixture, 1);
    const router = createMemoryRouter(routes, { initialEntries: ['/auth/login'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'adaeze@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'yam-and-egg');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));

    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(merged).toEqual({
      cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 1, quantity: 2 }] }],
    });
    expect(useGuestCart.getState().items).toEqual([]);
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('keeps the session cart when the merge fails', async () => {
    server.use(
      http.post('/api/v1/cart/merge', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    useGuestCart.getState().add(productFixture, 1);
    const router = createMemoryRouter(routes, { initialEntries: ['/auth/login'] });
    render(
      <QueryClientProvider client={createQueryClient()}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    await userEvent.type(await screen.findByLabelText('Email'), 'adaeze@example.com');
    await userEvent.type(screen.getByLabelText('Password'), 'yam-and-egg');
    await userEvent.click(screen.getByRole('button', { name: 'Login' }));
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(useGuestCart.getState().items).toHaveLength(1);
    expectConsoleError('Server error');
  });
});
