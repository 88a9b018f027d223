import { onlineManager } from '@tanstack/react-query';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_OFFLINE } from '@/features/checkout/api/checkout-notifications';
import { expectConsoleError } from '@/testing/console';
import { changeDemoUnit, demoShopper, mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { leaveFor } from '@/lib/navigation';
import {
  API,
  shopTakesCards,
  demoOrder,
  POTATOES,
  demoCheckout,
  renderCheckout,
  notices,
  pinned,
  quantityOf,
  orderForm,
} from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// Confirm Order: the Summary, the payment methods, the payload and where each failure is said (spec section 2),
// and the phone the rider calls (issue 13).

vi.mock('@/lib/navigation', () => ({ leaveFor: vi.fn() }));

/**
 * Pays on delivery and collects at the Ikeja hub: the one order is sent to the point, with no address, and the
 * shopper lands on its page.
 */
async function confirmPickupAtIkeja(
  shop: ReturnType<typeof demoCheckout>,
  router: ReturnType<typeof renderCheckout>,
) {
  await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
  const location = await screen.findByRole('tabpanel');
  await userEvent.click(await within(location).findByRole('button', { name: 'Collect here: Ikeja hub' }));
  await userEvent.click(within(orderForm()).getByRole('button', { name: 'Confirm Order' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
  await screen.findByRole('heading', { name: 'Items' });
  expect(shop.orders).toHaveLength(1);
  expect(shop.orders[0]?.body).toMatchObject({ pickup_point_id: 1 });
  expect(shop.orders[0]?.body).not.toHaveProperty('address_id');
}

/** Chooses `method`; once the address and the first channel are in, the Confirm Order button. */
async function readyToConfirm(method: 'Cards' | 'Bank Transfer') {
  await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), method);
  expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
  await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
  return screen.getByRole('button', { name: 'Confirm Order' });
}

describe('checkout: summary and Confirm Order', () => {
  it('charges the first channel by default and follows the channel select', async () => {
    demoCheckout();
    renderCheckout();
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('₦315,000.50');
    await waitFor(() => expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦1,500.00'));
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦316,500.50');
    expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1');

    await userEvent.selectOptions(screen.getByLabelText('Delivery Channel'), '2');
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦3,500.00');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦318,500.50');
  });

  it('charges no fee when there are no channels', async () => {
    demoCheckout();
    mockApi.state.deliveryChannels = [];
    renderCheckout();
    await waitFor(() =>
      expect(screen.getByLabelText('Delivery Channel')).toHaveTextContent('No delivery channels'),
    );
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦0.00');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦315,000.50');
  });

  it("charges no fee over the shop's free-delivery threshold, as the order then does", async () => {
    demoCheckout();
    // The subtotal, ₦315,000.50, is 50 kobo over it.
    mockApi.state.settings.free_delivery_threshold = '315000.00';
    const router = renderCheckout();
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('₦315,000.50');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await waitFor(() => expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦0.00'));
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦315,000.50');
    // The channel's note says so too, the amount written as the footer writes it, and names no fee.
    const channel = screen.getByLabelText('Delivery Channel');
    expect(channel).toHaveAccessibleDescription(
      /^Free delivery: your order is over ₦315,000\. Door delivery/,
    );
    expect(channel).not.toHaveAccessibleDescription(/Fee/);

    // Under the threshold, the channel's fee again.
    await userEvent.click(screen.getByRole('button', { name: `One less ${POTATOES}` }));
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₦230,000.50');
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦1,500.00');
    expect(channel).toHaveAccessibleDescription(/^Fee ₦1,500\.00\. Door delivery/);
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦231,500.50');

    await userEvent.click(screen.getByRole('button', { name: `One more ${POTATOES}` }));
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦0.00');
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    await screen.findByRole('heading', { name: 'Items' });
    expect(mockApi.state.orders[0]?.detail).toMatchObject({ delivery_fee: '0.00', total: '315000.50' });
  });

  it('keeps Cards listed but disabled, with a note, in a shop that takes no cards (the demo shop)', async () => {
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(within(select).getByRole('option', { name: 'Cards' })).toBeDisabled());
    expect(within(select).getByRole('option', { name: 'Bank Transfer' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'Payment On delivery' })).toBeEnabled();
    expect(select).toHaveAccessibleDescription('Card payment is not available yet.');
  });

  it('offers Cards, saying "Test mode: no money moves" while the shop takes cards in test mode', async () => {
    shopTakesCards({ testMode: true });
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    for (const name of ['Cards', 'Bank Transfer', 'Payment On delivery']) {
      expect(within(select).getByRole('option', { name })).toBeEnabled();
    }
    await waitFor(() => expect(select).toHaveAccessibleDescription('Test mode: no money moves'));
    // Once Cards is chosen: how long the order waits for its payment (issue 23).
    await userEvent.selectOptions(select, 'Cards');
    await waitFor(() =>
      expect(select).toHaveAccessibleDescription(
        'Test mode: no money moves Pay within 30 minutes or the order is cancelled',
      ),
    );
  });

  it('says nothing of test mode when the shop takes real card payments', async () => {
    shopTakesCards();
    demoCheckout();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    expect(screen.queryByText('Test mode: no money moves')).not.toBeInTheDocument();
    expect(select).toHaveAccessibleDescription('');
  });

  it('sends the shopper to the card checkout after Confirm Order with Cards', async () => {
    // The demo shop takes no cards: the answers of a shop that does.
    shopTakesCards();
    const checkoutUrl = 'https://checkout.paystack.com/abc123';
    server.use(
      http.post(`${API}/create-order`, () =>
        HttpResponse.json(
          {
            data: { ...demoOrder(903), payment: { authorization_url: checkoutUrl, reference: 'oko-903-x' } },
            message: 'Order created successfully',
          },
          { status: 201 },
        ),
      ),
    );
    const shop = demoCheckout();
    const router = renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Cards');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(leaveFor).toHaveBeenCalledWith(checkoutUrl));
    expect((shop.orders[0]!.body as { payment_method: string }).payment_method).toBe('cards');
    expect(router.state.location.pathname).toBe('/checkout');
  });

  it('goes to the order page with the server’s message when the card payment could not start', async () => {
    const unavailable =
      'The card payment service is not answering. Your order is saved and waits for payment: please try Pay now in a moment.';
    // The demo shop takes no cards: the answers of a shop whose card service is down.
    shopTakesCards();
    server.use(
      http.post(`${API}/create-order`, () =>
        HttpResponse.json(
          { data: { ...demoOrder(904), payment: null }, message: unavailable },
          { status: 201 },
        ),
      ),
      http.get(`${API}/orders/904`, () => HttpResponse.json({ data: demoOrder(904) })),
    );
    demoCheckout();
    const router = renderCheckout();
    await userEvent.click(await readyToConfirm('Cards'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/904'));
    expect(notices()).toEqual([
      expect.objectContaining({ type: 'success', title: 'success', message: unavailable }),
    ]);
    await screen.findByRole('heading', { name: 'Items' });
    expect(leaveFor).not.toHaveBeenCalledWith(expect.stringContaining('904'));
  });

  it('lists what is missing under "Validation Errors:" and sends nothing', async () => {
    const shop = demoCheckout({ address: false });
    renderCheckout();
    await screen.findByRole('form', { name: 'Create Address' });
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.click(within(orderForm()).getByRole('button', { name: 'Confirm Order' }));

    const list = await screen.findByRole('alert');
    expect(list).toHaveTextContent('Validation Errors:');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['payment_method: payment_method is required', 'address_id: address_id is required']);
    expect(shop.orders).toEqual([]);
  });

  it('places a pick-up order without an address: it is sent to the point and the order names it', async () => {
    const shop = demoCheckout({ address: false });
    const router = renderCheckout();
    await screen.findByRole('form', { name: 'Create Address' });
    await confirmPickupAtIkeja(shop, router);
    expect(mockApi.state.orders[0]?.detail).toMatchObject({
      delivery_channel: { name: 'Pick-up at our Ikeja hub' },
      delivery_address: { address: 'Ikeja hub, 14 Oba Akran Avenue, Ikeja, Lagos', state: '' },
    });
  });

  // Issue 43 item 8: the choice was shown nowhere after checkout, and paying on delivery there is no refund.
  it('words "send a similar item" by the payment, and the order page shows the choice', async () => {
    demoCheckout();
    const router = renderCheckout();
    const choice = async (otherwise: string) =>
      screen.findAllByRole('checkbox', {
        name: `If it runs out, send a similar item (otherwise we ${otherwise})`,
      });
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await choice('refund it')).toHaveLength(2);
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click((await choice('leave it out'))[0]!);
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.selectOptions(screen.getByLabelText('Delivery Channel'), '2');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    const items = await screen.findByRole('table', { name: 'Items of order #1' });
    expect(within(items).getAllByText('If it runs out: send a similar item')).toHaveLength(1);
  });

  // Issue 43: the checkout sent the shopper's address with a pick-up channel.
  it('sends no home address with a pick-up order, even when the shopper has one', async () => {
    const shop = demoCheckout();
    const router = renderCheckout();
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await confirmPickupAtIkeja(shop, router);
  });

  it('confirms with the right payload and an Idempotency-Key, then goes to the order', async () => {
    const shop = demoCheckout();
    const router = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: `One more ${POTATOES}` }));
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.selectOptions(screen.getByLabelText('Delivery Channel'), '2');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    // The order page has loaded: no call of this test is still in flight when the test ends.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0]?.body).toEqual({
      delivery_channel_id: 2,
      payment_method: 'pay_on_delivery',
      address_id: 1,
      delivery_fee: 3500,
      order_data: [
        { product_id: 7, product_units: [{ product_unit_id: 12, quantity: 3 }] },
        { product_id: 9, product_units: [{ product_unit_id: 17, quantity: 1 }] },
      ],
    });
    expect(shop.orders[0]?.key).toMatch(/^[\w-]{21}$/);
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'success',
      message: 'Order created successfully',
      ...pinned,
    });
  });

  it('offline, says so and sends nothing, now or when the signal returns (decision 030)', async () => {
    const shop = demoCheckout();
    renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Payment On delivery');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    onlineManager.setOnline(false);
    try {
      await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
      expect(notices()).toContainEqual({ type: 'warning', ...ORDER_OFFLINE, ...pinned });
      onlineManager.setOnline(true);
      // Nothing was held back to be sent once online.
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(shop.orders).toEqual([]);
    } finally {
      onlineManager.setOnline(true);
    }
  });

  it('disables Confirm Order while the order is sent, so a double click sends one order', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The mock API answers once the test releases it.
    server.use(
      http.post(`${API}/create-order`, async () => {
        await answered;
      }),
    );
    const shop = demoCheckout();
    const router = renderCheckout();
    const confirm = await readyToConfirm('Bank Transfer');
    await userEvent.dblClick(confirm);

    await waitFor(() => expect(confirm).toBeDisabled());
    expect(shop.orders).toHaveLength(1);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    // The order page has loaded: no call of this test is still in flight when the test ends.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(1);
  });

  it('retries with the same key after a failed answer, and a new key once the order changes', async () => {
    // Two answers lost to an outage; the third attempt reaches the mock API.
    let outage = 2;
    server.use(
      http.post(`${API}/create-order`, () => {
        if (outage === 0) return undefined;
        outage -= 1;
        return HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 503 });
      }),
    );
    const shop = demoCheckout();
    const router = renderCheckout();
    const confirm = await readyToConfirm('Bank Transfer');

    await userEvent.click(confirm);
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.click(confirm);
    await waitFor(() => expect(shop.orders).toHaveLength(2));
    expect(shop.orders[1]?.key).toBe(shop.orders[0]?.key);
    expect(notices()).toContainEqual({
      type: 'error',
      title: 'Something went wrong on our side.',
      message: 'An unexpected error occurred.',
      ...pinned,
    });

    await waitFor(() => expect(confirm).toBeEnabled());
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click(confirm);
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    // The order page has loaded: no call of this test is still in flight when the test ends.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(3);
    expect(shop.orders[2]?.key).not.toBe(shop.orders[0]?.key);
    expectConsoleError('Something went wrong on our side.');
  });

  it("puts the server's 422 field errors in the list", async () => {
    // The channel select offers only the shop's channels: the shop cannot give this answer.
    server.use(
      http.post(`${API}/create-order`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { delivery_channel_id: ['The selected delivery channel is invalid.'] },
          },
          { status: 422 },
        ),
      ),
    );
    demoCheckout();
    renderCheckout();
    await userEvent.click(await readyToConfirm('Bank Transfer'));

    const list = await screen.findByRole('alert', { name: 'Validation Errors:' });
    expect(list).toHaveTextContent('delivery_channel_id: The selected delivery channel is invalid.');
    expectConsoleError('The given data was invalid.');
  });

  it('on 409 (stock ran out) tells the shopper and reloads the cart to show what is left', async () => {
    const shop = demoCheckout();
    renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.click(screen.getByRole('button', { name: `One more ${POTATOES}` }));
    expect(quantityOf(POTATOES)).toBe('3');
    // Someone else buys two of the three meanwhile.
    changeDemoUnit(12, { availableQuantity: 1 });
    const cartGetsBefore = shop.cartGets.length;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(quantityOf(POTATOES)).toBe('1'));
    expect(shop.cartGets.length).toBeGreaterThan(cartGetsBefore);
    expect(notices()).toContainEqual({
      type: 'error',
      title: 'Some items in your cart are no longer available in the quantity you asked for.',
      message:
        'order_data.0.product_units.0.quantity: Only 1 left of Irish Potatoes (Jos). Please lower the quantity.',
      ...pinned,
    });
    expectConsoleError('Some items in your cart are no longer available in the quantity you asked for.');
  });
});

