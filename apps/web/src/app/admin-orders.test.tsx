import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import type { Dashboard } from '@oko/shared/schemas/admin-dashboard';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import { koboToNaira, nairaToKobo } from '@oko/shared/money';
import {
  API,
  adminProduct,
  at,
  dashboardFixture,
  onePage,
  orderDetail,
  orderSummary,
  signInAs,
} from '@/testing/admin-api';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The back office's dashboard, orders list, order page and packing slip (issue 13), through the app's routes
// with the admin API answered here.

const cellTexts = (row: HTMLElement) =>
  within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);

/**
 * Fills the rider form: a phone short of digits is refused as the API refuses it (@oko/shared), before anything is
 * sent; with the whole phone the move goes out with the rider.
 */
async function sendRider(form: HTMLElement, patches: unknown[]) {
  await userEvent.type(within(form).getByLabelText('Rider’s name'), 'Musa Bello');
  await userEvent.type(within(form).getByLabelText('Rider’s phone'), '0803 555');
  await userEvent.click(within(form).getByRole('button', { name: 'Mark out for delivery' }));
  expect(await within(form).findByText(PHONE_MESSAGES.invalid)).toBeInTheDocument();
  expect(patches).toEqual([]);

  await userEvent.type(within(form).getByLabelText('Rider’s phone'), ' 0101');
  await userEvent.click(within(form).getByRole('button', { name: 'Mark out for delivery' }));
  await waitFor(() =>
    expect(patches).toEqual([
      { status: 'out_for_delivery', rider_name: 'Musa Bello', rider_phone: '+2348035550101' },
    ]),
  );
}

describe('dashboard (/admin)', () => {
  it('shows the takings net of refunds and draws them by day, with the figures in a table (issue 38)', async () => {
    signInAs('owner');
    const fixture = dashboardFixture();
    const days = fixture.takings_by_day.map((day, index) =>
      index === 29
        ? { ...day, money_in: '44491.50', money_back: '7360.00', net: '37131.50' }
        : index === 28
          ? { ...day, money_back: '2580.00', net: '-2580.00' }
          : day,
    );
    server.use(
      http.get(`${API}/admin/dashboard`, () =>
        HttpResponse.json({
          data: {
            ...fixture,
            takings: {
              today: { money_in: '44491.50', money_back: '7360.00', net: '37131.50' },
              last_7_days: { money_in: '44491.50', money_back: '9940.00', net: '34551.50' },
              last_30_days: { money_in: '44491.50', money_back: '9940.00', net: '34551.50' },
            },
            takings_by_day: days,
          } satisfies Dashboard,
        }),
      ),
    );
    renderRoutes(routes, '/admin');
    const takings = await screen.findByRole('region', { name: 'Takings' });
    expect(takings).toHaveTextContent('Today, net₦37,131.50In ₦44,491.50 · back ₦7,360.00');
    expect(takings).toHaveTextContent('Last 7 days, net₦34,551.50In ₦44,491.50 · back ₦9,940.00');
    expect(within(takings).getByTestId('takings-chart')).toBeInTheDocument();
    const table = within(takings).getByRole('table', { name: 'Takings by day, last 30 days' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(cellTexts(rows[30]!)).toEqual(['₦44,491.50', '₦7,360.00', '₦37,131.50']);
    expect(cellTexts(rows[29]!)).toEqual(['₦0.00', '₦2,580.00', '−₦2,580.00']);
  });

  it('shows the orders waiting per step, the units running short and the latest orders', async () => {
    signInAs('owner');
    server.use(
      http.get(`${API}/admin/dashboard`, () =>
        HttpResponse.json({
          data: {
            ...dashboardFixture(),
            orders_waiting: { pending: 3, confirmed: 2, processing: 1, out_for_delivery: 0 },
            refunds_pending: 2,
            jobs: { waiting: 3, oldest_seconds: 420 },
            low_stock: [
              {
                product_id: 9,
                product_unit_id: 22,
                product_name: 'Ofada Rice',
                unit_label: '50 kg',
                available_quantity: 0,
              },
              {
                product_id: 7,
                product_unit_id: 11,
                product_name: 'White Yam',
                unit_label: '1 tuber',
                available_quantity: 3,
              },
            ],
            latest_orders: [orderSummary(41), orderSummary(40, { status: 'confirmed' })],
            audit: [
              {
                id: 5,
                action: 'product_unit.update',
                entity: 'product_unit',
                entity_id: 22,
                before: { price_per_unit: 2000000 },
                after: { price_per_unit: 1950000 },
                by: { id: 1, name: 'Ngozi', email: 'owner@okofarm.test' },
                at: at(5, 9, 12),
              },
            ],
          } satisfies Dashboard,
        }),
      ),
    );
    renderRoutes(routes, '/admin');

    const waiting = await screen.findByRole('region', { name: 'Orders waiting' });
    expect(within(waiting).getByRole('link', { name: '3 Pending' })).toHaveAttribute(
      'href',
      '/admin/orders?status=pending',
    );
    expect(within(waiting).getByRole('link', { name: '2 Confirmed' })).toBeInTheDocument();
    expect(within(waiting).getByRole('link', { name: '0 Out for delivery' })).toBeInTheDocument();
    expect(within(waiting).queryByText('Delivered')).not.toBeInTheDocument();

    expect(
      screen.getByText(
        '2 refunds pending: card refunds Paystack has not confirmed yet, or bank transfers to send back. The order page shows each refund.',
      ),
    ).toBeInTheDocument();

    expect(
      screen.getByText(
        '3 jobs waiting to run (mail, messages, refunds, payment checks); the oldest for 7 minutes.',
      ),
    ).toBeInTheDocument();

    // Money in is the takings' alone (issue 38): no second sum of orders paid.
    expect(screen.queryByRole('region', { name: 'Sales' })).not.toBeInTheDocument();

    const low = screen.getByRole('region', { name: 'Low on stock' });
    expect(within(low).getByRole('link', { name: 'Ofada Rice · 50 kg' })).toHaveAttribute(
      'href',
      '/admin/products/9',
    );
    expect(low).toHaveTextContent('Out of stock');
    expect(low).toHaveTextContent('3 left');

    const latest = within(screen.getByRole('table', { name: 'Latest orders' })).getAllByRole('row');
    expect(cellTexts(latest[1]!)).toEqual([
      '#41',
      '5th Jan 2026 - 3:07 pm',
      'Adaeze Okafor',
      '₦15,750.00',
      'Payment On delivery · To pay on delivery',
      'Pending',
    ]);
    expect(screen.getByRole('region', { name: 'Recent changes' })).toHaveTextContent(
      'Sale unit changed #22Ngozi · 5th Jan 2026 - 9:12 am',
    );
  });

  it('leaves out the recent changes for staff (the API gives them none)', async () => {
    signInAs('staff');
    server.use(http.get(`${API}/admin/dashboard`, () => HttpResponse.json({ data: dashboardFixture() })));
    renderRoutes(routes, '/admin');
    expect(await screen.findByText('Every unit is well stocked.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Recent changes' })).not.toBeInTheDocument();
    expect(screen.queryByText(/refunds? pending/)).not.toBeInTheDocument();
  });
});

describe('orders (/admin/orders)', () => {
  it('lists orders newest first and asks the API again for each filter, starting at page 1', async () => {
    signInAs('staff');
    const asked: string[] = [];
    server.use(
      http.get(`${API}/admin/orders`, ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({
          data: [
            orderSummary(12, { payment_method: 'bank_transfer', payment_status: 'awaiting_payment' }),
            orderSummary(11, { payment_status: 'paid' }),
          ],
          meta: { current_page: 1, per_page: 12, total: 30, last_page: 3 },
        });
      }),
    );
    const { router } = renderRoutes(routes, '/admin/orders?page=2');

    const table = await screen.findByRole('table', { name: 'Orders' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row)[0])).toEqual(['#12', '#11']);
    expect(within(rows[0]!).getByRole('link', { name: '#12' })).toHaveAttribute('href', '/admin/orders/12');
    // Paid from unpaid at a glance (issue 23).
    expect(cellTexts(rows[0]!)[4]).toBe('Bank Transfer · Awaiting transfer');
    expect(cellTexts(rows[1]!)[4]).toBe('Payment On delivery · Cash collected');

    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Confirmed');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment method' }), 'Bank Transfer');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Payment' }), 'Awaiting payment');
    const search = within(screen.getByRole('search', { name: 'Search orders' }));
    await userEvent.type(search.getByRole('searchbox', { name: 'Search' }), 'adaeze@example.com');
    await userEvent.click(search.getByRole('button', { name: 'Search' }));

    expect(router.state.location.search).toBe(
      '?status=confirmed&payment_method=bank_transfer&payment_status=awaiting_payment&q=adaeze%40example.com',
    );
    await screen.findByRole('table', { name: 'Orders' });
    expect(asked).toContain('?page=2');
    expect(asked.at(-1)).toBe(
      '?status=confirmed&payment_method=bank_transfer&payment_status=awaiting_payment&q=adaeze%40example.com',
    );
  });
});

