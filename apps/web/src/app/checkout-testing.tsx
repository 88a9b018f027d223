// The checkout route as the demo shopper meets it, against the mock API's demo shop (@oko/mock-api, kept true to
// the API by its contract test), shared by the checkout's test files (split from one of 948 lines, issue 37). A
// test changes the shop only where it needs an unusual case, and overrides an answer only where the shop cannot
// give it.
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/lib/notifications';
import {
  changeDemoUnit,
  demoShopper,
  fillDemoCart,
  mockApi,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';
import { memoryRouter } from '@/testing/test-utils';

export const API = '/api/v1';

/** The demo shop takes no cards: the payments config of a shop that does (through its test gateway or not). */
export function shopTakesCards({ testMode = false } = {}) {
  server.use(
    http.get(`${API}/payments/config`, () =>
      HttpResponse.json({ data: { cards: true, test_mode: testMode, payment_minutes: 30 } }),
    ),
  );
}

/** A placed order as the API answers it (for an answer the demo shop cannot give). */
export const demoOrder = (id: number): OrderDetail => ({
  id,
  status: 'pending',
  payment_method: 'cards',
  payment_status: 'awaiting_payment',
  subtotal: '315000.50',
  discount: null,
  pay_ahead: null,
  delivery_fee: '1500.00',
  total: '316500.50',
  final_total: '316500.50',
  credit_used: '0.00',
  amount_paid: '0.00',
  amount_refunded: '0.00',
  amount_due: '316500.50',
  refund_due: '0.00',
  items_count: 3,
  created_at: '2026-11-22T02:00:00.000Z',
  updated_at: '2026-11-22T02:00:00.000Z',
  delivery_channel: { id: 1, name: 'Standard delivery' },
  delivery_window: null,
  pickup_point: null,
  delivery_address: {
    country: 'Nigeria',
    state: 'Lagos',
    street_no: '12',
    nearest_landmark: 'Near the church',
    address: 'Allen Avenue',
    city: 'Ikeja',
    zip_code: '100001',
  },
  phone: null,
  items: [],
  bank_details: null,
  refunds: [],
  packed_deal: null,
});

// In the demo shop: Irish Potatoes (Jos), product 7, unit 12 (50 kg, ₦85,000.00, 3 in stock); Ofada Rice,
// product 9, unit 17 (50 kg); Nigeria is country 1, Lagos state 25; the first two delivery channels are
// Standard (1, ₦1,500.00) and Express (2, ₦3,500.00).
export const POTATOES = 'Irish Potatoes (Jos) (50 kg)';
export const RICE = 'Ofada Rice (50 kg)';

export const record = (method: 'get' | 'post' | 'delete', path: string) => recordCalls(server, method, path);

/**
 * The demo shopper, signed in, with 2 × potatoes and 1 × rice in the cart; the rice costs ₦145,000.50 here (the
 * demo's prices are whole naira, and the totals must be right to the kobo). With `address`, the shopper's saved
 * Lagos address (id 1).
 */
export function demoCheckout({ address = true } = {}) {
  signInDemoShopper();
  const state = mockApi.state;
  changeDemoUnit(17, { priceKobo: 14_500_050 });
  // A second country, so that the states offered are seen to be the chosen country's.
  state.countries.push({ id: 2, name: 'Ghana' });
  state.states.push({ id: 900, name: 'Greater Accra', country_id: 2 });
  fillDemoCart([
    [12, 2],
    [17, 1],
  ]);
  if (address) {
    state.addresses.push({
      id: state.nextId.address++,
      userId: demoShopper().id,
      country_id: '1',
      state_id: '25',
      street_no: '12',
      nearest_landmark: 'Near the church',
      address: 'Allen Avenue',
      city: 'Ikeja',
      zip_code: '100001',
    });
  }
  return {
    cartGets: record('get', '/cart'),
    cartPosts: record('post', '/cart'),
    removed: record('delete', '/remove-product/:id'),
    addressPosts: record('post', '/address'),
    orders: record('post', '/create-order'),
  };
}

export function renderCheckout() {
  const { element: app, router } = memoryRouter(routes, '/checkout');
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
  return router;
}

export const notices = () =>
  useNotifications.getState().notifications.map(({ type, title, message, duration }) => ({
    type,
    title,
    message,
    duration,
  }));
export const pinned = { duration: 4000 };
export const quantityOf = (label: string) => screen.getByLabelText(`Quantity of ${label}`).textContent;
export const orderForm = () => screen.getByRole('form', { name: 'Place your order' });
