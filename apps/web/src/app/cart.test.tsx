import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useGuestCart } from '@/features/cart/stores/guest-cart';
import { createQueryClient } from '@/lib/query-client';
import { expectConsoleError } from '@/testing/console';
import { DEMO_SHOPPER, demoProduct, demoShopper, mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

beforeEach(() => useGuestCart.setState({ items: [] }));

/** Black-eyed Beans of the demo shop: unit 25 is 1 kg, 70 in stock. */
const beans = () => demoProduct(13);

async function signInAsDemoShopper() {
  await userEvent.type(await screen.findByLabelText('Email'), DEMO_SHOPPER.email);
  await userEvent.type(screen.getByLabelText('Password'), DEMO_SHOPPER.password);
  await userEvent.click(screen.getByRole('button', { name: 'Login' }));
}

describe('signing in with a guest cart', () => {
  it('sends the session cart to the account (POST /cart/merge) and clears the session copy', async () => {
    mockApi.state.carts[demoShopper().id] = [{ productUnitId: 25, quantity: 3 }];
    useGuestCart.getState().add(beans(), 25);
    useGuestCart.getState().add(beans(), 25);
    const { element: app } = memoryRouter(routes, '/auth/login');
    render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
    await signInAsDemoShopper();

    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    // The mock API added the guest's 2 to the account's 3.
    expect(mockApi.state.carts[demoShopper().id]).toEqual([{ productUnitId: 25, quantity: 5 }]);
    expect(useGuestCart.getState().items).toEqual([]);
    expect(sessionStorage.getItem('cart')).toBeNull();
  });

  it('keeps the session cart when the merge fails', async () => {
    server.use(
      http.post('/api/v1/cart/merge', () => HttpResponse.json({ message: 'Server error' }, { status: 500 })),
    );
    useGuestCart.getState().add(beans(), 25);
    const { element: app } = memoryRouter(routes, '/auth/login');
    render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
    await signInAsDemoShopper();
    await screen.findByRole('heading', { level: 1, name: 'Your Profile' });
    expect(useGuestCart.getState().items).toHaveLength(1);
    expectConsoleError('Server error');
  });
});

describe('the cart page', () => {
  const window = (id: number, startsAt: string, endsAt: string, status: 'open' | 'full' | 'closed') => ({
    id,
    starts_at: startsAt,
    ends_at: endsAt,
    cutoff_at: '2026-11-28T18:00:00+01:00',
    remaining: status === 'full' ? 0 : 10,
    status,
  });

  it('shows the earliest open delivery day of the delivering channels, in Lagos time (issue 43)', async () => {
    const channels = mockApi.state.deliveryChannels;
    const express = channels.find((channel) => channel.name.startsWith('Express'))!;
    const pickup = channels.find((channel) => channel.name.startsWith('Pick-up'))!;
    server.use(
      http.get('/api/v1/delivery-channel', () =>
        HttpResponse.json({
          data: channels.map((channel) => ({
            id: channel.id,
            name: channel.name,
            fee: '1500.00',
            description: channel.description,
            has_windows: channel.id === express.id || channel.id === pickup.id,
          })),
        }),
      ),
      http.get('/api/v1/delivery-windows', ({ request }) => {
        const channelId = Number(new URL(request.url).searchParams.get('delivery_channel_id'));
        return HttpResponse.json({
          data:
            channelId === express.id
              ? [
                  // Full and closed days are not the earliest delivery.
                  window(81, '2026-11-30T09:00:00+01:00', '2026-11-30T13:00:00+01:00', 'closed'),
                  window(82, '2026-11-30T14:00:00+01:00', '2026-11-30T18:00:00+01:00', 'full'),
                  window(83, '2026-12-01T09:00:00+01:00', '2026-12-01T13:00:00+01:00', 'open'),
                ]
              : channelId === pickup.id
                ? // A collection, sooner, is not a delivery.
                  [window(91, '2026-11-30T10:00:00+01:00', '2026-11-30T18:00:00+01:00', 'open')]
                : [],
        });
      }),
    );
    useGuestCart.getState().add(beans(), 25);
    const { element: app } = memoryRouter(routes, '/carts');
    render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
    expect(await screen.findByText('Earliest delivery: Tue 1 Dec, 9:00–13:00')).toBeInTheDocument();
  });
});
