import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { createQueryClient } from '@/lib/query-client';
import { leaveFor } from '@/lib/navigation';
import { demoShopper, mockApi, signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { at, orderDetailFixture } from '@/testing/orders';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';
import { waitingCardOrder } from '@/features/payments/utils/waiting-card-order';
import { routes } from './routes';

loadPagesBeforeAll();

// Issue 23 item 4: Back from the card payment page, the cart and the checkout point to the order still waiting
// for its money (the spec's "There is no cart items yet" stays), with its Pay now.

vi.mock('@/lib/navigation', () => ({ leaveFor: vi.fn() }));

const API = '/api/v1';

/** A card order the demo shopper placed at 15:07 on 5 January, waiting for its payment unless said. */
function shopperHasCardOrder(overrides: Partial<OrderDetail> = {}) {
  const detail = orderDetailFixture(41, {
    payment_method: 'cards',
    payment_status: 'awaiting_payment',
    bank_details: null,
    created_at: at(5, 15, 7),
    ...overrides,
  });
  mockApi.state.orders.push({
    userId: demoShopper().id,
    detail,
    history: [{ status: detail.status, at: detail.created_at }],
  });
}

function shopTakesCards() {
  server.use(
    http.get(`${API}/payments/config`, () =>
      HttpResponse.json({ data: { cards: true, test_mode: false, payment_minutes: 30 } }),
    ),
  );
}

function renderApp(url: string) {
  const { element: app } = memoryRouter(routes, url);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
}

/** Ten minutes after the order: twenty left to pay. */
function tenMinutesLater() {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 0, 5, 15, 17));
}

afterEach(() => vi.useRealTimers());

describe('a card order left unpaid', () => {
  it('is pointed to on the empty cart, with how long is left and its Pay now', async () => {
    signInDemoShopper();
    shopTakesCards();
    shopperHasCardOrder();
    tenMinutesLater();
    server.use(
      http.post(`${API}/orders/41/pay`, () =>
        HttpResponse.json({
          data: { authorization_url: 'https://checkout.example/41', reference: 'oko-41-b' },
        }),
      ),
    );
    renderApp('/carts');

    const pointer = await screen.findByRole('region', {
      name: 'Order #41 is waiting for your card payment',
    });
    expect(pointer).toHaveTextContent('Pay within 30 minutes or the order is cancelled');
    expect(within(pointer).getByRole('link', { name: 'See order #41' })).toHaveAttribute(
      'href',
      '/users/orders/41',
    );
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    await userEvent.click(within(pointer).getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.example/41'));
  });

  it('is pointed to on the checkout, above the spec’s "There is no cart items yet"', async () => {
    signInDemoShopper();
    shopTakesCards();
    shopperHasCardOrder();
    tenMinutesLater();
    renderApp('/checkout');

    expect(await screen.findByText('There is no cart items yet')).toBeInTheDocument();
    expect(
      await screen.findByRole('region', { name: 'Order #41 is waiting for your card payment' }),
    ).toBeInTheDocument();
  });

  it('points to the newest card order still waiting, past paid, cancelled and other orders', async () => {
    signInDemoShopper();
    shopTakesCards();
    shopperHasCardOrder({ id: 40, created_at: at(5, 15, 0) });
    shopperHasCardOrder({ id: 42, payment_status: 'paid', created_at: at(5, 15, 10) });
    shopperHasCardOrder({ id: 44, payment_method: 'bank_transfer', created_at: at(5, 15, 12) });
    shopperHasCardOrder({ id: 45, status: 'cancelled', payment_status: 'failed', created_at: at(5, 15, 15) });
    tenMinutesLater();
    renderApp('/checkout');

    expect(
      await screen.findByRole('region', { name: 'Order #40 is waiting for your card payment' }),
    ).toHaveTextContent(/Pay within 30 minutes or the order is cancelled \(by \d{1,2}:\d{2}\)\./);
  });
});

describe('waitingCardOrder', () => {
  const order = orderDetailFixture(7, { payment_method: 'cards', created_at: '2026-01-05T14:07:00.000Z' });
  it('is the order until its time limit, then none (its expiry cancels it)', () => {
    expect(waitingCardOrder([order], 30, new Date('2026-01-05T14:36:59.000Z'))?.id).toBe(7);
    expect(waitingCardOrder([order], 30, new Date('2026-01-05T14:37:00.000Z'))).toBeUndefined();
    expect(
      waitingCardOrder([{ ...order, payment_status: 'failed' }], 30, new Date('2026-01-05T14:20:00.000Z'))
        ?.id,
    ).toBe(7);
  });
});
