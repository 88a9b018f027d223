import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fillDemoCart } from '@/testing/mocks/mock-api';
import { API, POTATOES, RICE, demoCheckout, renderCheckout, notices, quantityOf } from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout's cart table: its rows, the steppers held locally and sent on blur, removing (spec section 4).

describe('checkout: the cart table', () => {
  it('lists Item, Price, Quantity and Subtotal per row', async () => {
    demoCheckout();
    renderCheckout();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Price', 'Quantity', 'Subtotal', 'Actions']);
    const potatoes = within(table).getByRole('row', { name: /Irish Potatoes/ });
    expect(within(potatoes).getByText('₦85,000.00')).toBeInTheDocument();
    expect(within(potatoes).getByText('₦170,000.00')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ofada Rice/ })).toHaveTextContent('₦145,000.50');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByText(/By proceeding to confirm your order, you accept our/)).toHaveTextContent(
      'By proceeding to confirm your order, you accept our Terms & Conditions.',
    );
    expect(screen.getByRole('link', { name: 'Terms & Conditions' })).toHaveAttribute('href', '/terms');
  });

  it('says "final price by weight" on a weighed line, as the product page does (issue 27)', async () => {
    demoCheckout();
    // The demo's Watermelon (unit 66): about 5 kg at ₦700/kg, up to 10 % more.
    fillDemoCart([
      [12, 2],
      [66, 1],
    ]);
    renderCheckout();
    const table = await screen.findByRole('table');
    const melon = await within(table).findByRole('row', { name: /Watermelon/ });
    expect(within(melon).getByText('Final price by weight (up to 10% more)')).toBeInTheDocument();
    const potatoes = within(table).getByRole('row', { name: /Irish Potatoes/ });
    expect(within(potatoes).queryByText(/Final price by weight/)).not.toBeInTheDocument();
  });

  it('steps locally, warns "Limit Reached" once at the max, then disables plus until below it', async () => {
    const shop = demoCheckout();
    renderCheckout();
    const plus = await screen.findByRole('button', { name: `One more ${POTATOES}` });
    const minus = screen.getByRole('button', { name: `One less ${POTATOES}` });

    await userEvent.click(plus);
    expect(quantityOf(POTATOES)).toBe('3');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₦400,000.50');
    expect(notices()).toEqual([]);

    await userEvent.click(plus);
    expect(quantityOf(POTATOES)).toBe('3');
    expect(notices()).toEqual([
      {
        type: 'warning',
        title: 'Limit Reached',
        message: 'You have reached the maximum available quantity for this product.',
        duration: undefined,
      },
    ]);
    expect(plus).toBeDisabled();

    await userEvent.click(minus);
    expect(quantityOf(POTATOES)).toBe('2');
    expect(plus).toBeEnabled();
    await userEvent.click(minus);
    expect(quantityOf(POTATOES)).toBe('1');
    expect(minus).toBeDisabled();
    // Nothing reached the server while focus stayed on the stepper.
    expect(shop.cartPosts).toEqual([]);
  });

  it('sends the row (POST /cart) when focus leaves the stepper, and with the update button', async () => {
    const shop = demoCheckout();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: `One more ${POTATOES}` }));
    expect(shop.cartPosts).toEqual([]);

    await userEvent.tab(); // to the row's update button: focus leaves the stepper
    await waitFor(() =>
      expect(shop.cartPosts.map((call) => call.body)).toEqual([
        { cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 12, quantity: 3 }] }] },
      ]),
    );
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'success',
        title: 'success',
        message: 'cart updated successfully',
        duration: undefined,
      }),
    );
    expect(quantityOf(POTATOES)).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: `One less ${POTATOES}` }));
    await userEvent.click(screen.getByRole('button', { name: `Update ${POTATOES}` }));
    await waitFor(() => expect(shop.cartPosts).toHaveLength(2));
    expect(shop.cartPosts[1]?.body).toEqual({
      cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 12, quantity: 2 }] }],
    });
  });

  it('deletes a row through DELETE /remove-product/{productUnitId}', async () => {
    const shop = demoCheckout();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: `Delete ${RICE}` }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ofada Rice/ })).not.toBeInTheDocument());
    expect(shop.removed.map((call) => call.url)).toEqual([`${API}/remove-product/17`]);
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'success',
      message: 'product deleted successfully',
      duration: undefined,
    });
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₦170,000.00');
  });

  it('says "There is no cart items yet" with an empty cart', async () => {
    demoCheckout();
    fillDemoCart([]);
    renderCheckout();
    expect(await screen.findByText('There is no cart items yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });
});
