import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { CartRow } from '@oko/shared/schemas/cart';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { productFixture } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { useGuestCart } from '../stores/guest-cart';
import { CartView } from './cart-view';

const yam = productFixture; // unit 1: ₦1,500.00, 10 in stock
const notices = () =>
  useNotifications.getState().notifications.map(({ type, title, message }) => ({ type, title, message }));
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`).textContent;

beforeEach(() => {
  useGuestCart.setState({ items: [] });
  useNotifications.setState({ notifications: [] });
});

describe('cart page for a guest (the session cart)', () => {
  it('lists rows with unit, price, quantity and subtotal, steps, removes and clears', async () => {
    useGuestCart.getState().add(yam, 1);
    useGuestCart.getState().add(yam, 1);
    renderWithProviders(<CartView signedIn={false} />);

    const row = screen.getByRole('row', { name: /Yam tubers/ });
    expect(within(row).getByText('1 tuber')).toBeInTheDocument();
    expect(within(row).getByText('₦1,500.00')).toBeInTheDocument();
    expect(quantityOf('Yam tubers (1 tuber)')).toBe('2');
    expect(within(row).getByText('₦3,000.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦3,000.00');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');

    await userEvent.click(screen.getByRole('button', { name: 'One more Yam tubers (1 tuber)' }));
    expect(quantityOf('Yam tubers (1 tuber)')).toBe('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦4,500.00');
    await userEvent.click(screen.getByRole('button', { name: 'One less Yam tubers (1 tuber)' }));
    await userEvent.click(screen.getByRole('button', { name: 'One less Yam tubers (1 tuber)' }));
    expect(quantityOf('Yam tubers (1 tuber)')).toBe('1');
    expect(screen.getByRole('button', { name: 'One less Yam tubers (1 tuber)' })).toBeDisabled();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')[0].quantity).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: 'Remove Yam tubers (1 tuber)' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();

    useGuestCart.getState().add(yam, 1);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(useGuestCart.getState().items).toEqual([]);
  });
});

/** The account's cart on a fake server: GET answers it, POST sets rows (0 removes), DELETE removes one. */
function serverCart(initial: CartRow[]) {
  let rows = initial;
  const sent: unknown[] = [];
  server.use(
    http.get('/api/v1/cart', () => HttpResponse.json({ data: { items: rows } })),
    http.post('/api/v1/cart', async ({ request }) => {
      const body = (await request.json()) as {
        cart_data: { product_units: { product_unit_id: number; quantity: number }[] }[];
      };
      sent.push(body);
      for (const unit of body.cart_data.flatMap((line) => line.product_units)) {
        rows = rows
          .map((row) =>
            row.product_unit_id === unit.product_unit_id ? { ...row, quantity: unit.quantity } : row,
          )
          .filter((row) => row.quantity > 0);
      }
      return HttpResponse.json({ data: { items: rows }, message: 'cart updated successfully' });
    }),
    http.delete('/api/v1/remove-product/:id', ({ params }) => {
      rows = rows.filter((row) => row.product_unit_id !== Number(params.id));
      return HttpResponse.json({ data: { items: rows }, message: 'product deleted successfully' });
    }),
  );
  return sent;
}

const yamRow: CartRow = {
  product_id: 7,
  product_unit_id: 1,
  quantity: 2,
  product_unit: {
    id: 1,
    price_per_unit: '1500.00',
    unit_number: 1,
    unit: { name: 'tuber', symbol: 'tuber' },
    available_quantity: 3,
    product: { id: 7, name: 'Yam tubers' },
  },
};
const riceRow: CartRow = {
  product_id: 8,
  product_unit_id: 5,
  quantity: 1,
  product_unit: {
    id: 5,
    price_per_unit: '52000.50',
    unit_number: 50,
    unit: { name: 'kilogram', symbol: 'kg' },
    available_quantity: 4,
    product: { id: 8, name: 'Ofada rice' },
  },
};

describe('cart page for a signed-in shopper (the server cart)', () => {
  it('shows the rows and total, sets quantities through POST /cart and tells the shopper', async () => {
    const sent = serverCart([yamRow, riceRow]);
    renderWithProviders(<CartView signedIn />);
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('₦55,000.50');
    expect(screen.getByText('50 kg')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'One more Yam tubers (1 tuber)' }));
    await waitFor(() => expect(quantityOf('Yam tubers (1 tuber)')).toBe('3'));
    expect(sent).toEqual([
      { cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 1, quantity: 3 }] }] },
    ]);
    expect(notices()).toEqual([{ type: 'success', title: 'success', message: 'cart updated successfully' }]);
    // At the unit's stock the stepper stops.
    expect(screen.getByRole('button', { name: 'One more Yam tubers (1 tuber)' })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦56,500.50');
  });

  it('removes a row through DELETE /remove-product/{id} and clears the rest', async () => {
    serverCart([yamRow, riceRow]);
    renderWithProviders(<CartView signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Yam tubers (1 tuber)' }));
    await waitFor(() => expect(screen.queryByText('Yam tubers')).not.toBeInTheDocument());
    expect(notices()).toEqual([
      { type: 'success', title: 'success', message: 'product deleted successfully' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows a failed update as an error titled with the message, the field errors as its text', async () => {
    serverCart([yamRow]);
    server.use(
      http.post('/api/v1/cart', () =>
        HttpResponse.json(
          {
            message: 'The selected product unit id is invalid.',
            errors: {
              'cart_data.0.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
            },
          },
          { status: 422 },
        ),
      ),
    );
    renderWithProviders(<CartView signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: 'One less Yam tubers (1 tuber)' }));
    await waitFor(() =>
      expect(notices()).toEqual([
        {
          type: 'error',
          title: 'The selected product unit id is invalid.',
          message: 'cart_data.0.product_units.0.product_unit_id: The selected product unit id is invalid.',
        },
      ]),
    );
    expect(quantityOf('Yam tubers (1 tuber)')).toBe('2');
    expectConsoleError('The selected product unit id is invalid.');
  });
});
