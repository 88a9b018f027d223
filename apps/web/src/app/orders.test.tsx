import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { OrderDetail, OrderStatus } from '@oko/shared/schemas/order';
import { createQueryClient } from '@/lib/query-client';
import { expectConsoleError } from '@/testing/console';
import {
  demoShopper,
  mockApi,
  type RecordedCall,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { at, orderDetailFixture as detail } from '@/testing/orders';
import { leaveFor } from '@/lib/navigation';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

// The orders area (issue 6) through the app's own routes, as the demo shopper of the mock API (@oko/mock-api),
// whose earlier orders a test puts in the mock's memory (the demo shop starts with none).

vi.mock('@/lib/navigation', () => ({ leaveFor: vi.fn() }));

const API = '/api/v1';

/** An order as My Orders lists it: paid on delivery, ₦12,500.50. */
function summary(id: number, overrides: Partial<OrderDetail> = {}): OrderDetail {
  return detail(id, {
    payment_method: 'pay_on_delivery',
    subtotal: '10000.00',
    delivery_fee: '2500.50',
    total: '12500.50',
    final_total: overrides.total ?? '12500.50',
    bank_details: null,
    ...overrides,
  });
}

/**
 * The demo shopper, signed in, and their earlier orders in the mock API (the demo shop starts with none): it
 * pages, lists and tracks them as the API does. Each order's history is its first status unless given.
 */
function shopperHas(
  orders: OrderDetail[],
  histories: Record<number, { status: OrderStatus; at: string }[]> = {},
) {
  signInDemoShopper();
  const userId = demoShopper().id;
  for (const order of orders) {
    mockApi.state.orders.push({
      userId,
      detail: order,
      history: histories[order.id] ?? [{ status: order.status, at: order.created_at }],
    });
  }
}

/** The pages of My Orders asked for (`?page=`, 1 when not said). */
const pagesAsked = (calls: RecordedCall[]) =>
  calls.map((call) => new URLSearchParams(call.query).get('page') ?? '1');

function renderApp(url: string) {
  const { element: app, router } = memoryRouter(routes, url);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
  return router;
}

const main = () => screen.getByRole('main');
const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/** The labels a stacked (phone) row draws beside its values. */
const cellLabels = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.dataset.label);

afterEach(() => {
  vi.useRealTimers();
});

