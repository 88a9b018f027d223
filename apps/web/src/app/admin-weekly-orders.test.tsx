import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminStandingOrder, StandingForecastDay } from '@oko/shared/schemas/standing-order';
import { API, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { standingOrderFixture } from '@/testing/orders';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The back office's weekly orders (issue 40): the next days' boxes and what they take, then every standing order.

const forecast: StandingForecastDay[] = [
  { day: '2026-12-04', boxes: 0, units: [] },
  {
    day: '2026-12-05',
    boxes: 2,
    units: [{ product_unit_id: 3, product_name: 'Tomatoes', unit_label: '1 kg', quantity: 5 }],
  },
];

const standing: AdminStandingOrder = {
  ...standingOrderFixture({
    delivery_channel_id: 1,
    next_runs: [
      {
        delivery_window: {
          id: 11,
          starts_at: '2026-12-05T09:00:00+01:00',
          ends_at: '2026-12-05T13:00:00+01:00',
          cutoff_at: '2026-12-04T18:00:00+01:00',
        },
        state: 'placed',
        order_id: 40,
        changes_close_at: '2026-12-03T18:00:00+01:00',
      },
    ],
    created_at: '2026-12-01T10:00:00+01:00',
  }),
  shopper: { id: 2, name: 'Amaka', email: 'amaka@example.ng' },
};

describe('weekly orders (/admin/weekly-orders)', () => {
  it('shows staff the boxes of the next days and each standing order with its next run', async () => {
    signInAs('staff');
    server.use(
      http.get(`${API}/admin/standing-orders/forecast`, () => HttpResponse.json({ data: forecast })),
      http.get(`${API}/admin/standing-orders`, () => HttpResponse.json({ data: [standing] })),
    );
    renderRoutes(routes, '/admin/weekly-orders');
    expect(await screen.findByRole('heading', { level: 1, name: 'Weekly orders' })).toBeInTheDocument();
    const saturday = await screen.findByRole('listitem', { name: 'Sat 5 Dec' });
    expect(saturday).toHaveTextContent('Sat 5 Dec: 2 boxes');
    expect(saturday).toHaveTextContent('Tomatoes, 1 kg × 5');
    expect(screen.getByRole('listitem', { name: 'Fri 4 Dec' })).toHaveTextContent('Fri 4 Dec: 0 boxes');
    const amaka = await screen.findByRole('listitem', { name: 'Amaka (amaka@example.ng)' });
    expect(amaka).toHaveTextContent('Every Saturday, 09:00 · Saturday van');
    expect(amaka).toHaveTextContent('Tomatoes, 1 kg × 2');
    expect(within(amaka).getByText(/^Next:/)).toHaveTextContent('Next: Sat 5 Dec, 9:00–13:00 · Placed');
    expect(screen.getByRole('link', { name: 'Weekly orders' })).toBeInTheDocument();
  });

  it('pauses a standing order from its row', async () => {
    signInAs('staff');
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/standing-orders/forecast`, () => HttpResponse.json({ data: forecast })),
      http.get(`${API}/admin/standing-orders`, () => HttpResponse.json({ data: [standing] })),
      http.patch(`${API}/admin/standing-orders/7`, async ({ request }) => {
        bodies.push(await request.json());
        return HttpResponse.json({ data: { ...standing, status: 'paused' } });
      }),
    );
    renderRoutes(routes, '/admin/weekly-orders');
    const amaka = await screen.findByRole('listitem', { name: 'Amaka (amaka@example.ng)' });
    await userEvent.click(within(amaka).getByRole('button', { name: 'Pause' }));
    await waitFor(() => expect(bodies).toEqual([{ status: 'paused' }]));
  });

  it('runs the generator for the owner only after asking, says what it placed, and shows the list again', async () => {
    signInAs('owner');
    let runs = 0;
    let listReads = 0;
    server.use(
      http.get(`${API}/admin/standing-orders/forecast`, () => HttpResponse.json({ data: forecast })),
      http.get(`${API}/admin/standing-orders`, () => {
        listReads += 1;
        return HttpResponse.json({ data: [standing] });
      }),
      http.post(`${API}/admin/standing-orders/run`, () => {
        runs += 1;
        return HttpResponse.json({
          data:
            runs === 1
              ? { placed: 2, short: 1, missed: 0, failed: 0, skipped: 0, order_ids: [41, 42] }
              : { placed: 0, short: 0, missed: 0, failed: 0, skipped: 0, order_ids: [] },
        });
      }),
    );
    renderRoutes(routes, '/admin/weekly-orders');
    const card = await screen.findByRole('region', { name: 'Place the boxes now' });
    await screen.findByRole('listitem', { name: 'Amaka (amaka@example.ng)' });
    const readsBefore = listReads;

    await userEvent.click(within(card).getByRole('button', { name: 'Run now' }));
    const ask = within(card).getByRole('alertdialog', { name: 'Run the weekly orders now?' });
    await userEvent.click(within(ask).getByRole('button', { name: 'Not now' }));
    expect(runs).toBe(0);
    expect(within(card).queryByRole('alertdialog')).not.toBeInTheDocument();

    await userEvent.click(within(card).getByRole('button', { name: 'Run now' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, run now' }));
    const report = await within(card).findByRole('status');
    expect(report).toHaveTextContent('Placed 2: order #41, order #42 · Out of stock 1');
    expect(within(report).getByRole('link', { name: 'order #42' })).toHaveAttribute(
      'href',
      '/admin/orders/42',
    );
    expect(runs).toBe(1);
    await waitFor(() => expect(listReads).toBeGreaterThan(readsBefore));

    await userEvent.click(within(card).getByRole('button', { name: 'Run now' }));
    expect(within(card).queryByRole('status')).not.toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Yes, run now' }));
    expect(await within(card).findByRole('status')).toHaveTextContent(
      'Nothing was due: no box has reached its time.',
    );
  });

  it('offers staff no Run now: the run is the owner’s', async () => {
    signInAs('staff');
    server.use(
      http.get(`${API}/admin/standing-orders/forecast`, () => HttpResponse.json({ data: forecast })),
      http.get(`${API}/admin/standing-orders`, () => HttpResponse.json({ data: [standing] })),
    );
    renderRoutes(routes, '/admin/weekly-orders');
    await screen.findByRole('listitem', { name: 'Amaka (amaka@example.ng)' });
    expect(screen.queryByRole('button', { name: 'Run now' })).not.toBeInTheDocument();
  });
});
