import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import Cookies from 'js-cookie';
import { http, HttpResponse } from 'msw';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { Address } from '@oko/shared/schemas/address';
import type { DeliveryChannel } from '@oko/shared/schemas/geo';
import type { OrderDetail } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/lib/notifications';
import { expectConsoleError } from '@/testing/console';
import { riceCartRow, userFixture, yamCartRow } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { routes } from './routes';

// The checkout route as a signed-in shopper meets it, against a small fake of the API kept in this file.

const API = '/api/v1';

const YAM = 'Yam tubers (1 tuber)';

const countries = [
  { id: 1, name: 'Nigeria' },
  { id: 2, name: 'Ghana' },
];
const states = [
  { id: 10, name: 'Lagos', country_id: 1 },
  { id: 11, name: 'Oyo', country_id: 1 },
  { id: 20, name: 'Greater Accra', country_id: 2 },
];
const channelsFixture: DeliveryChannel[] = [
  { id: 3, name: 'Standard delivery', fee: '1500.00', description: 'Three to five days' },
  { id: 4, name: 'Express delivery', fee: '3500.50', description: 'Next day' },
];
const savedAddress: Address = {
  id: 5,
  country_id: '1',
  state_id: '10',
  street_no: '12',
  nearest_landmark: 'Near the church',
  address: 'Allen Avenue',
  city: 'Ikeja',
  zip_code: '100001',
  country: { id: 1, name: 'Nigeria' },
  state: { id: 10, name: 'Lagos' },
};

const orderFixture = (id: number): OrderDetail => ({
  id,
  status: 'pending',
  payment_method: 'pay_on_delivery',
  payment_status: 'not_required',
  subtotal: '55000.50',
  delivery_fee: '3500.50',
  total: '58501.00',
  items_count: 3,
  created_at: '2026-11-22T02:00:00.000Z',
  updated_at: '2026-11-22T02:00:00.000Z',
  delivery_channel: { id: 4, name: 'Express delivery' },
  delivery_address: {
    country: 'Nigeria',
    state: 'Lagos',
    street_no: '12',
    nearest_landmark: 'Near the church',
    address: 'Allen Avenue',
    city: 'Ikeja',
    zip_code: '100001',
  },
  items: [],
  bank_details: null,
});

type Sent = { body: unknown; key: string | null };

/** A signed-in shopper on a fake API: the cart, address and orders live here and answer like the real API. */
function fakeShop({
  address = savedAddress as Address | null,
  items = [yamCartRow, riceCartRow],
  channels = channelsFixture,
  orderAnswers = [] as (() => Response)[],
} = {}) {
  const shop = {
    address,
    items,
    cartGets: 0,
    cartPosts: [] as unknown[],
    removed: [] as number[],
    addressPosts: [] as unknown[],
    orders: [] as Sent[],
  };
  Cookies.set('accessToken', 'token-123', { path: '/' });
  server.use(
    http.get(`${API}/auth/profile`, () => HttpResponse.json({ data: { ...userFixture, id: 1 } })),
    http.get(`${API}/cart`, () => {
      shop.cartGets += 1;
      return HttpResponse.json({ data: { items: shop.items } });
    }),
    http.post(`${API}/cart`, async ({ request }) => {
      const body = (await request.json()) as {
        cart_data: { product_units: { product_unit_id: number; quantity: number }[] }[];
      };
      shop.cartPosts.push(body);
      for (const unit of body.cart_data.flatMap((line) => line.product_units)) {
        shop.items = shop.items.map((row) =>
          row.product_unit_id === unit.product_unit_id ? { ...row, quantity: unit.quantity } : row,
        );
      }
      return HttpResponse.json({ data: { items: shop.items }, message: 'cart updated successfully' });
    }),
    http.delete(`${API}/remove-product/:id`, ({ params }) => {
      shop.removed.push(Number(params.id));
      shop.items = shop.items.filter((row) => row.product_unit_id !== Number(params.id));
      return HttpResponse.json({ data: { items: shop.items }, message: 'product deleted successfully' });
    }),
    http.get(`${API}/address`, () => HttpResponse.json({ data: shop.address })),
    http.post(`${API}/address`, async ({ request }) => {
      const body = (await request.json()) as Omit<Address, 'id' | 'country' | 'state'>;
      shop.addressPosts.push(body);
      const country = countries.find((entry) => String(entry.id) === body.country_id)!;
      const state = states.find((entry) => String(entry.id) === body.state_id)!;
      const created = !shop.address;
      shop.address = { id: 5, ...body, country, state: { id: state.id, name: state.name } };
      return HttpResponse.json(
        {
          data: shop.address,
          message: created ? 'Address Created Successful' : 'Address updated Successful',
        },
        { status: created ? 201 : 200 },
      );
    }),
    http.get(`${API}/countries`, () => HttpResponse.json({ data: countries })),
    http.get(`${API}/states`, () => HttpResponse.json({ data: states })),
    http.get(`${API}/delivery-channel`, () => HttpResponse.json({ data: channels })),
    http.post(`${API}/create-order`, async ({ request }) => {
      shop.orders.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
      const answer = orderAnswers.shift();
      if (answer) return answer();
      shop.items = [];
      return HttpResponse.json(
        { data: orderFixture(901), message: 'Order created successfully' },
        { status: 201 },
      );
    }),
    http.get(`${API}/orders/:id`, ({ params }) =>
      HttpResponse.json({ data: orderFixture(Number(params.id)) }),
    ),
    http.get(`${API}/orders/:id/tracking`, ({ params }) =>
      HttpResponse.json({
        data: {
          order_id: Number(params.id),
          status: 'pending',
          created_at: '2026-11-22T02:00:00.000Z',
          history: [],
        },
      }),
    ),
  );
  return shop;
}

