import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import {
  changeDemoUnit,
  demoProduct,
  fillDemoCart,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { renderWithProviders } from '@/testing/test-utils';
import { useGuestCart } from '../stores/guest-cart';
import { CartView } from './cart-view';

/** Black-eyed Beans of the demo shop: unit 25 is 1 kg, ₦2,200.00, 70 in stock. */
const beans = () => demoProduct(13);
const BEANS = 'Black-eyed Beans (1 kg)';
const notices = () =>
  useNotifications.getState().notifications.map(({ type, title, message }) => ({ type, title, message }));
const quantityOf = (name: string) => screen.getByLabelText(`Quantity of ${name}`).textContent;

beforeEach(() => {
  useGuestCart.setState({ items: [] });
  useNotifications.setState({ notifications: [] });
});

describe('cart page for a guest (the session cart)', () => {
  it('lists rows with unit, price, quantity and subtotal, steps, removes and clears', async () => {
    useGuestCart.getState().add(beans(), 25);
    useGuestCart.getState().add(beans(), 25);
    renderWithProviders(<CartView signedIn={false} />);

    const row = screen.getByRole('row', { name: /Black-eyed Beans/ });
    expect(within(row).getByText('1 kg')).toBeInTheDocument();
    expect(within(row).getByText('₦2,200.00')).toBeInTheDocument();
    expect(quantityOf(BEANS)).toBe('2');
    expect(within(row).getByText('₦4,400.00')).toBeInTheDocument();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦4,400.00');
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveAttribute('href', '/checkout');
    // Issue 37: the page's main link wears the button's keyboard focus ring.
    expect(screen.getByRole('link', { name: 'Proceed to checkout' })).toHaveClass('focus-visible:outline-2');

    await userEvent.click(screen.getByRole('button', { name: `One more ${BEANS}` }));
    expect(quantityOf(BEANS)).toBe('3');
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦6,600.00');
    await userEvent.click(screen.getByRole('button', { name: `One less ${BEANS}` }));
    await userEvent.click(screen.getByRole('button', { name: `One less ${BEANS}` }));
    expect(quantityOf(BEANS)).toBe('1');
    expect(screen.getByRole('button', { name: `One less ${BEANS}` })).toBeDisabled();
    expect(JSON.parse(sessionStorage.getItem('cart') ?? '[]')[0].quantity).toBe(1);

    await userEvent.click(screen.getByRole('button', { name: `Remove ${BEANS}` }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();

    useGuestCart.getState().add(beans(), 25);
    await userEvent.click(await screen.findByRole('button', { name: 'Clear cart' }));
    expect(screen.getByText('Your cart is empty.')).toBeInTheDocument();
    expect(useGuestCart.getState().items).toEqual([]);
  });

  it('says "final price by weight" beside a weighed unit, as the product page does (issue 27)', async () => {
    // The demo's Watermelon (product 40, unit 66): about 5 kg at ₦700/kg, up to 10 % more; beans are not weighed.
    useGuestCart.getState().add(demoProduct(40), 66);
    useGuestCart.getState().add(beans(), 25);
    renderWithProviders(<CartView signedIn={false} />);
    const melon = screen.getByRole('row', { name: /Watermelon/ });
    expect(within(melon).getByText('Final price by weight (up to 10% more)')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Black-eyed Beans/ });
    expect(within(row).queryByText(/Final price by weight/)).not.toBeInTheDocument();
  });
});

/**
 * The demo shopper's cart in the mock API: 2 × Irish Potatoes (Jos) 50 kg (₦85,000.00, 3 in stock) and 1 × Ofada
 * Rice 5 kg, here at ₦15,500.50 (the demo's prices are whole naira; the total must be right to the kobo).
 */
function demoCart() {
  signInDemoShopper();
  changeDemoUnit(16, { priceKobo: 1_550_050 });
  fillDemoCart([
    [12, 2],
    [16, 1],
  ]);
  return recordCalls(server, 'post', '/cart');
}

const POTATOES = 'Irish Potatoes (Jos) (50 kg)';

describe('cart page for a signed-in shopper (the server cart)', () => {
  it('shows the rows and total, sets quantities through POST /cart and tells the shopper', async () => {
    const sent = demoCart();
    renderWithProviders(<CartView signedIn />);
    expect(await screen.findByTestId('cart-total')).toHaveTextContent('₦185,500.50');
    expect(screen.getByText('5 kg')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: `One more ${POTATOES}` }));
    await waitFor(() => expect(quantityOf(POTATOES)).toBe('3'));
    expect(sent.map((call) => call.body)).toEqual([
      { cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 12, quantity: 3 }] }] },
    ]);
    expect(notices()).toEqual([{ type: 'success', title: 'success', message: 'cart updated successfully' }]);
    // At the unit's stock the stepper stops.
    expect(screen.getByRole('button', { name: `One more ${POTATOES}` })).toBeDisabled();
    expect(screen.getByTestId('cart-total')).toHaveTextContent('₦270,500.50');
  });

  it('says "final price by weight" beside a weighed unit of the server cart (issue 27)', async () => {
    signInDemoShopper();
    // Yellow Yam (unit 4): about 3 kg at ₦1,500/kg, no tolerance; potatoes are not weighed.
    fillDemoCart([
      [4, 1],
      [12, 1],
    ]);
    renderWithProviders(<CartView signedIn />);
    const yam = await screen.findByRole('row', { name: /Yellow Yam/ });
    expect(within(yam).getByText('Final price by weight')).toBeInTheDocument();
    const potatoes = screen.getByRole('row', { name: /Irish Potatoes/ });
    expect(within(potatoes).queryByText(/Final price by weight/)).not.toBeInTheDocument();
  });

  it('removes a row through DELETE /remove-product/{id} and clears the rest', async () => {
    demoCart();
    renderWithProviders(<CartView signedIn />);
    await userEvent.click(await screen.findByRole('button', { name: `Remove ${POTATOES}` }));
    await waitFor(() => expect(screen.queryByText('Irish Potatoes (Jos)')).not.toBeInTheDocument());
    expect(notices()).toEqual([
      { type: 'success', title: 'success', message: 'product deleted successfully' },
    ]);

    await userEvent.click(screen.getByRole('button', { name: 'Clear cart' }));
    expect(await screen.findByText('Your cart is empty.')).toBeInTheDocument();
  });

  it('shows a failed update as an error titled with the message, the field errors as its text', async () => {
    demoCart();
    // The stepper offers only the cart's own units: the shop cannot give this answer.
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
    await userEvent.click(await screen.findByRole('button', { name: `One less ${POTATOES}` }));
    await waitFor(() =>
      expect(notices()).toEqual([
        {
          type: 'error',
          title: 'The selected product unit id is invalid.',
          message: 'cart_data.0.product_units.0.product_unit_id: The selected product unit id is invalid.',
        },
      ]),
    );
    expect(quantityOf(POTATOES)).toBe('2');
    expectConsoleError('The selected product unit id is invalid.');
  });
});
