import { onlineManager, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import { describe, expect, it, vi } from 'vitest';
import { ORDER_OFFLINE } from '@/features/checkout/api/checkout-notifications';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import {
  changeDemoUnit,
  demoShopper,
  fillDemoCart,
  mockApi,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { leaveFor } from '@/lib/navigation';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout route as the demo shopper meets it, against the mock API's demo shop (@oko/mock-api, kept true to
// the API by its contract test). A test changes the shop only where it needs an unusual case, and overrides an
// answer only where the shop cannot give it.

vi.mock('@/lib/navigation', () => ({ leaveFor: vi.fn() }));

const API = '/api/v1';

/** The demo shop takes no cards: the payments config of a shop that does (through its test gateway or not). */
function shopTakesCards({ testMode = false } = {}) {
  server.use(
    http.get(`${API}/payments/config`, () =>
      HttpResponse.json({ data: { cards: true, test_mode: testMode, payment_minutes: 30 } }),
    ),
  );
}

/** A placed order as the API answers it (for an answer the demo shop cannot give). */
const demoOrder = (id: number): OrderDetail => ({
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
});

// In the demo shop: Irish Potatoes (Jos), product 7, unit 12 (50 kg, ₦85,000.00, 3 in stock); Ofada Rice,
// product 9, unit 17 (50 kg); Nigeria is country 1, Lagos state 25; the first two delivery channels are
// Standard (1, ₦1,500.00) and Express (2, ₦3,500.00).
const POTATOES = 'Irish Potatoes (Jos) (50 kg)';
const RICE = 'Ofada Rice (50 kg)';

const record = (method: 'get' | 'post' | 'delete', path: string) => recordCalls(server, method, path);

/**
 * The demo shopper, signed in, with 2 × potatoes and 1 × rice in the cart; the rice costs ₦145,000.50 here (the
 * demo's prices are whole naira, and the totals must be right to the kobo). With `address`, the shopper's saved
 * Lagos address (id 1).
 */
function demoCheckout({ address = true } = {}) {
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

function renderCheckout() {
  const { element: app, router } = memoryRouter(routes, '/checkout');
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
  return router;
}

const notices = () =>
  useNotifications.getState().notifications.map(({ type, title, message, duration }) => ({
    type,
    title,
    message,
    duration,
  }));
const pinned = { duration: 4000 };
const quantityOf = (label: string) => screen.getByLabelText(`Quantity of ${label}`).textContent;
const orderForm = () => screen.getByRole('form', { name: 'Place your order' });

describe('checkout: the delivery address', () => {
  it('opens "Create Address" by itself, shows the shared messages, then creates the address', async () => {
    const shop = demoCheckout({ address: false });
    renderCheckout();

    const form = await screen.findByRole('form', { name: 'Create Address' });
    // Nigeria is chosen already (issue 23): the state comes next.
    expect(within(form).getByLabelText('Country')).toHaveDisplayValue('Nigeria');
    expect(within(form).getByLabelText('State')).toBeEnabled();
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));
    expect(await within(form).findByText('The state field is required.')).toBeInTheDocument();
    expect(within(form).queryByText('The country field is required.')).not.toBeInTheDocument();
    expect(within(form).getByText('The street no field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The address field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The city field is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Street No')).toHaveAttribute('aria-invalid', 'true');
    expect(shop.addressPosts).toEqual([]);

    // The states offered are the chosen country's.
    const stateSelect = within(form).getByLabelText('State');
    await waitFor(() =>
      expect(within(stateSelect).getByRole('option', { name: 'Lagos' })).toBeInTheDocument(),
    );
    expect(within(stateSelect).queryByRole('option', { name: 'Greater Accra' })).not.toBeInTheDocument();
    await userEvent.selectOptions(stateSelect, 'Lagos');
    await userEvent.type(within(form).getByLabelText('Street No'), '12');
    await userEvent.type(within(form).getByLabelText('Nearest Landmark'), 'Near the church');
    await userEvent.type(within(form).getByLabelText('Address'), 'Allen Avenue');
    await userEvent.type(within(form).getByLabelText('City'), 'Ikeja');
    await userEvent.type(within(form).getByLabelText('Zip Code'), '100001');
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));

    const summary = await screen.findByTestId('delivery-address');
    expect(summary).toHaveTextContent('12, Near the church, Allen Avenue');
    expect(summary).toHaveTextContent('100001, Ikeja');
    expect(screen.queryByRole('form', { name: 'Create Address' })).not.toBeInTheDocument();
    expect(shop.addressPosts.map((call) => call.body)).toEqual([
      {
        country_id: '1',
        state_id: '25',
        street_no: '12',
        nearest_landmark: 'Near the church',
        address: 'Allen Avenue',
        city: 'Ikeja',
        zip_code: '100001',
      },
    ]);
    expect(notices()).toEqual([
      { type: 'success', title: 'Success', message: 'Address Created Successful', ...pinned },
    ]);
  });

  it('orders to the address just created, before the refreshed address has answered', async () => {
    const shop = demoCheckout({ address: false });
    renderCheckout();
    const form = await screen.findByRole('form', { name: 'Create Address' });
    await waitFor(() => expect(within(form).getByRole('option', { name: 'Lagos' })).toBeInTheDocument());
    await userEvent.selectOptions(within(form).getByLabelText('State'), 'Lagos');
    await userEvent.type(within(form).getByLabelText('Street No'), '12');
    await userEvent.type(within(form).getByLabelText('Address'), 'Allen Avenue');
    await userEvent.type(within(form).getByLabelText('City'), 'Ikeja');
    // From now on the address is never answered again (a slow network): only the save's own answer is there.
    server.use(http.get(`${API}/address`, () => new Promise<never>(() => {})));
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));
    expect(await screen.findByTestId('delivery-address')).toHaveTextContent('Allen Avenue');

    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    expect(shop.orders[0]?.body).toMatchObject({ address_id: mockApi.state.addresses[0]?.id });
  });

  it('shows a saved address on two lines; the edit icon opens "Update Address" and toggles it', async () => {
    const shop = demoCheckout();
    renderCheckout();

    const summary = await screen.findByTestId('delivery-address');
    expect(summary).toHaveTextContent('12, Near the church, Allen Avenue');
    expect(summary).toHaveTextContent('100001, Ikeja');
    expect(screen.queryByRole('form', { name: /Address/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Ikeja');
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('25'));
    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    expect(screen.queryByRole('form', { name: 'Update Address' })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const reopened = await screen.findByRole('form', { name: 'Update Address' });
    await userEvent.clear(within(reopened).getByLabelText('City'));
    await userEvent.type(within(reopened).getByLabelText('City'), 'Yaba');
    await userEvent.click(within(reopened).getByRole('button', { name: 'Update Address' }));

    await waitFor(() => expect(screen.getByTestId('delivery-address')).toHaveTextContent('100001, Yaba'));
    expect(shop.addressPosts).toHaveLength(1);
    expect(notices()).toEqual([
      { type: 'success', title: 'Success', message: 'Address updated Successful', ...pinned },
    ]);
  });

  it('tells the shopper when the address cannot be saved, under the field and in a toast', async () => {
    // The storefront offers only the chosen country's states: the shop cannot give this answer.
    demoCheckout();
    server.use(
      http.post(`${API}/address`, () =>
        HttpResponse.json(
          {
            message: 'The given data was invalid.',
            errors: { state_id: ['The selected state is not in the selected country.'] },
          },
          { status: 422 },
        ),
      ),
    );
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('25'));
    await userEvent.click(within(form).getByRole('button', { name: 'Update Address' }));

    expect(
      await within(form).findByText('The selected state is not in the selected country.'),
    ).toBeInTheDocument();
    expect(notices()).toEqual([
      {
        type: 'error',
        title: 'The given data was invalid.',
        message: 'state_id: The selected state is not in the selected country.',
        ...pinned,
      },
    ]);
    expectConsoleError('The given data was invalid.');
  });
});

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
});