describe('My Orders (/users/orders)', () => {
  it('lists the orders in a table with links, the spec date format, naira totals and payment labels', async () => {
    const orders = Array.from({ length: 30 }, (_, index) => summary(30 - index));
    orders[2] = summary(28, { payment_method: 'cards', payment_status: 'paid' });
    orders[0] = summary(30, {
      status: 'out_for_delivery',
      payment_method: 'bank_transfer',
      // Packed lighter: My Orders shows what the order now comes to (issue 38), not what was ordered.
      total: '1240000.00',
      final_total: '1234567.50',
      items_count: 7,
      created_at: at(21, 9, 5),
    });
    shopperHas(orders);
    renderApp('/users/orders');

    expect(await screen.findByRole('heading', { level: 1, name: 'My Orders' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your orders' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Order', 'Date', 'Items', 'Total', 'Payment', 'Status', 'Tracking']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(12);
    expect(cellTexts(rows[0]!)).toEqual([
      '#30',
      '21st Jan 2026 - 9:05 am',
      '7',
      '₦1,234,567.50',
      'Bank Transfer · Awaiting transfer',
      'Out for delivery',
      'Track',
    ]);
    expect(cellTexts(rows[1]!)).toEqual([
      '#29',
      '5th Jan 2026 - 3:07 pm',
      '3',
      '₦12,500.50',
      'Payment On delivery · To pay on delivery',
      'Pending',
      'Track',
    ]);
    expect(cellTexts(rows[2]!)[4]).toBe('Cards · Paid');
    // On a phone each row is a card: every cell carries its column title as the label drawn beside its value.
    expect(cellLabels(rows[0]!)).toEqual([
      'Order',
      'Date',
      'Items',
      'Total',
      'Payment',
      'Status',
      'Tracking',
    ]);
    expect(within(rows[0]!).getByRole('link', { name: '#30' })).toHaveAttribute('href', '/users/orders/30');
    expect(within(rows[0]!).getByRole('link', { name: 'Track order #30' })).toHaveAttribute(
      'href',
      '/users/orders/tracking?orderId=30',
    );
  });

  it('pages by ?page= with the paginated link list', async () => {
    shopperHas(Array.from({ length: 30 }, (_, index) => summary(30 - index)));
    const asked = recordCalls(server, 'get', '/orders');
    const router = renderApp('/users/orders');

    const pages = await screen.findByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: '1' })).toHaveAttribute('aria-current', 'page');
    expect(within(pages).getByRole('link', { name: '2' })).toHaveAttribute('href', '/users/orders?page=2');
    expect(within(pages).getByRole('link', { name: '3' })).toHaveAttribute('href', '/users/orders?page=3');

    await userEvent.click(within(pages).getByRole('link', { name: '2' }));
    expect(await screen.findByRole('link', { name: '#18' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: '#30' })).not.toBeInTheDocument();
    expect(router.state.location.search).toBe('?page=2');
    expect(pagesAsked(asked)).toEqual(['1', '2']);
    const after = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(after).getByRole('link', { name: '2' })).toHaveAttribute('aria-current', 'page');
    expect(within(after).getByRole('link', { name: 'Previous page' })).toHaveAttribute(
      'href',
      '/users/orders?page=1',
    );
  });

  it('opens at the page the URL names', async () => {
    shopperHas(Array.from({ length: 30 }, (_, index) => summary(30 - index)));
    const asked = recordCalls(server, 'get', '/orders');
    renderApp('/users/orders?page=3');
    expect(await screen.findByRole('link', { name: '#6' })).toBeInTheDocument();
    expect(screen.getAllByRole('row')).toHaveLength(1 + 6);
    expect(pagesAsked(asked)).toEqual(['3']);
  });

  it('says "No Entries Found" without orders and links to the shop', async () => {
    signInDemoShopper();
    renderApp('/users/orders');
    expect(await screen.findByText('No Entries Found')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start shopping' })).toHaveAttribute('href', '/products');
    expect(screen.queryByRole('navigation', { name: 'Pages' })).not.toBeInTheDocument();
  });

  it('says what went wrong when the orders cannot load, and tries again', async () => {
    shopperHas([summary(4)]);
    // The first answer is lost to a busy shop; the next reaches the mock API.
    let calls = 0;
    server.use(
      http.get(`${API}/orders`, () => {
        calls += 1;
        if (calls > 1) return undefined;
        return HttpResponse.json({ message: 'The shop is busy, please try again.' }, { status: 503 });
      }),
    );
    renderApp('/users/orders');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'We could not load your orders: The shop is busy, please try again.',
    );
    expectConsoleError('The shop is busy, please try again.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: '#4' })).toBeInTheDocument();
  });

  it('shows a spinner while the orders load', async () => {
    signInDemoShopper();
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      // The mock API answers once the test releases it.
      http.get(`${API}/orders`, async () => {
        await released;
      }),
    );
    renderApp('/users/orders');
    await screen.findByRole('heading', { level: 1, name: 'My Orders' });
    expect(within(main()).getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    release();
    expect(await screen.findByText('No Entries Found')).toBeInTheDocument();
  });
});