describe('checkout: the phone the rider calls (issue 13)', () => {
  const phoneField = () => screen.getByLabelText('Phone number (optional)');

  it('asks an account without a phone for one, never requires it, and checks it with the shared message', async () => {
    const shop = demoCheckout();
    const router = renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Payment On delivery');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));

    await userEvent.type(phoneField(), '0803 123');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    const list = await screen.findByRole('alert', { name: 'Validation Errors:' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([`phone: ${PHONE_MESSAGES.invalid}`]);
    expect(phoneField()).toHaveAccessibleDescription(PHONE_MESSAGES.invalid);
    expect(shop.orders).toEqual([]);

    await userEvent.type(phoneField(), ' 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders[0]?.body).toMatchObject({ phone: '0803 123 4567' });
    // The order keeps it, and so does the account (the next checkout does not ask).
    expect(screen.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(demoShopper().phone).toBe('+2348031234567');
  });

  it('confirms with the field left empty, sending no phone', async () => {
    const shop = demoCheckout();
    const router = renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Payment On delivery');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    expect(phoneField()).toHaveValue('');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders[0]?.body).not.toHaveProperty('phone');
    expect(screen.getByText('No phone given')).toBeInTheDocument();
  });

  it('does not ask an account that has a phone', async () => {
    demoCheckout();
    demoShopper().phone = '+2348031234567';
    renderCheckout();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    expect(screen.queryByLabelText('Phone number (optional)')).not.toBeInTheDocument();
  });
});
