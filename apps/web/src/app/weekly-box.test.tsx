import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { Product } from '@oko/shared/schemas/catalog';
import type { StandingOrder } from '@oko/shared/schemas/standing-order';
import { createQueryClient } from '@/lib/query-client';
import { demoShopper, mockApi, signInDemoShopper } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { orderDetailFixture, standingOrderFixture } from '@/testing/orders';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The weekly box for the shopper (issue 40, decision 048): "Repeat this order every week" on a placed order's
// page, and My weekly orders with its next deliveries, when changes close, skip and quantities.

const API = '/api/v1';

function renderApp(url: string) {
  const { element: app } = memoryRouter(routes, url);
  render(<QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>);
}

const run = (id: number, day: number, state: StandingOrder['next_runs'][number]['state'] = 'upcoming') => ({
  delivery_window: {
    id,
    starts_at: `2099-12-${day}T09:00:00+01:00`,
    ends_at: `2099-12-${day}T13:00:00+01:00`,
    cutoff_at: `2099-12-${day - 1}T18:00:00+01:00`,
  },
  state,
  changes_close_at: `2099-12-${day - 2}T18:00:00+01:00`,
});

const standing = standingOrderFixture({ next_runs: [run(11, 12), run(12, 19), run(13, 26)] });

describe('the weekly box', () => {
  it('repeats a placed order every two weeks from its page, sending the order and the rhythm', async () => {
    signInDemoShopper();
    mockApi.state.orders.push({
      userId: demoShopper().id,
      detail: orderDetailFixture(41, {
        delivery_window: {
          id: 9,
          starts_at: '2099-12-05T09:00:00+01:00',
          ends_at: '2099-12-05T13:00:00+01:00',
        },
      }),
      history: [{ status: 'pending', at: '2099-12-01T10:00:00+01:00' }],
    });
    const bodies: unknown[] = [];
    server.use(
      http.post(`${API}/standing-orders`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json(
          { data: standing, message: 'Your weekly order is set up.' },
          { status: 201 },
        );
      }),
    );
    renderApp('/users/orders/41');
    const section = await screen.findByRole('region', { name: 'Repeat this order every week' });
    expect(section).toHaveTextContent('Sat at 9:00');
    await userEvent.selectOptions(within(section).getByLabelText('How often'), 'Every two weeks');
    await userEvent.click(within(section).getByRole('button', { name: 'Repeat this order' }));
    expect(await within(section).findByRole('link', { name: 'See My weekly orders' })).toHaveAttribute(
      'href',
      '/users/weekly-orders',
    );
    expect(bodies).toEqual([{ from_order_id: 41, every_weeks: 2 }]);
  });

  it('lists a weekly order with when changes close; skips a delivery and changes a quantity', async () => {
    signInDemoShopper();
    const skips: unknown[] = [];
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/standing-orders`, () => HttpResponse.json({ data: [standing] })),
      http.post(`${API}/standing-orders/7/skip`, async ({ request }) => {
        skips.push(await request.json());
        return HttpResponse.json({ data: standing, message: 'That delivery is skipped.' });
      }),
      http.patch(`${API}/standing-orders/7`, async ({ request }) => {
        patches.push(await request.json());
        return HttpResponse.json({ data: standing, message: 'Your weekly order is changed.' });
      }),
    );
    renderApp('/users/weekly-orders');
    const order = await screen.findByRole('article', { name: 'Weekly order: Every Saturday, 09:00' });
    expect(order).toHaveTextContent('Next: Sat 12 Dec, 9:00–13:00. Changes close Thu 10 Dec, 18:00');
    const skip = within(order).getByRole('form', { name: 'Skip a delivery' });
    await userEvent.selectOptions(within(skip).getByLabelText('Skip a delivery'), 'Sat 19 Dec, 9:00–13:00');
    await userEvent.click(within(skip).getByRole('button', { name: 'Skip it' }));
    await waitFor(() => expect(skips).toHaveLength(1));
    expect(skips).toEqual([{ delivery_window_id: 12 }]);

    const items = within(order).getByRole('form', { name: 'Items' });
    const quantity = within(items).getByLabelText('Quantity of Tomatoes, 1 kg');
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '3');
    await userEvent.click(within(items).getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches).toEqual([{ lines: [{ product_unit_id: 3, quantity: 3, if_unavailable: 'refund' }] }]);
  });

  it('adds a product the shop’s search finds; saved, it is among the items from the next box', async () => {
    signInDemoShopper();
    const ugu: Product = {
      id: 20,
      name: 'Ugu (Fluted Pumpkin Leaves)',
      slug: 'ugu',
      description: '',
      image_url: '/media/ugu.svg',
      category: { id: 1, name: 'Vegetables', slug: 'vegetables' },
      product_units: [
        {
          id: 31,
          product_id: 20,
          unit_number: 1,
          unit: { name: 'Bunch', symbol: 'bunch' },
          price_per_unit: '800.00',
          available_quantity: 12,
          weight: null,
        },
        {
          id: 3,
          product_id: 20,
          unit_number: 1,
          unit: { name: 'Kilogram', symbol: 'kg' },
          price_per_unit: '1500.00',
          available_quantity: 4,
          weight: null,
        },
      ],
      created_at: '2099-01-01T00:00:00+01:00',
    };
    let saved = standing;
    const searches: unknown[] = [];
    const patches: unknown[] = [];
    server.use(
      http.get(`${API}/standing-orders`, () => HttpResponse.json({ data: [saved] })),
      http.post(`${API}/products/search`, async ({ request }) => {
        searches.push(await request.json());
        return HttpResponse.json({
          data: [ugu],
          meta: { current_page: 1, last_page: 1, per_page: 24, total: 1 },
        });
      }),
      http.patch(`${API}/standing-orders/7`, async ({ request }) => {
        patches.push(await request.json());
        saved = {
          ...standing,
          lines: [
            ...standing.lines,
            {
              product_unit_id: 31,
              product_name: ugu.name,
              unit_label: '1 bunch',
              quantity: 2,
              if_unavailable: 'refund',
            },
          ],
        };
        return HttpResponse.json({ data: saved, message: 'Your weekly order is changed.' });
      }),
    );
    renderApp('/users/weekly-orders');
    const order = await screen.findByRole('article', { name: 'Weekly order: Every Saturday, 09:00' });
    const find = within(order).getByRole('form', { name: 'Find a product' });
    // Fewer than 3 letters: the search's own rule, nothing asked.
    await userEvent.type(within(find).getByLabelText('Product'), 'ug');
    await userEvent.click(within(find).getByRole('button', { name: 'Find' }));
    expect(searches).toEqual([]);
    await userEvent.type(within(find).getByLabelText('Product'), 'wu');
    await userEvent.click(within(find).getByRole('button', { name: 'Find' }));
    const found = await within(order).findByRole('list', { name: 'Products found' });
    expect(searches).toEqual([{ keyword: 'ugwu' }]);
    expect(found).toHaveTextContent('Ugu (Fluted Pumpkin Leaves), 1 bunch · ₦800.00');
    // The unit already in the box (id 3) is not offered again.
    expect(found).toHaveTextContent('Ugu (Fluted Pumpkin Leaves), 1 kg · ₦1,500.00In your box');
    await userEvent.click(
      within(found).getByRole('button', { name: 'Add Ugu (Fluted Pumpkin Leaves), 1 bunch' }),
    );
    expect(within(order).getByRole('status')).toHaveTextContent(
      'Ugu (Fluted Pumpkin Leaves), 1 bunch is among the items above: save the items to keep it.',
    );

    const items = within(order).getByRole('form', { name: 'Items' });
    const quantity = within(items).getByLabelText('Quantity of Ugu (Fluted Pumpkin Leaves), 1 bunch');
    expect(quantity).toHaveValue(1);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '2');
    await userEvent.click(within(items).getByRole('button', { name: 'Save items' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches).toEqual([
      {
        lines: [
          { product_unit_id: 3, quantity: 2, if_unavailable: 'refund' },
          { product_unit_id: 31, quantity: 2, if_unavailable: 'refund' },
        ],
      },
    ]);
    expect(
      await within(order).findByLabelText('Quantity of Ugu (Fluted Pumpkin Leaves), 1 bunch'),
    ).toHaveValue(2);
  });
});