function renderCheckout() {
  const router = createMemoryRouter(routes, { initialEntries: ['/checkout'] });
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const notices = () =>
  useNotifications.getState().notifications.map(({ type, title, message, position, duration }) => ({
    type,
    title,
    message,
    position,
    duration,
  }));
const pinned = { position: 'top-right', duration: 4000 };
const quantityOf = (label: string) => screen.getByLabelText(`Quantity of ${label}`).textContent;
const orderForm = () => screen.getByRole('form', { name: 'Place your order' });

describe('checkout: the delivery address', () => {
  it('opens "Create Address" by itself, shows the shared messages, then creates the address', async () => {
    const shop = fakeShop({ address: null });
    renderCheckout();

    const form = await screen.findByRole('form', { name: 'Create Address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Create Address' }));
    expect(await within(form).findByText('The country field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The state field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The street no field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The address field is required.')).toBeInTheDocument();
    expect(within(form).getByText('The city field is required.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Street No')).toHaveAttribute('aria-invalid', 'true');
    expect(shop.addressPosts).toEqual([]);

    // The states offered are the chosen country's.
    await userEvent.selectOptions(within(form).getByLabelText('Country'), 'Nigeria');
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
    expect(shop.addressPosts).toEqual([
      {
        country_id: '1',
        state_id: '10',
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

  it('shows a saved address on two lines; the edit icon opens "Update Address" and toggles it', async () => {
    const shop = fakeShop();
    renderCheckout();

    const summary = await screen.findByTestId('delivery-address');
    expect(summary).toHaveTextContent('12, Near the church, Allen Avenue');
    expect(summary).toHaveTextContent('100001, Ikeja');
    expect(screen.queryByRole('form', { name: /Address/ })).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Edit address' }));
    const form = await screen.findByRole('form', { name: 'Update Address' });
    expect(within(form).getByLabelText('City')).toHaveValue('Ikeja');
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('10'));
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
    fakeShop();
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
    await waitFor(() => expect(within(form).getByLabelText('State')).toHaveValue('10'));
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
    fakeShop();
    renderCheckout();
    const table = await screen.findByRole('table');
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Item', 'Price', 'Quantity', 'Subtotal', 'Actions']);
    const yam = within(table).getByRole('row', { name: /Yam tubers/ });
    expect(within(yam).getByText('₦1,500.00')).toBeInTheDocument();
    expect(within(yam).getByText('₦3,000.00')).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: /Ofada rice/ })).toHaveTextContent('₦52,000.50');
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('tab', { name: 'Pick-up Location' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No Pickup Location yet');
    await userEvent.click(screen.getByRole('tab', { name: 'Pick-up Address' }));
    expect(screen.getByRole('tabpanel')).toHaveTextContent('No Pickup Address yet');
    expect(screen.getByText(/proceeding .* you accept our Terms & Conditions/)).toBeInTheDocument();
  });

  it('steps locally, warns "Limit Reached" once at the max, then disables plus until below it', async () => {
    const shop = fakeShop();
    renderCheckout();
    const plus = await screen.findByRole('button', { name: `One more ${YAM}` });
    const minus = screen.getByRole('button', { name: `One less ${YAM}` });

    await userEvent.click(plus);
    expect(quantityOf(YAM)).toBe('3');
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₦56,500.50');
    expect(notices()).toEqual([]);

    await userEvent.click(plus);
    expect(quantityOf(YAM)).toBe('3');
    expect(notices()).toEqual([
      {
        type: 'warning',
        title: 'Limit Reached',
        message: 'You have reached the maximum available quantity for this product.',
        position: undefined,
        duration: undefined,
      },
    ]);
    expect(plus).toBeDisabled();

    await userEvent.click(minus);
    expect(quantityOf(YAM)).toBe('2');
    expect(plus).toBeEnabled();
    await userEvent.click(minus);
    expect(quantityOf(YAM)).toBe('1');
    expect(minus).toBeDisabled();
    // Nothing reached the server while focus stayed on the stepper.
    expect(shop.cartPosts).toEqual([]);
  });

  it('sends the row (POST /cart) when focus leaves the stepper, and with the update button', async () => {
    const shop = fakeShop();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: `One more ${YAM}` }));
    expect(shop.cartPosts).toEqual([]);

    await userEvent.tab(); // to the row's update button: focus leaves the stepper
    await waitFor(() =>
      expect(shop.cartPosts).toEqual([
        { cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 1, quantity: 3 }] }] },
      ]),
    );
    await waitFor(() =>
      expect(notices()).toContainEqual({
        type: 'success',
        title: 'success',
        message: 'cart updated successfully',
        position: undefined,
        duration: undefined,
      }),
    );
    expect(quantityOf(YAM)).toBe('3');

    await userEvent.click(screen.getByRole('button', { name: `One less ${YAM}` }));
    await userEvent.click(screen.getByRole('button', { name: `Update ${YAM}` }));
    await waitFor(() => expect(shop.cartPosts).toHaveLength(2));
    expect(shop.cartPosts[1]).toEqual({
      cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 1, quantity: 2 }] }],
    });
  });

  it('deletes a row through DELETE /remove-product/{productUnitId}', async () => {
    const shop = fakeShop();
    renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete Ofada rice (50 kg)' }));
    await waitFor(() => expect(screen.queryByRole('row', { name: /Ofada rice/ })).not.toBeInTheDocument());
    expect(shop.removed).toEqual([5]);
    expect(notices()).toContainEqual({
      type: 'success',
      title: 'success',
      message: 'product deleted successfully',
      position: undefined,
      duration: undefined,
    });
    expect(screen.getByTestId('summary-subtotal')).toHaveTextContent('₦3,000.00');
  });

  it('says "There is no cart items yet" with an empty cart', async () => {
    fakeShop({ items: [] });
    renderCheckout();
    expect(await screen.findByText('There is no cart items yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Confirm Order' })).not.toBeInTheDocument();
  });
});