describe('an order (/users/orders/{orderId})', () => {
  it('shows the lines, totals, address, channel, payment and the bank details for a bank transfer', async () => {
    shopperHas([detail(42)]);
    renderApp('/users/orders/42');

    const summaryBox = await screen.findByRole('region', { name: 'Order summary' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order #42' })).toBeInTheDocument();
    expect(within(summaryBox).getByText('5th Jan 2026 - 3:07 pm')).toBeInTheDocument();
    expect(within(summaryBox).getByText('Pending')).toBeInTheDocument();
    expect(within(summaryBox).getByText('Bank Transfer')).toBeInTheDocument();

    const items = screen.getByRole('table', { name: 'Items of order #42' });
    expect(
      within(items)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Product', 'Unit', 'Quantity', 'Unit price', 'Total']);
    const [, yam, rice] = within(items).getAllByRole('row');
    expect(cellTexts(yam!)).toEqual(['White Yam', '1 tuber', '2', '₦2,125.00', '₦4,250.00']);
    expect(cellTexts(rice!)).toEqual(['Ofada Rice', '25 kg', '1', '₦10,000.00', '₦10,000.00']);
    expect(cellLabels(rice!)).toEqual(['Product', 'Unit', 'Quantity', 'Unit price', 'Total']);

    const totals = (term: string) =>
      screen.getByText(term, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(totals('Subtotal')).toBe('₦14,250.00');
    expect(totals('Delivery Fee')).toBe('₦1,500.00');
    expect(totals('Grand Total')).toBe('₦15,750.00');

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(within(delivery).getByText('Express (Lagos)')).toBeInTheDocument();
    expect(within(delivery).getByRole('group')).toHaveTextContent(
      '14 Awolowo AvenueNear Bodija MarketIbadan, Oyo 200221Nigeria',
    );
    // The number the rider calls, kept with the order (issue 13).
    expect(within(delivery).getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );

    const bank = screen.getByRole('region', { name: 'Pay by bank transfer' });
    expect(bank).toHaveTextContent(
      'Please transfer the Grand Total of ₦15,750.00 to the account below and quote your order number #42 as the payment reference.',
    );
    expect(within(bank).getByText('Zenith Bank')).toBeInTheDocument();
    expect(within(bank).getByText('Oko Farm Ltd')).toBeInTheDocument();
    expect(within(bank).getByText('1012345678')).toBeInTheDocument();

    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveAttribute(
      'href',
      '/users/orders/tracking?orderId=42',
    );
    expect(screen.getByRole('link', { name: 'Track this order' })).toHaveClass('focus-visible:outline-2');
  });

  it('asks no transfer of an order received, packed lighter and partly refunded (issue 38)', async () => {
    shopperHas([
      // Received, packed lighter and partly refunded: nothing is due, the refund is shown.
      detail(43, {
        status: 'out_for_delivery',
        payment_status: 'paid',
        final_total: '13170.00',
        amount_paid: '15750.00',
        amount_refunded: '2580.00',
        amount_due: '0.00',
        refund_due: '0.00',
        refunds: [
          { id: 1, way: 'manual_transfer', amount: '2580.00', status: 'processed', created_at: at(6, 10, 0) },
        ],
      }),
    ]);
    renderApp('/users/orders/43');
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('₦2,580.00');
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Please transfer/)).not.toBeInTheDocument();
  });

  it('asks a paid order packing made dearer for the difference only', async () => {
    shopperHas([
      detail(44, {
        status: 'confirmed',
        payment_status: 'paid',
        final_total: '15950.00',
        amount_paid: '15750.00',
        amount_due: '200.00',
      }),
    ]);
    renderApp('/users/orders/44');
    const bank = await screen.findByRole('region', { name: 'Pay by bank transfer' });
    expect(bank).toHaveTextContent('Please transfer the Grand Total of ₦200.00 to the account below');
  });

  const pickupOrder = () => {
    const hub = {
      name: 'Ikeja hub',
      address: '14 Oba Akran Avenue, Ikeja, Lagos',
      opening_hours: 'Mon–Sat 10:00–18:00',
    };
    shopperHas(
      [
        detail(45, {
          status: 'out_for_delivery',
          payment_method: 'pay_on_delivery',
          bank_details: null,
          pickup_point: hub,
          delivery_channel: { id: 3, name: 'Pick-up at our Ikeja hub' },
          delivery_window: {
            id: 7,
            starts_at: '2026-01-07T10:00:00+01:00',
            ends_at: '2026-01-07T14:00:00+01:00',
          },
          delivery_address: {
            ...detail(45).delivery_address,
            street_no: '',
            city: '',
            state: '',
            country: '',
            zip_code: '',
            nearest_landmark: '',
            address: `${hub.name}, ${hub.address}`,
          },
        }),
      ],
      {
        45: [
          { status: 'pending', at: at(5, 15, 7) },
          { status: 'out_for_delivery', at: at(6, 9, 0) },
        ],
      },
    );
  };

  it('words a pick-up order as a collection: the point, its hours, the time, pay when you collect (issue 43)', async () => {
    pickupOrder();
    renderApp('/users/orders/45');

    const summaryBox = await screen.findByRole('region', { name: 'Order summary' });
    expect(within(summaryBox).getByText('Ready for collection')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Delivery' })).not.toBeInTheDocument();
    const collection = screen.getByRole('region', { name: 'Collection' });
    expect(collection).toHaveTextContent(
      'Collect atIkeja hub14 Oba Akran Avenue, Ikeja, LagosOpen Mon–Sat 10:00–18:00',
    );
    expect(collection).toHaveTextContent('Collection time');
    expect(collection).toHaveTextContent('Pay when you collect: ₦15,750.00');
    expect(collection).not.toHaveTextContent('Delivery address');
  });

  it('tracks a pick-up order to "Ready for collection", never "Out for delivery" (issue 43)', async () => {
    pickupOrder();
    renderApp('/users/orders/tracking?orderId=45');
    const progress = await screen.findByRole('list', { name: 'Order progress' });
    expect(within(progress).getAllByRole('listitem')[3]).toHaveTextContent('Ready for collection');
    expect(screen.queryByText('Out for delivery')).not.toBeInTheDocument();
  });

  it('shows no bank details for payment on delivery', async () => {
    shopperHas([detail(43, { payment_method: 'pay_on_delivery', bank_details: null })]);
    renderApp('/users/orders/43');
    // The page's, not the footer's ("Payment", "On delivery"), which shows while the user loads.
    expect(await within(main()).findByText('Payment On delivery')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Order #43' })).toBeInTheDocument();
    // Issue 23: money due on delivery is tracked, never "No online payment".
    expect(await screen.findByText('To pay on delivery')).toBeInTheDocument();
    expect(screen.queryByText('No online payment')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pay by bank transfer' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Please transfer/)).not.toBeInTheDocument();
  });

  it('shows a cancelled card order’s refund and its state in plain words', async () => {
    shopperHas([
      detail(44, {
        status: 'cancelled',
        payment_method: 'cards',
        payment_status: 'paid',
        bank_details: null,
        refunds: [{ id: 2, way: 'card', amount: '15750.00', status: 'pending', created_at: at(6, 9, 30) }],
      }),
    ]);
    renderApp('/users/orders/44');
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('₦15,750.00On its way back to your card');
  });

  // Issue 43 item 14: at 412 px "1 pc" broke over two lines beside the weight note.
  it('keeps a unit label on one line beside its weight note', async () => {
    const ordered = detail(46);
    const [first, ...rest] = ordered.items;
    shopperHas([
      {
        ...ordered,
        items: [
          {
            ...first!,
            unit_label: '1 pc',
            weight: { price_per_kg: '1500.00', estimated_kg: 2, tolerance_percent: 10 },
          },
          ...rest,
        ],
      },
    ]);
    renderApp('/users/orders/46');
    const items = await screen.findByRole('table', { name: 'Items of order #46' });
    const label = within(items).getByText('1 pc');
    expect(label).toHaveClass('whitespace-nowrap');
    expect(
      within(items).getByText('Final price by weight (up to 10% more): about 2 kg each'),
    ).toBeInTheDocument();
  });

  describe('the difference packing made, worded by where the order is (issue 27)', () => {
    /** Order 45 after packing: the ₦10,000.00 rice left out, ₦5,750.00 to pay of ₦15,750.00. */
    const packed = (overrides: Partial<OrderDetail>) =>
      detail(45, { payment_status: 'paid', bank_details: null, final_total: '5750.00', ...overrides });
    /** The page's Items, once the order has loaded: its totals and the note under them. */
    const settlement = async () => {
      await screen.findByText('Final total after packing');
      return screen.getByRole('region', { name: 'Items' });
    };

    it('before it leaves the shop: the difference will go back when it leaves', async () => {
      shopperHas([packed({ status: 'processing' })]);
      renderApp('/users/orders/45');
      expect(await settlement()).toHaveTextContent(
        '₦10,000.00 goes back to you by bank transfer when the order leaves the shop.',
      );
    });

    it('after it left: says it was settled and points to the refund and its state', async () => {
      shopperHas([
        packed({
          status: 'out_for_delivery',
          payment_method: 'cards',
          refunds: [{ id: 3, way: 'card', amount: '10000.00', status: 'pending', created_at: at(6, 9, 30) }],
        }),
      ]);
      renderApp('/users/orders/45');
      const items = await settlement();
      expect(items).toHaveTextContent(
        'Settled when the order left the shop: ₦10,000.00 comes back to your card. See Refunds for where it stands.',
      );
      expect(items).not.toHaveTextContent('when the order leaves the shop');
      expect(within(items).getByRole('link', { name: 'Refunds' })).toHaveAttribute('href', '#order-refunds');
      expect(screen.getByRole('region', { name: 'Refunds' })).toHaveTextContent(
        '₦10,000.00On its way back to your card',
      );
    });

    it('after it left, by bank transfer: settled too, pointing to the refund', async () => {
      shopperHas([
        packed({
          status: 'delivered',
          refunds: [
            { id: 3, way: 'card', amount: '10000.00', status: 'processed', created_at: at(6, 9, 30) },
          ],
        }),
      ]);
      renderApp('/users/orders/45');
      expect(await settlement()).toHaveTextContent(
        'Settled when the order left the shop: ₦10,000.00 comes back to you by bank transfer. See Refunds for where it stands.',
      );
    });

    it('delivered, paid on delivery: says what the rider collected', async () => {
      shopperHas([packed({ status: 'delivered', payment_method: 'pay_on_delivery' })]);
      renderApp('/users/orders/45');
      expect(await settlement()).toHaveTextContent('The rider collected ₦5,750.00.');
    });
  });

  it('says "Order not found" for an unknown or another shopper\'s order, with a link back to My Orders', async () => {
    signInDemoShopper();
    // Another shopper's order: the demo shopper's own are the only ones the mock API shows them.
    mockApi.state.orders.push({ userId: demoShopper().id + 1, detail: detail(999), history: [] });
    renderApp('/users/orders/999');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/users/orders',
    );
    expectConsoleError('Order not found');
  });

  it('says "Order not found" for a number that cannot be an order, without asking the API', async () => {
    signInDemoShopper();
    renderApp('/users/orders/abc');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
  });
});

describe("a card order's payment (/users/orders/{orderId})", () => {
  const cardOrder = (overrides: Partial<OrderDetail> = {}) =>
    detail(44, {
      payment_method: 'cards',
      payment_status: 'awaiting_payment',
      bank_details: null,
      ...overrides,
    });

  /** The card order as a shop taking cards answers it (the demo shop takes none), its verify answer, and every
   * call of Pay now. */
  function fakeCardOrder(verifyAnswer: () => Response, testMode = true) {
    const calls = { verified: [] as unknown[], paid: 0 };
    let order = cardOrder();
    server.use(
      http.get(`${API}/orders/44`, () => HttpResponse.json({ data: order })),
      http.get(`${API}/payments/config`, () =>
        HttpResponse.json({ data: { cards: true, test_mode: testMode, payment_minutes: 30 } }),
      ),
      http.post(`${API}/payments/verify`, async ({ request }) => {
        calls.verified.push(await request.json());
        const answer = verifyAnswer();
        const body = (await answer.clone().json()) as {
          data?: { payment_status: OrderDetail['payment_status'] };
        };
        if (body.data) order = cardOrder({ payment_status: body.data.payment_status });
        return answer;
      }),
      http.post(`${API}/orders/44/pay`, () => {
        calls.paid += 1;
        return HttpResponse.json(
          { data: { authorization_url: 'https://checkout.paystack.com/again', reference: 'oko-44-b' } },
          { status: 201 },
        );
      }),
    );
    return calls;
  }

  it('verifies ?reference= on return and shows Paid, with no Pay now', async () => {
    signInDemoShopper();
    const calls = fakeCardOrder(() =>
      HttpResponse.json({
        data: { order_id: 44, payment_status: 'paid', attempt_status: 'paid' },
        message: 'Payment received. Thank you!',
      }),
    );
    renderApp('/users/orders/44?trxref=oko-44-a&reference=oko-44-a');
    expect(await screen.findByText('Payment received. Thank you!')).toBeInTheDocument();
    const summaryBox = screen.getByRole('region', { name: 'Order summary' });
    expect(await within(summaryBox).findByText('Paid')).toBeInTheDocument();
    expect(calls.verified).toEqual([{ reference: 'oko-44-a' }]);
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    expect(screen.getByText('Test mode: no money moves')).toBeInTheDocument();
  });

  it('shows what went wrong after a decline, and Pay now sends the shopper to a new checkout', async () => {
    signInDemoShopper();
    const calls = fakeCardOrder(() =>
      HttpResponse.json({
        data: { order_id: 44, payment_status: 'failed', attempt_status: 'failed' },
        message: 'Your card payment did not go through (Declined). You can try again with Pay now.',
      }),
    );
    renderApp('/users/orders/44?reference=oko-44-a');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your card payment did not go through (Declined). You can try again with Pay now.',
    );
    expect(await screen.findByText('Payment failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.paystack.com/again'));
    expect(calls.paid).toBe(1);
  });

  it('offers Pay now on an unpaid card order without a return, and no test note when payments are real', async () => {
    signInDemoShopper();
    const calls = fakeCardOrder(() => HttpResponse.json({}), false);
    renderApp('/users/orders/44');
    expect(await screen.findByRole('button', { name: 'Pay now' })).toBeEnabled();
    expect(screen.getByText('Awaiting payment')).toBeInTheDocument();
    // How long it waits, from the shop's own setting (CARD_PAYMENT_MINUTES), issue 23.
    expect(await screen.findByText('Pay within 30 minutes or the order is cancelled')).toBeInTheDocument();
    expect(calls.verified).toEqual([]);
    expect(screen.queryByText('Test mode: no money moves')).not.toBeInTheDocument();
  });

  it('offers Pay now for what packing added to a paid order (issue 38)', async () => {
    signInDemoShopper();
    const calls = fakeCardOrder(() => HttpResponse.json({}));
    const dearer = {
      status: 'processing',
      payment_status: 'paid',
      final_total: '16030.00',
      amount_paid: '15750.00',
      amount_due: '280.00',
    } as const;
    server.use(http.get(`${API}/orders/44`, () => HttpResponse.json({ data: cardOrder(dearer) })));
    renderApp('/users/orders/44');
    expect(
      await screen.findByText('Packing came to more than you paid: ₦280.00 is still to pay.'),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Pay within/)).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pay now' }));
    await vi.waitFor(() => expect(leaveFor).toHaveBeenCalledWith('https://checkout.paystack.com/again'));
    expect(calls.paid).toBe(1);
  });

  it('offers no Pay now on a paid card order with nothing due', async () => {
    signInDemoShopper();
    fakeCardOrder(() => HttpResponse.json({}));
    server.use(
      http.get(`${API}/orders/44`, () =>
        HttpResponse.json({ data: cardOrder({ status: 'processing', payment_status: 'paid' }) }),
      ),
    );
    renderApp('/users/orders/44');
    expect(await screen.findByRole('region', { name: 'Order summary' })).toHaveTextContent('Paid');
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });
});

describe('order tracking (/users/orders/tracking)', () => {
  const steps = () =>
    within(screen.getByRole('list', { name: 'Order progress' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);

  it('shows every step of the order named by ?orderId=, the reached ones with their time', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(2026, 0, 6, 16, 7));
    shopperHas([detail(42, { status: 'confirmed', payment_method: 'cards', payment_status: 'paid' })], {
      42: [
        { status: 'pending', at: at(5, 15, 7) },
        { status: 'confirmed', at: at(6, 15, 52) },
      ],
    });
    renderApp('/users/orders/tracking?orderId=42');

    expect(await screen.findByRole('list', { name: 'Order progress' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Track Order' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Order #42' })).toHaveAttribute('href', '/users/orders/42');
    expect(screen.getByText('Payment: Cards · Paid')).toBeInTheDocument();
    expect(steps()).toEqual([
      'Pending5th Jan 2026 - 3:07 pm · 1 day ago',
      'Confirmed6th Jan 2026 - 3:52 pm · 15 min ago',
      'ProcessingNot yet',
      'Out for deliveryNot yet',
      'DeliveredNot yet',
    ]);
    const current = screen
      .getAllByRole('listitem')
      .filter((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveLength(1);
    expect(current[0]).toHaveTextContent('Confirmed');
    expect(within(current[0]!).getByText('6th Jan 2026 - 3:52 pm')).toHaveAttribute(
      'datetime',
      at(6, 15, 52),
    );
  });

  it('says the deal the order was placed with (issue 28)', async () => {
    shopperHas([detail(42, { discount: { code: 'HARVEST', amount: '500.00' } })], {
      42: [{ status: 'pending', at: at(5, 15, 7) }],
    });
    renderApp('/users/orders/tracking?orderId=42');
    expect(await screen.findByText('Discount (HARVEST): −₦500.00')).toBeInTheDocument();
  });

  it('tracks the latest open order without ?orderId=: the newest that is neither delivered nor cancelled', async () => {
    shopperHas(
      [
        summary(12, { status: 'delivered' }),
        summary(11, { status: 'cancelled' }),
        summary(10, { status: 'processing' }),
        summary(9, { status: 'pending' }),
      ],
      {
        10: [
          { status: 'pending', at: at(5, 15, 7) },
          { status: 'confirmed', at: at(5, 16, 0) },
          { status: 'processing', at: at(6, 8, 30) },
        ],
      },
    );
    const tracked = recordCalls(server, 'get', '/orders/:id/tracking');
    renderApp('/users/orders/tracking');

    expect(await screen.findByRole('link', { name: 'Order #10' })).toBeInTheDocument();
    expect(tracked.map((call) => call.url)).toEqual([`${API}/orders/10/tracking`]);
    const current = screen
      .getAllByRole('listitem')
      .find((item) => item.getAttribute('aria-current') === 'step');
    expect(current).toHaveTextContent(/^Processing6th Jan 2026 - 8:30 am · /);
  });

  it('says there is no open order when every order is delivered or cancelled', async () => {
    shopperHas([summary(2, { status: 'delivered' }), summary(1, { status: 'cancelled' })]);
    // An empty ?orderId= names no order: the latest open one is looked for.
    renderApp('/users/orders/tracking?orderId=');
    expect(await screen.findByText(/You have no open order to track\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See My Orders' })).toHaveAttribute('href', '/users/orders');
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });

  it('shows a cancelled order\'s reached steps, then "Cancelled" with its date as the current step', async () => {
    shopperHas([detail(7, { status: 'cancelled' })], {
      7: [
        { status: 'pending', at: at(5, 15, 7) },
        { status: 'confirmed', at: at(5, 16, 0) },
        { status: 'cancelled', at: at(7, 11, 45) },
      ],
    });
    renderApp('/users/orders/tracking?orderId=7');

    const list = await screen.findByRole('list', { name: 'Order progress' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.split('·')[0]?.trim())).toEqual([
      'Pending5th Jan 2026 - 3:07 pm',
      'Confirmed5th Jan 2026 - 4:00 pm',
      'Cancelled7th Jan 2026 - 11:45 am',
    ]);
    expect(items[2]).toHaveAttribute('aria-current', 'step');
    expect(items[0]).not.toHaveAttribute('aria-current');
    expect(within(list).queryByText('Processing')).not.toBeInTheDocument();
  });

  it('says "Order not found" for an unknown order, with a link back to My Orders', async () => {
    signInDemoShopper();
    renderApp('/users/orders/tracking?orderId=5');
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(within(main()).getByRole('link', { name: 'Back to My Orders' })).toHaveAttribute(
      'href',
      '/users/orders',
    );
    expectConsoleError('Order not found');
  });

  it('says "Order not found" for an ?orderId= that cannot be an order, without asking the API', async () => {
    signInDemoShopper();
    renderApp('/users/orders/tracking?orderId=12abc');
    expect(await screen.findByText('Order not found.')).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Order progress' })).not.toBeInTheDocument();
  });
});