describe('checkout: the pick-up tabs', () => {
  it('say "No Pickup Location yet" and "No Pickup Address yet" when the shop has no pick-up point', async () => {
    server.use(http.get(`${API}/pickup-points`, () => HttpResponse.json({ data: [] })));
    demoCheckout();
    renderCheckout();
    expect(await screen.findByRole('tab', { name: 'Pick-up Location' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No Pickup Location yet');
    await userEvent.click(screen.getByRole('tab', { name: 'Pick-up Address' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No Pickup Address yet');
  });

  it('list the shop’s points; "Collect here" chooses the point’s delivery channel', async () => {
    demoCheckout();
    renderCheckout();
    const location = await screen.findByRole('tabpanel');
    expect(await within(location).findByText('Ikeja hub')).toBeInTheDocument();
    expect(location).toHaveTextContent('Monday to Saturday, 9:00 to 18:00');
    expect(location).not.toHaveTextContent('No Pickup Location yet');

    await userEvent.click(within(location).getByRole('button', { name: 'Collect here: Ikeja hub' }));
    expect(screen.getByRole('combobox', { name: 'Delivery Channel' })).toHaveDisplayValue(
      'Pick-up at our Ikeja hub',
    );
    expect(within(location).getByText('Chosen: Pick-up at our Ikeja hub')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('tab', { name: 'Pick-up Address' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('Ikeja hub14 Oba Akran Avenue, Ikeja, Lagos');
  });

  /** The checkout with a second pick-up point, "Yaba stall", on the demo hub's channel; its Pick-up Location tab. */
  async function checkoutWithTwoPoints() {
    const shop = (await (await fetch(`${API}/pickup-points`)).json()) as {
      data: { id: number; delivery_channel_name: string }[];
    };
    const hub = shop.data[0]!;
    const points = [hub, { ...hub, id: hub.id + 100, name: 'Yaba stall', address: '3 Herbert Macaulay Way' }];
    server.use(http.get(`${API}/pickup-points`, () => HttpResponse.json({ data: points })));
    demoCheckout();
    renderCheckout();
    const location = await screen.findByRole('tabpanel');
    await within(location).findByText('Yaba stall');
    return { hub, location };
  }

  it('keeps the point chosen when its channel has several: that one says Chosen', async () => {
    const { location } = await checkoutWithTwoPoints();
    const stall = within(location)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Yaba stall'))!;
    await userEvent.click(within(stall).getByRole('button', { name: /^Collect here: / }));
    expect(within(stall).getByText(/^Chosen: /)).toBeInTheDocument();
    const ikeja = within(location)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Ikeja hub'))!;
    expect(within(ikeja).getByRole('button', { name: /^Collect here: / })).toBeInTheDocument();
  });

  it('names each "Collect here" by its point: two points of one channel, two names', async () => {
    const { hub, location } = await checkoutWithTwoPoints();
    expect(within(location).getAllByRole('button', { name: /^Collect here/ })).toHaveLength(2);
    for (const name of ['Collect here: Ikeja hub', 'Collect here: Yaba stall']) {
      expect(within(location).getAllByRole('button', { name })).toHaveLength(1);
    }
    // Each point still says which channel collects it.
    expect(within(location).getAllByText(hub.delivery_channel_name)).toHaveLength(2);

    await userEvent.click(within(location).getByRole('button', { name: 'Collect here: Yaba stall' }));
    const stall = within(location)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.startsWith('Yaba stall'))!;
    expect(within(stall).getByText(`Chosen: ${hub.delivery_channel_name}`)).toBeInTheDocument();
    expect(within(location).getByRole('button', { name: 'Collect here: Ikeja hub' })).toBeInTheDocument();
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
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Cards');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
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
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    const location = await screen.findByRole('tabpanel');
    await userEvent.click(await within(location).findByRole('button', { name: 'Collect here: Ikeja hub' }));
    await userEvent.click(within(orderForm()).getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/1'));
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0]?.body).toMatchObject({ pickup_point_id: 1 });
    expect(shop.orders[0]?.body).not.toHaveProperty('address_id');
    expect(mockApi.state.orders[0]?.detail).toMatchObject({
      delivery_channel: { name: 'Pick-up at our Ikeja hub' },
      delivery_address: { address: 'Ikeja hub, 14 Oba Akran Avenue, Ikeja, Lagos', state: '' },
    });
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
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
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
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });

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
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

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

describe('checkout: deals (issue 28)', () => {
  /** A shop giving 5% for paying ahead and a code HARVEST of ₦500 off; any other code is unknown. */
  function dealsShop() {
    const checks: unknown[] = [];
    server.use(
      http.get(`${API}/pay-ahead`, () => HttpResponse.json({ data: { percent: 5 } })),
      http.post(`${API}/discount-codes/check`, async ({ request }) => {
        const body = (await request.json()) as { code: string };
        checks.push(body);
        return body.code.toUpperCase() === 'HARVEST'
          ? HttpResponse.json({ data: { code: 'HARVEST', discount: '500.00' } })
          : HttpResponse.json(
              { message: DEAL_MESSAGES.unknown, errors: { code: [DEAL_MESSAGES.unknown] } },
              { status: 422 },
            );
      }),
    );
    return checks;
  }

  it('applies a code: a Discount row between Subtotal and Delivery Fee, and the Grand Total follows', async () => {
    const shop = demoCheckout();
    dealsShop();
    renderCheckout();
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('₦315,000.50');
    await waitFor(() => expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦1,500.00'));
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();
    // Beside the payment method select, and in the Summary.
    expect(await screen.findAllByText(/Pay by card or transfer and save 5%/)).toHaveLength(2);

    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'nope');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText(DEAL_MESSAGES.unknown)).toBeInTheDocument();
    // Every refused call is logged (spec section 8).
    expectConsoleError(DEAL_MESSAGES.unknown);
    expect(screen.queryByTestId('summary-discount')).not.toBeInTheDocument();

    await userEvent.clear(screen.getByRole('textbox', { name: 'Discount code' }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Discount code' }), 'harvest');
    await userEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByTestId('summary-discount')).toHaveTextContent('−₦500.00');
    expect(screen.getByText('Discount (HARVEST)')).toBeInTheDocument();
    const rows = screen.getAllByRole('definition').map((row) => row.getAttribute('data-testid'));
    expect(rows.slice(0, 3)).toEqual(['summary-subtotal', 'summary-discount', 'summary-delivery-fee']);
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦316,000.50');

    // Paying by transfer: 5% of ₦314,500.50 (after the code, never the fee), rounded down to the kobo.
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Bank Transfer');
    expect(screen.getByTestId('summary-pay-ahead')).toHaveTextContent('−₦15,725.02');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦300,275.48');

    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    expect(shop.orders[0]?.body).toMatchObject({ payment_method: 'bank_transfer', discount_code: 'harvest' });
  });
});