describe('CSV export', () => {
  it('downloads the filtered orders, without the page', async () => {
    signInAs('owner');
    let asked = '';
    server.use(
      http.get(`${API}/admin/orders`, () => HttpResponse.json(onePage([orderSummary(12)]))),
      http.get(`${API}/admin/orders/export.csv`, ({ request }) => {
        asked = new URL(request.url).search;
        return new HttpResponse('id,status\n12,pending\n', { headers: { 'content-type': 'text/csv' } });
      }),
    );
    const createObjectURL = vi.fn((_blob: Blob) => 'blob:orders');
    const revokeObjectURL = vi.fn();
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderRoutes(routes, '/admin/orders?status=pending&page=2');

    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));
    expect(asked).toBe('?status=pending');
    const file = createObjectURL.mock.calls[0]![0];
    expect(file.type).toBe('text/csv;charset=utf-8');
    expect(file.size).toBe('id,status\n12,pending\n'.length);
    expect(click.mock.contexts[0]).toMatchObject({ href: 'blob:orders' });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:orders');
    click.mockRestore();
    vi.unstubAllGlobals();
  });
});

describe('an order (/admin/orders/{id})', () => {
  function serveOrder(initial: AdminOrderDetail) {
    let order = initial;
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/${order.id}`, () => HttpResponse.json({ data: order })),
      http.patch(`${API}/admin/orders/${order.id}`, async ({ request }) => {
        const body = (await request.json()) as { status: AdminOrderDetail['status'] };
        patches.push(body);
        order = {
          ...order,
          status: body.status,
          history: [...order.history, { status: body.status, at: at(6, 9, 30) }],
          next_statuses:
            body.status === 'cancelled' ? [] : ['processing', 'out_for_delivery', 'delivered', 'cancelled'],
        };
        return HttpResponse.json({ data: order });
      }),
    );
    return patches;
  }

  /** Someone of the shop on the order's page, served as `serveOrder` does: answers the status changes asked. */
  function openOrder(role: 'owner' | 'staff', order: AdminOrderDetail) {
    signInAs(role);
    const patches = serveOrder(order);
    renderRoutes(routes, `/admin/orders/${order.id}`);
    return patches;
  }

  it('shows the lines, totals, customer, address, channel, payment and history', async () => {
    openOrder('owner', orderDetail(12));

    const order = await screen.findByRole('region', { name: 'Order' });
    expect(screen.getByRole('heading', { level: 1, name: 'Order #12' })).toBeInTheDocument();
    expect(order).toHaveTextContent('Payment methodPayment On delivery');
    expect(order).toHaveTextContent('Delivery channelExpress (Lagos)');
    const customer = screen.getByRole('region', { name: 'Shopper' });
    expect(within(customer).getByRole('link', { name: 'adaeze@example.com' })).toHaveAttribute(
      'href',
      'mailto:adaeze@example.com',
    );
    // The number the shopper gave, for the rider to call (issue 13).
    expect(within(customer).getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(screen.getByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '14 Awolowo AvenueIbadan, Oyo, Nigeria 200221Near Bodija Market',
    );
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('White Yam1 tuber at ₦2,125.002₦4,250.00');
    expect(items).toHaveTextContent('Subtotal₦14,250.00');
    expect(items).toHaveTextContent('Delivery₦1,500.00');
    expect(items).toHaveTextContent('Total₦15,750.00');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Pending5th Jan 2026 - 3:07 pm',
    );
  });

  it('packs on a phone: weighs a weighed line, marks another unavailable, shows the final total', async () => {
    signInAs('staff');
    const base = orderDetail(14, { status: 'confirmed' });
    const [yam, rice] = base.items;
    let order: AdminOrderDetail = {
      ...base,
      items: [
        { ...yam!, weight: { price_per_kg: '1062.50', estimated_kg: 2, tolerance_percent: 0 } },
        { ...rice!, if_unavailable: 'substitute' },
      ],
    };
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/14`, () => HttpResponse.json({ data: order })),
      // The rice's substitute picker lists the rice's units and its category's.
      http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: adminProduct(9) })),
      http.get(`${API}/admin/products`, () => HttpResponse.json(onePage([adminProduct(9)]))),
      http.patch(`${API}/admin/orders/14/lines/:lineId`, async ({ request, params }) => {
        const body = (await request.json()) as { weighed_kg?: number; outcome?: string };
        patches.push({ line: Number(params.lineId), ...body });
        order = {
          ...order,
          items: order.items.map((line) =>
            line.id !== Number(params.lineId)
              ? line
              : body.weighed_kg
                ? { ...line, weighed_kg: body.weighed_kg, final_total: '3931.25' }
                : { ...line, outcome: 'unavailable' as const, final_total: '0.00' },
          ),
        };
        order.final_total = order.items[1]!.outcome ? '5431.25' : '15431.25';
        return HttpResponse.json({ data: order });
      }),
    );
    renderRoutes(routes, '/admin/orders/14');

    const packing = await screen.findByRole('region', { name: 'Packing' });
    const yamLine = within(packing).getByRole('listitem', { name: 'White Yam (1 tuber) × 2' });
    await userEvent.type(within(yamLine).getByRole('textbox', { name: /Weighed \(kg\)/ }), '3.7');
    await userEvent.click(within(yamLine).getByRole('button', { name: 'Save weight' }));
    const items = screen.getByRole('region', { name: 'Items' });
    await waitFor(() => expect(items).toHaveTextContent('Weighed 3.7 kg'));
    const riceLine = within(packing).getByRole('listitem', { name: 'Ofada Rice (25 kg) × 1' });
    expect(within(riceLine).getByRole('button', { name: 'Substitute' })).toBeInTheDocument();
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Unavailable for this order' }));
    await waitFor(() => expect(items).toHaveTextContent('Not available: left out'));
    expect(items).toHaveTextContent('Final total₦5,431.25');
    expect(patches).toEqual([
      { line: yam!.id, weighed_kg: 3.7 },
      { line: rice!.id, outcome: 'unavailable' },
    ]);
  });

  it('leaves a line out without a recount unless the packer counts the shelf, and undoes it (issue 43)', async () => {
    signInAs('staff');
    const base = orderDetail(14, { status: 'confirmed' });
    let order: AdminOrderDetail = base;
    const [yam, rice] = base.items;
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/14`, () => HttpResponse.json({ data: order })),
      http.patch(`${API}/admin/orders/14/lines/:lineId`, async ({ request, params }) => {
        const body = (await request.json()) as { outcome?: string | null; shelf_count?: number };
        patches.push({ line: Number(params.lineId), ...body });
        order = {
          ...order,
          items: order.items.map((line) =>
            line.id !== Number(params.lineId)
              ? line
              : body.outcome === null
                ? { ...line, outcome: null, final_total: line.line_total }
                : { ...line, outcome: 'unavailable' as const, final_total: '0.00' },
          ),
        };
        return HttpResponse.json({ data: order });
      }),
    );
    renderRoutes(routes, '/admin/orders/14');

    const packing = await screen.findByRole('region', { name: 'Packing' });
    const yamLine = () => within(packing).getByRole('listitem', { name: 'White Yam (1 tuber) × 2' });
    await userEvent.click(within(yamLine()).getByRole('button', { name: 'Unavailable for this order' }));
    await waitFor(() => expect(yamLine()).toHaveTextContent('Left out of this order'));
    await userEvent.click(within(yamLine()).getByRole('button', { name: 'Undo' }));
    await waitFor(() =>
      expect(
        within(yamLine()).getByRole('button', { name: 'Unavailable for this order' }),
      ).toBeInTheDocument(),
    );

    const riceLine = within(packing).getByRole('listitem', { name: 'Ofada Rice (25 kg) × 1' });
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Recount the shelf' }));
    const count = within(riceLine).getByRole('textbox', { name: 'How many are left on the shelf?' });
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Leave out and recount' }));
    expect(
      await within(riceLine).findByText('The count on the shelf must be a whole number from 0.'),
    ).toBeVisible();
    await userEvent.type(count, '3');
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Leave out and recount' }));
    await waitFor(() =>
      expect(patches).toEqual([
        { line: yam!.id, outcome: 'unavailable' },
        { line: yam!.id, outcome: null },
        { line: rice!.id, outcome: 'unavailable', shelf_count: 3 },
      ]),
    );
  });

  it('substitutes the same product first, then its category, saying what the shopper pays (issues 27, 43)', async () => {
    signInAs('staff');
    const base = orderDetail(14, { status: 'confirmed' });
    const [yam, rice] = base.items;
    // The shopper allowed a similar item for the rice (unit 21, ₦10,000.00), not for the yam.
    // Both the rice line and Local Rice's first bag are sold by weight: that bag says its price per kg.
    const byWeight = (perKg: string, kg: number) => ({
      price_per_kg: perKg,
      estimated_kg: kg,
      tolerance_percent: 0,
    });
    const order: AdminOrderDetail = {
      ...base,
      items: [yam!, { ...rice!, if_unavailable: 'substitute', weight: byWeight('400.00', 25) }],
    };
    const unit = (id: number, price: string, stock: number, active = true) => ({
      id,
      product_id: 30,
      unit_number: 50,
      unit: { name: 'kilogram', symbol: 'kg' },
      price_per_unit: price,
      available_quantity: stock,
      weight: id === 31 ? byWeight('160.00', 50) : null,
      active,
    });
    // The ordered rice (product 9, Grains): its own unit (21) is not offered, its 50 kg bag (22) is.
    const ofada = adminProduct(9);
    ofada.product_units[1] = {
      ...ofada.product_units[1]!,
      price_per_unit: '10000.00',
      available_quantity: 4,
    };
    const localRice = adminProduct(30, {
      name: 'Local Rice',
      product_units: [unit(31, '8000.00', 5), unit(32, '12000.00', 3), unit(33, '500.00', 9, false)],
    });
    const pepper = adminProduct(50, {
      name: 'Alligator Pepper',
      category: { id: 5, name: 'Spices', slug: 'spices' },
      product_units: [
        { ...unit(51, '900.00', 40), product_id: 50, unit_number: 100, unit: { name: 'gram', symbol: 'g' } },
      ],
    });
    const asked: string[] = [];
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/14`, () => HttpResponse.json({ data: order })),
      http.get(`${API}/admin/products/9`, () => HttpResponse.json({ data: ofada })),
      http.get(`${API}/admin/products`, ({ request }) => {
        const query = new URL(request.url).searchParams;
        asked.push(query.toString());
        // The category's products; a search finds the pepper first, and a hidden product is never offered.
        return HttpResponse.json(
          onePage(
            query.get('q')
              ? [pepper, localRice, adminProduct(40, { name: 'Hidden Rice', active: false })]
              : query.get('category_id') === '2'
                ? [localRice, ofada]
                : [pepper],
          ),
        );
      }),
      http.patch(`${API}/admin/orders/14/lines/:lineId`, async ({ request, params }) => {
        patches.push({ line: Number(params.lineId), ...((await request.json()) as object) });
        return HttpResponse.json({ data: order });
      }),
    );
    renderRoutes(routes, '/admin/orders/14');

    const packing = await screen.findByRole('region', { name: 'Packing' });
    const yamLine = within(packing).getByRole('listitem', { name: 'White Yam (1 tuber) × 2' });
    expect(within(yamLine).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(yamLine).queryByRole('button', { name: 'Substitute' })).not.toBeInTheDocument();

    const riceLine = within(packing).getByRole('listitem', { name: 'Ofada Rice (25 kg) × 1' });
    const picker = within(riceLine).getByRole('combobox', { name: 'Similar item' });
    const options = () =>
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent);
    await waitFor(() =>
      expect(options()).toEqual([
        'Choose a sale unit',
        'Ofada Rice (50 kg): ₦10,000.00, 4 in stock',
        'Local Rice (50 kg): ₦8,000.00 (₦160.00/kg), 5 in stock',
        'Local Rice (50 kg): ₦12,000.00, 3 in stock',
      ]),
    );
    expect(asked.at(-1)).toBe('category_id=2');
    expect(within(riceLine).getByRole('button', { name: 'Substitute' })).toBeDisabled();
    await userEvent.type(within(riceLine).getByRole('searchbox', { name: 'Search' }), 'pepper');
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Search' }));
    // Found by a search, another category comes after the same product and its category.
    await waitFor(() =>
      expect(options()).toEqual([
        'Choose a sale unit',
        'Ofada Rice (50 kg): ₦10,000.00, 4 in stock',
        'Local Rice (50 kg): ₦8,000.00 (₦160.00/kg), 5 in stock',
        'Local Rice (50 kg): ₦12,000.00, 3 in stock',
        'Alligator Pepper (100 g): ₦900.00, 40 in stock',
      ]),
    );

    // What the shopper pays is said only when it differs from what they ordered.
    await userEvent.selectOptions(picker, 'Ofada Rice (50 kg): ₦10,000.00, 4 in stock');
    expect(riceLine).not.toHaveTextContent('The shopper pays');
    await userEvent.selectOptions(picker, 'Local Rice (50 kg): ₦12,000.00, 3 in stock');
    expect(riceLine).not.toHaveTextContent('The shopper pays');
    await userEvent.selectOptions(picker, 'Local Rice (50 kg): ₦8,000.00 (₦160.00/kg), 5 in stock');
    expect(riceLine).toHaveTextContent('The shopper pays ₦8,000.00 (ordered ₦10,000.00).');
    await userEvent.click(within(riceLine).getByRole('button', { name: 'Substitute' }));
    await waitFor(() =>
      expect(patches).toEqual([{ line: rice!.id, substitute_product_unit_id: 31, quantity: 1 }]),
    );
  });

  it('shows the local government area the order kept with its address (issue 42)', async () => {
    signInAs('staff');
    const order = orderDetail(12);
    serveOrder({
      ...order,
      delivery_address: { ...order.delivery_address, state: 'Lagos', area: 'Eti-Osa', city: 'Lekki' },
    });
    renderRoutes(routes, '/admin/orders/12');
    expect(await screen.findByRole('region', { name: 'Delivery address' })).toHaveTextContent(
      '14 Awolowo AvenueLekki, Eti-Osa, Lagos, Nigeria 200221',
    );
  });

  it('moves the order to its next step in one tap; later steps are offered as skips', async () => {
    const patches = openOrder('staff', orderDetail(12));

    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual([
      'Mark confirmed',
      'Mark cash collected',
      'Cancel order',
      'Skip to processing',
      'Skip to out for delivery',
      'Skip to delivered',
    ]);
    // Issue 23: no one-tap button moves a pending order to delivered.
    expect(within(actions).queryByRole('button', { name: 'Mark delivered' })).not.toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: 'Mark confirmed' }));

    expect(await within(actions).findByRole('button', { name: 'Mark processing' })).toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Mark confirmed' })).not.toBeInTheDocument();
    expect(patches).toEqual([{ status: 'confirmed' }]);
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('StatusConfirmed');
    expect(screen.getByRole('region', { name: 'History' })).toHaveTextContent(
      'Confirmed6th Jan 2026 - 9:30 am',
    );
  });

  it('asks in plain words before skipping steps, and moves only on yes (issue 23)', async () => {
    const patches = openOrder('owner', orderDetail(12));

    const actions = await screen.findByRole('region', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Skip to delivered' }));
    const ask = within(actions).getByRole('alertdialog', { name: 'Skip steps?' });
    expect(ask).toHaveTextContent(
      'Mark order #12 delivered now? It is pending: Confirmed, Processing and Out for delivery would be skipped, and the shopper is told it is delivered. An order never goes back.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Keep it pending' }));
    expect(within(actions).queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.click(within(actions).getByRole('button', { name: 'Skip to processing' }));
    await userEvent.click(within(actions).getByRole('button', { name: 'Yes, mark processing' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'processing' }]));
    expect(await within(actions).findByRole('button', { name: 'Mark processing' })).toBeInTheDocument();
    expect(within(actions).queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('asks who takes a delivery out when skipping to out for delivery, the skipped steps named (issue 41)', async () => {
    signInAs('owner');
    const patches = serveOrder(orderDetail(12));
    renderRoutes(routes, '/admin/orders/12');

    const actions = await screen.findByRole('region', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Skip to out for delivery' }));
    const form = within(actions).getByRole('form', { name: 'Order #12 out for delivery' });
    expect(form).toHaveTextContent(
      'Mark order #12 out for delivery now? It is pending: Confirmed and Processing would be skipped, and the shopper is told it is out for delivery. An order never goes back.',
    );
    expect(within(actions).queryByRole('alertdialog', { name: 'Skip steps?' })).not.toBeInTheDocument();
    await userEvent.click(within(form).getByRole('button', { name: 'Keep it pending' }));
    expect(within(actions).queryByRole('form')).not.toBeInTheDocument();
    expect(patches).toEqual([]);

    await userEvent.click(within(actions).getByRole('button', { name: 'Skip to out for delivery' }));
    const again = within(actions).getByRole('form', { name: 'Order #12 out for delivery' });
    await sendRider(again, patches);
    await waitFor(() => expect(within(actions).queryByRole('form')).not.toBeInTheDocument());
  });

  it('asks no rider when skipping a collection to ready for collection', async () => {
    signInAs('owner');
    const hub = { name: 'Ikeja hub', address: '14 Oba Akran Avenue, Ikeja, Lagos', opening_hours: 'Mon–Sat' };
    const patches = serveOrder(orderDetail(12, { pickup_point: hub }));
    renderRoutes(routes, '/admin/orders/12');

    const actions = await screen.findByRole('region', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Skip to ready for collection' }));
    expect(within(actions).queryByRole('form')).not.toBeInTheDocument();
    const ask = within(actions).getByRole('alertdialog', { name: 'Skip steps?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, mark ready for collection' }));
    await waitFor(() => expect(patches).toEqual([{ status: 'out_for_delivery' }]));
  });

  it("asks who takes a delivery out, checks the rider's phone as the API does, and shows the rider (issue 41)", async () => {
    signInAs('staff');
    let order = orderDetail(12, {
      status: 'processing',
      next_statuses: ['out_for_delivery', 'delivered', 'cancelled'],
    });
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/12`, () => HttpResponse.json({ data: order })),
      http.patch(`${API}/admin/orders/12`, async ({ request }) => {
        const body = (await request.json()) as {
          status: 'out_for_delivery';
          rider_name: string;
          rider_phone: string;
        };
        patches.push(body);
        order = {
          ...order,
          status: body.status,
          next_statuses: ['delivered', 'cancelled'],
          rider: { name: body.rider_name, phone: body.rider_phone },
        };
        return HttpResponse.json({ data: order });
      }),
    );
    renderRoutes(routes, '/admin/orders/12');

    const actions = await screen.findByRole('region', { name: 'Actions' });
    await userEvent.click(within(actions).getByRole('button', { name: 'Mark out for delivery' }));
    const form = within(actions).getByRole('form', { name: 'Order #12 out for delivery' });
    await sendRider(form, patches);
    expect(await within(actions).findByRole('button', { name: 'Mark delivered' })).toBeInTheDocument();
    expect(within(actions).queryByRole('form')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent(
      'RiderMusa Bello · +234 803 555 0101',
    );
  });

  it('shows the order the API answered a move with, without asking for it again', async () => {
    signInAs('staff');
    serveOrder(orderDetail(12));
    const reads: string[] = [];
    // Counts each read of the order, then lets serveOrder's handler answer it.
    server.use(
      http.get(`${API}/admin/orders/12`, ({ request }) => void reads.push(new URL(request.url).pathname)),
    );
    renderRoutes(routes, '/admin/orders/12');

    const actions = await screen.findByRole('region', { name: 'Actions' });
    expect(reads).toEqual(['/api/v1/admin/orders/12']);
    await userEvent.click(within(actions).getByRole('button', { name: 'Mark confirmed' }));
    expect(await within(actions).findByRole('button', { name: 'Mark processing' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Order' })).toHaveTextContent('StatusConfirmed');
    // Time for a read the move would have started.
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(reads).toEqual(['/api/v1/admin/orders/12']);
  });

  it('cancels only after the owner confirms', async () => {
    const patches = openOrder('owner', orderDetail(12));

    await userEvent.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const confirm = screen.getByRole('alertdialog', { name: 'Cancel this order?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Keep the order' }));
    expect(patches).toEqual([]);

    await userEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, cancel the order' }));
    expect(
      await within(screen.getByRole('region', { name: 'Order' })).findByText('Cancelled'),
    ).toBeInTheDocument();
    expect(patches).toEqual([{ status: 'cancelled' }]);
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('shows the API’s answer when a move is refused', async () => {
    signInAs('owner');
    serveOrder(orderDetail(12));
    server.use(
      http.patch(`${API}/admin/orders/12`, () =>
        HttpResponse.json(
          { message: 'An order cannot move from delivered to confirmed.', errors: { status: ['x'] } },
          { status: 422 },
        ),
      ),
    );
    renderRoutes(routes, '/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark confirmed' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'An order cannot move from delivered to confirmed.',
    );
    expectConsoleError('An order cannot move from delivered to confirmed.');
  });

  /** The order of `payment_method`, awaiting its money, with the payment-received calls' bodies kept. */
  function servePayable(paymentMethod: 'bank_transfer' | 'pay_on_delivery', message: string) {
    let order = orderDetail(12, { payment_method: paymentMethod, payment_status: 'awaiting_payment' });
    const posts: unknown[] = [];
    server.use(
      http.get(`${API}/admin/orders/12`, () => HttpResponse.json({ data: order })),
      http.post(`${API}/admin/orders/12/payment-received`, async ({ request }) => {
        const body = (await request.json()) as { amount: string };
        posts.push(body);
        const short = nairaToKobo(order.amount_due) - nairaToKobo(body.amount);
        order = {
          ...order,
          payment_status: 'paid',
          amount_paid: body.amount,
          amount_due: koboToNaira(Math.max(0, short)),
          refund_due: koboToNaira(Math.max(0, -short)),
        };
        return HttpResponse.json({ data: order, message });
      }),
    );
    return posts;
  }

  it('marks a bank transfer as received after asking, with the amount due, once', async () => {
    signInAs('staff');
    const posts = servePayable('bank_transfer', 'Bank transfer received.');
    renderRoutes(routes, '/admin/orders/12');
    expect(await screen.findByRole('region', { name: 'Order' })).toHaveTextContent(
      'PaymentAwaiting transfer',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Mark transfer received' }));
    const ask = screen.getByRole('alertdialog', { name: 'Mark the payment received?' });
    expect(ask).toHaveTextContent(
      'What reached the shop by bank transfer for order #12? It owes ₦15,750.00. The shopper is mailed that their payment was received.',
    );
    expect(within(ask).getByLabelText('Amount received (₦)')).toHaveValue('15750.00');
    await userEvent.click(within(ask).getByRole('button', { name: 'Not yet' }));
    expect(posts).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'Mark transfer received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, mark transfer received' }));
    expect(
      await within(screen.getByRole('region', { name: 'Order' })).findByText('Transfer received'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mark transfer received' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(posts).toEqual([{ amount: '15750.00' }]);
  });

  it('records the cash the rider collected, short of the amount due, and shows what is still to pay', async () => {
    signInAs('staff');
    const posts = servePayable('pay_on_delivery', 'Cash collected ₦15,000.00.');
    renderRoutes(routes, '/admin/orders/12');
    expect(await screen.findByRole('region', { name: 'Order' })).toHaveTextContent(
      'PaymentTo pay on delivery',
    );
    expect(screen.queryByRole('button', { name: 'Mark transfer received' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Mark cash collected' }));
    const ask = screen.getByRole('alertdialog', { name: 'Mark the payment received?' });
    expect(ask).toHaveTextContent('What reached the shop in cash on delivery for order #12?');
    const amount = within(ask).getByLabelText('Amount received (₦)');
    await userEvent.clear(amount);
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, mark cash collected' }));
    expect(await within(ask).findByText('The amount is required.')).toBeInTheDocument();
    await userEvent.type(amount, '15000');
    expect(within(ask).getByRole('status')).toHaveTextContent(
      '₦750.00 short: the order still has ₦750.00 to pay.',
    );
    await userEvent.click(within(ask).getByRole('button', { name: 'Yes, mark cash collected' }));
    expect(
      await within(screen.getByRole('region', { name: 'Order' })).findByText('Cash collected'),
    ).toBeInTheDocument();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items).toHaveTextContent('Paid₦15,000.00');
    expect(items).toHaveTextContent('Still to pay₦750.00');
    // Something is still due: the rider may collect the rest.
    expect(screen.getByRole('button', { name: 'Mark cash collected' })).toBeInTheDocument();
    expect(posts).toEqual([{ amount: '15000' }]);
  });

  it('says when the cash collected is over the amount due, and shows it owed back', async () => {
    signInAs('staff');
    servePayable('pay_on_delivery', 'Cash collected ₦16,000.00.');
    renderRoutes(routes, '/admin/orders/12');
    await userEvent.click(await screen.findByRole('button', { name: 'Mark cash collected' }));
    const amount = screen.getByLabelText('Amount received (₦)');
    await userEvent.clear(amount);
    await userEvent.type(amount, '16000');
    expect(screen.getByRole('status')).toHaveTextContent(
      '₦250.00 over: the shop owes the shopper ₦250.00 back.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Yes, mark cash collected' }));
    expect(await screen.findByText('To give back')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Items' })).toHaveTextContent('To give back₦250.00');
    expect(screen.queryByRole('button', { name: 'Mark cash collected' })).not.toBeInTheDocument();
  });

  it('offers no payment button for a card order: Paystack marks it', async () => {
    openOrder('owner', orderDetail(12, { payment_method: 'cards', payment_status: 'awaiting_payment' }));
    await screen.findByRole('region', { name: 'Actions' });
    expect(
      screen.queryByRole('button', { name: /Mark (transfer received|cash collected)/ }),
    ).not.toBeInTheDocument();
  });

  it('shows each card payment attempt, flags a refund due and an amount that did not match, and test payments', async () => {
    signInAs('staff');
    const attempt = {
      amount: '15750.00',
      paid_currency: 'NGN',
      created_at: at(5, 15, 7),
      settled_at: at(5, 15, 9),
    };
    serveOrder(
      orderDetail(12, {
        status: 'cancelled',
        payment_method: 'cards',
        payment_status: 'paid',
        next_statuses: [],
        payment_attempts: [
          {
            ...attempt,
            reference: 'oko-12-aaaa',
            status: 'mismatch',
            gateway_response: 'Approved',
            paid_amount: '1.00',
            test_mode: false,
          },
          {
            ...attempt,
            reference: 'oko-12-bbbb',
            status: 'refund_due',
            gateway_response: 'Approved',
            paid_amount: '15750.00',
            test_mode: true,
          },
          {
            ...attempt,
            reference: 'oko-12-cccc',
            status: 'open',
            gateway_response: null,
            paid_amount: null,
            paid_currency: null,
            test_mode: false,
            settled_at: null,
          },
        ],
      }),
    );
    renderRoutes(routes, '/admin/orders/12');

    const payments = await screen.findByRole('region', { name: 'Card payments' });
    expect(payments).toHaveTextContent(
      'Refund due: card money arrived that this order does not keep (it was cancelled, or paid twice).',
    );
    const attempts = within(payments).getAllByRole('listitem');
    expect(attempts.map((item) => item.textContent)).toEqual([
      'Amount did not match₦15,750.00oko-12-aaaaPaystack reported NGN ₦1.00Paystack: Approved' +
        'Started 5th Jan 2026 - 3:07 pm · settled 5th Jan 2026 - 3:09 pm',
      'Refund dueTest payment₦15,750.00oko-12-bbbbPaystack reported NGN ₦15,750.00Paystack: Approved' +
        'Started 5th Jan 2026 - 3:07 pm · settled 5th Jan 2026 - 3:09 pm',
      'Not completed yet₦15,750.00oko-12-ccccStarted 5th Jan 2026 - 3:07 pm',
    ]);
  });

  it('shows the refunds; the owner marks a bank transfer refund sent, staff are told the owner does', async () => {
    const refund = {
      id: 4,
      amount: '15750.00',
      status: 'pending' as const,
      method: 'bank_transfer' as const,
      reason: 'cancelled' as const,
      test_mode: false,
      failure: null,
      needs_look: false,
      created_at: at(6, 9, 30),
      settled_at: null,
      way: 'bank_account' as const,
      send_to: null,
      sending: false,
      can_retry: false,
    };
    const cancelled = orderDetail(12, {
      status: 'cancelled',
      payment_method: 'bank_transfer',
      payment_status: 'paid',
      next_statuses: [],
      refunds: [refund],
    });
    serveOrder(cancelled);
    const sent: string[] = [];
    server.use(
      http.post(`${API}/admin/orders/12/refunds/4/sent`, ({ request }) => {
        sent.push(request.url);
        return HttpResponse.json({
          data: {
            ...cancelled,
            payment_status: 'refunded',
            refunds: [{ ...refund, status: 'processed', settled_at: at(6, 10, 0) }],
          },
          message: 'Refund marked as sent.',
        });
      }),
    );
    signInAs('staff');
    const { unmount } = renderRoutes(routes, '/admin/orders/12');
    const forStaff = await screen.findByRole('region', { name: 'Refunds' });
    expect(forStaff).toHaveTextContent(
      'Refund pending₦15,750.00Order cancelled · to the shopper’s bank account, through Paystack',
    );
    expect(forStaff).toHaveTextContent('The owner sends this transfer and marks it sent.');
    expect(within(forStaff).queryByRole('button')).not.toBeInTheDocument();
    unmount();

    signInAs('owner');
    renderRoutes(routes, '/admin/orders/12');
    const refunds = await screen.findByRole('region', { name: 'Refunds' });
    await userEvent.click(within(refunds).getByRole('button', { name: 'Mark transfer sent' }));
    await waitFor(() => expect(refunds).toHaveTextContent('Refunded₦15,750.00'));
    expect(sent).toHaveLength(1);
    expect(within(refunds).queryByRole('button')).not.toBeInTheDocument();
  });

  it('flags a card refund sent without an answer from Paystack as needing a look, and says why', async () => {
    signInAs('owner');
    const refund = {
      amount: '2000.00',
      status: 'pending' as const,
      method: 'cards' as const,
      reason: 'packing' as const,
      test_mode: false,
      failure: null,
      created_at: at(6, 9, 30),
      settled_at: null,
      way: 'card' as const,
      send_to: null,
      sending: false,
      can_retry: false,
    };
    serveOrder(
      orderDetail(12, {
        payment_method: 'cards',
        payment_status: 'paid',
        refunds: [
          { ...refund, id: 4, way: 'card', needs_look: true },
          { ...refund, id: 5, way: 'card', needs_look: false },
        ],
      }),
    );
    renderRoutes(routes, '/admin/orders/12');
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' })).getAllByRole('listitem');
    expect(refunds[0]).toHaveTextContent(
      'Refund pendingNeeds a look₦2,000.00Changed at packing · to the card, through Paystack' +
        'Sent to Paystack without an answer: waiting for Paystack’s list to show it before sending again. ' +
        'Check Paystack’s dashboard if it stays.',
    );
    expect(refunds[1]).not.toHaveTextContent('Needs a look');
  });

  it('shows no card payments for an order not paid by card', async () => {
    openOrder('owner', orderDetail(12));
    await screen.findByRole('region', { name: 'Actions' });
    expect(screen.queryByRole('region', { name: 'Card payments' })).not.toBeInTheDocument();
  });

  it('says so for an order that does not exist', async () => {
    signInAs('owner');
    server.use(
      http.get(`${API}/admin/orders/99`, () =>
        HttpResponse.json({ message: 'Order not found' }, { status: 404 }),
      ),
    );
    renderRoutes(routes, '/admin/orders/99');
    expect(await screen.findByRole('heading', { level: 1, name: 'Order not found' })).toBeInTheDocument();
    expectConsoleError('Order not found');
  });
});

describe('packing slip (/admin/orders/{id}/packing-slip)', () => {
  /** Staff on the order's packing slip: answers the slip. */
  async function openSlip(order: AdminOrderDetail) {
    signInAs('staff');
    server.use(http.get(`${API}/admin/orders/${order.id}`, () => HttpResponse.json({ data: order })));
    renderRoutes(routes, `/admin/orders/${order.id}/packing-slip`);
    return screen.findByRole('article', { name: `Packing slip for order #${order.id}` });
  }

  it('prints the address, the lines and the cash to collect, without the shop around it', async () => {
    const slip = await openSlip(orderDetail(12));
    expect(within(slip).getByRole('heading', { level: 1 })).toHaveTextContent('Packing slip · Order #12');
    expect(slip).toHaveTextContent(
      'Deliver toAdaeze Okafor14 Awolowo Avenue, Ibadan, Oyo (near Bodija Market)',
    );
    expect(slip).toHaveTextContent('Phone+234 803 123 4567');
    expect(slip).toHaveTextContent('Collect ₦15,750.00');
    expect(slip).toHaveTextContent('Ofada Rice25 kg at ₦10,000.001₦10,000.00');
    expect(screen.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    // The Print button and the way back stay off the paper: print styles are classes, which no role shows.
    // eslint-disable-next-line testing-library/no-node-access
    expect(within(slip).getByRole('button', { name: 'Print' }).closest('.print\\:hidden')).not.toBeNull();
  });

  it('names the pick-up point instead of a home address, and says whether a transfer is in (issues 43)', async () => {
    const hub = {
      name: 'Ikeja hub',
      address: '14 Oba Akran Avenue, Ikeja, Lagos',
      opening_hours: 'Mon–Sat 10:00–18:00',
    };
    const slip = await openSlip(orderDetail(12, { payment_method: 'bank_transfer', pickup_point: hub }));
    expect(slip).toHaveTextContent('Collected byAdaeze Okafor');
    expect(slip).toHaveTextContent('Ikeja hub14 Oba Akran Avenue, Ikeja, LagosOpen Mon–Sat 10:00–18:00');
    expect(slip).not.toHaveTextContent('Deliver to');
    expect(slip).not.toHaveTextContent('Awolowo');
    expect(slip).toHaveTextContent('NOT PAID: do not hand over');
  });

  it('says "Transfer received" on a paid bank transfer’s slip (issue 43)', async () => {
    const slip = await openSlip(orderDetail(13, { payment_method: 'bank_transfer', payment_status: 'paid' }));
    expect(slip).toHaveTextContent('Transfer received');
    expect(slip).not.toHaveTextContent('NOT PAID');
  });

  it('says so when the shopper gave no phone', async () => {
    const slip = await openSlip(orderDetail(12, { phone: null }));
    expect(slip).toHaveTextContent('PhoneNo phone given');
  });

  it('is the 404 page for a shopper', async () => {
    signInAs('shopper');
    renderRoutes(routes, '/admin/orders/12/packing-slip');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});

describe('pick list (/admin/pick-list)', () => {
  it('gives each unit’s total to gather, then every confirmed order’s slip', async () => {
    signInAs('staff');
    const orders = [
      orderDetail(12, { status: 'confirmed' }),
      orderDetail(14, { status: 'confirmed', payment_method: 'bank_transfer' }),
    ];
    server.use(
      http.get(`${API}/admin/pick-list`, () =>
        HttpResponse.json({
          data: {
            orders,
            lines: [
              {
                product_unit_id: 21,
                product_name: 'Ofada Rice',
                unit_label: '25 kg',
                quantity: 2,
                orders_count: 2,
              },
              {
                product_unit_id: 11,
                product_name: 'White Yam',
                unit_label: '1 tuber',
                quantity: 4,
                orders_count: 2,
              },
            ],
          },
        }),
      ),
    );
    renderRoutes(routes, '/admin/pick-list');

    const pick = await screen.findByRole('region', { name: 'Pick list' });
    expect(within(pick).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Pick list · 2 confirmed orders',
    );
    const rows = within(pick).getAllByRole('row').slice(1);
    expect(rows.map((row) => cellTexts(row))).toEqual([
      ['Ofada Rice', '25 kg', '2', '2'],
      ['White Yam', '1 tuber', '4', '2'],
    ]);
    expect(screen.getByRole('article', { name: 'Packing slip for order #12' })).toHaveTextContent(
      'Collect ₦15,750.00',
    );
    const transfer = screen.getByRole('article', { name: 'Packing slip for order #14' });
    expect(transfer).not.toHaveTextContent('Collect');
    // One Print for the whole batch, left off the paper.
    expect(screen.getAllByRole('button', { name: 'Print' })).toHaveLength(1);
  });
});