describe('checkout: summary and Confirm Order', () => {
  it('charges the first channel by default and follows the channel select', async () => {
    fakeShop();
    renderCheckout();
    expect(await screen.findByTestId('summary-subtotal')).toHaveTextContent('₦55,000.50');
    await waitFor(() => expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦1,500.00'));
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦56,500.50');
    expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3');

    await userEvent.selectOptions(screen.getByLabelText('Delivery Channel'), '4');
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦3,500.50');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦58,501.00');
  });

  it('charges no fee when there are no channels', async () => {
    fakeShop({ channels: [] });
    renderCheckout();
    await waitFor(() =>
      expect(screen.getByLabelText('Delivery Channel')).toHaveTextContent('No delivery channels'),
    );
    expect(screen.getByTestId('summary-delivery-fee')).toHaveTextContent('₦0.00');
    expect(screen.getByTestId('summary-grand-total')).toHaveTextContent('₦55,000.50');
  });

  it('offers Cards disabled, with a note', async () => {
    fakeShop();
    renderCheckout();
    const select = await screen.findByLabelText('Payment Method');
    expect(within(select).getByRole('option', { name: 'Cards' })).toBeDisabled();
    expect(within(select).getByRole('option', { name: 'Bank Transfer' })).toBeEnabled();
    expect(within(select).getByRole('option', { name: 'Payment On delivery' })).toBeEnabled();
    expect(select).toHaveAccessibleDescription('Card payment is not available yet.');
  });

  it('lists what is missing under "Validation Errors:" and sends nothing', async () => {
    const shop = fakeShop({ address: null });
    renderCheckout();
    await screen.findByRole('form', { name: 'Create Address' });
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
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

  it('confirms with the right payload and an Idempotency-Key, then goes to the order', async () => {
    const shop = fakeShop();
    const router = renderCheckout();
    await userEvent.click(await screen.findByRole('button', { name: `One more ${YAM}` }));
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
    await userEvent.selectOptions(screen.getByLabelText('Delivery Channel'), '4');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/901'));
    // The order page has loaded: no call of this test is still in flight when its fake API is taken down.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(1);
    expect(shop.orders[0]?.body).toEqual({
      delivery_channel_id: 4,
      payment_method: 'pay_on_delivery',
      address_id: 5,
      delivery_fee: 3500.5,
      order_data: [
        { product_id: 7, product_units: [{ product_unit_id: 1, quantity: 3 }] },
        { product_id: 8, product_units: [{ product_unit_id: 5, quantity: 1 }] },
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

  it('disables Confirm Order while the order is sent, so a double click sends one order', async () => {
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    const shop = fakeShop();
    // The answer waits until the test releases it.
    server.use(
      http.post(`${API}/create-order`, async ({ request }) => {
        shop.orders.push({ body: await request.json(), key: request.headers.get('Idempotency-Key') });
        await answered;
        shop.items = [];
        return HttpResponse.json(
          { data: orderFixture(902), message: 'Order created successfully' },
          { status: 201 },
        );
      }),
    );
    const router = renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
    const confirm = screen.getByRole('button', { name: 'Confirm Order' });
    await userEvent.dblClick(confirm);

    await waitFor(() => expect(confirm).toBeDisabled());
    expect(shop.orders).toHaveLength(1);
    release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/902'));
    // The order page has loaded: no call of this test is still in flight when its fake API is taken down.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(1);
  });

  it('retries with the same key after a failed answer, and a new key once the order changes', async () => {
    const shop = fakeShop({
      orderAnswers: [
        () => HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 503 }),
        () => HttpResponse.json({ message: 'Something went wrong on our side.' }, { status: 503 }),
      ],
    });
    const router = renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
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
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/orders/901'));
    // The order page has loaded: no call of this test is still in flight when its fake API is taken down.
    await screen.findByRole('heading', { name: 'Items' });
    expect(shop.orders).toHaveLength(3);
    expect(shop.orders[2]?.key).not.toBe(shop.orders[0]?.key);
    expectConsoleError('Something went wrong on our side.');
  });

  it("puts the server's 422 field errors in the list", async () => {
    fakeShop({
      orderAnswers: [
        () =>
          HttpResponse.json(
            {
              message: 'The given data was invalid.',
              errors: { delivery_channel_id: ['The selected delivery channel is invalid.'] },
            },
            { status: 422 },
          ),
      ],
    });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    const list = await screen.findByRole('alert', { name: 'Validation Errors:' });
    expect(list).toHaveTextContent('delivery_channel_id: The selected delivery channel is invalid.');
    expectConsoleError('The given data was invalid.');
  });

  it('on 409 (stock ran out) tells the shopper and reloads the cart to show what is left', async () => {
    const shop = fakeShop({
      orderAnswers: [
        () => {
          // Someone else bought the last yams meanwhile.
          shop.items = [
            {
              ...yamCartRow,
              quantity: 1,
              product_unit: { ...yamCartRow.product_unit, available_quantity: 1 },
            },
            riceCartRow,
          ];
          return HttpResponse.json(
            {
              message: 'Some items in your cart are no longer available in the quantity you asked for.',
              errors: {
                'order_data.0.product_units.0.quantity': [
                  'Only 1 left of Yam tubers. Please lower the quantity.',
                ],
              },
            },
            { status: 409 },
          );
        },
      ],
    });
    renderCheckout();
    await userEvent.selectOptions(await screen.findByLabelText('Payment Method'), 'Bank Transfer');
    expect(await screen.findByTestId('delivery-address')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Delivery Channel')).toHaveValue('3'));
    const cartGetsBefore = shop.cartGets;
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));

    await waitFor(() => expect(quantityOf(YAM)).toBe('1'));
    expect(shop.cartGets).toBeGreaterThan(cartGetsBefore);
    expect(notices()).toContainEqual({
      type: 'error',
      title: 'Some items in your cart are no longer available in the quantity you asked for.',
      message: 'order_data.0.product_units.0.quantity: Only 1 left of Yam tubers. Please lower the quantity.',
      ...pinned,
    });
    expectConsoleError('Some items in your cart are no longer available in the quantity you asked for.');
  });
});
