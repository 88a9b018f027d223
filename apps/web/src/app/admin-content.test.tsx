import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import type { AdminDeliveryChannel } from '@oko/shared/schemas/admin-delivery';
import { type AdminPickupPoint, CONTENT_MESSAGES, type Page } from '@oko/shared/schemas/content';
import { API, shopSettings, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's pick-up points and pages (decision 018), the admin API answered here (the back office is not mocked).

const channels: AdminDeliveryChannel[] = [
  {
    id: 1,
    name: 'Standard Delivery',
    description: '',
    fee: '1500.00',
    active: true,
    zones: [],
    schedule: [],
  },
  {
    id: 4,
    name: 'Pick-up at our Ikeja hub',
    description: '',
    fee: '0.00',
    active: true,
    zones: [],
    schedule: [],
  },
];

describe('pick-up points (/admin/pickup-points)', () => {
  it('adds a point with its channel, says what is missing, and removes one', async () => {
    signInAs('owner');
    let points: AdminPickupPoint[] = [
      {
        id: 1,
        name: 'Ikeja hub',
        address: '14 Oba Akran Avenue, Ikeja, Lagos',
        opening_hours: 'Monday to Saturday, 9:00 to 18:00',
        delivery_channel_id: 4,
        delivery_channel_name: 'Pick-up at our Ikeja hub',
        active: true,
      },
    ];
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: channels })),
      http.get(`${API}/admin/pickup-points`, () => HttpResponse.json({ data: points })),
      http.post(`${API}/admin/pickup-points`, async ({ request }) => {
        const body = (await request.json()) as AdminPickupPoint;
        bodies.push(body);
        const added = { ...body, id: 2, delivery_channel_name: 'Pick-up at our Ikeja hub' };
        points = [...points, added];
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
      http.delete(`${API}/admin/pickup-points/1`, () => {
        const [removed] = points;
        points = points.slice(1);
        return HttpResponse.json({ data: removed });
      }),
    );
    renderRoutes(routes, '/admin/pickup-points');

    const form = within(await screen.findByRole('form', { name: 'New pick-up point' }));
    await userEvent.click(form.getByRole('button', { name: 'Add pick-up point' }));
    expect(await form.findByText(CONTENT_MESSAGES.nameRequired)).toBeInTheDocument();
    expect(form.getByText(CONTENT_MESSAGES.addressRequired)).toBeInTheDocument();
    expect(form.getByText(CONTENT_MESSAGES.hoursRequired)).toBeInTheDocument();
    expect(bodies).toEqual([]);

    // The fee-free channel is offered first.
    expect(form.getByRole('combobox', { name: 'Delivery channel' })).toHaveDisplayValue(
      'Pick-up at our Ikeja hub',
    );
    await userEvent.type(form.getByRole('textbox', { name: 'Name' }), 'Yaba stall');
    await userEvent.type(form.getByRole('textbox', { name: 'Address' }), 'Stall 12, Yaba Market');
    await userEvent.type(form.getByRole('textbox', { name: 'Opening hours' }), 'Fridays, 8:00 to 14:00');
    await userEvent.click(form.getByRole('button', { name: 'Add pick-up point' }));
    expect(await screen.findByRole('form', { name: 'Edit Yaba stall' })).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        name: 'Yaba stall',
        address: 'Stall 12, Yaba Market',
        opening_hours: 'Fridays, 8:00 to 14:00',
        delivery_channel_id: 4,
        active: true,
      },
    ]);

    const ikeja = within(screen.getByRole('form', { name: 'Edit Ikeja hub' }));
    await userEvent.click(ikeja.getByRole('button', { name: 'Remove' }));
    await userEvent.click(ikeja.getByRole('button', { name: 'Yes, remove' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'Edit Ikeja hub' })).toBeNull());
  });
});

describe('pages (/admin/pages)', () => {
  it('edits the Terms in Markdown with a preview that shows HTML as text', async () => {
    signInAs('owner');
    const pages: Page[] = (['about', 'privacy', 'terms'] as const).map((slug) => ({
      slug,
      title: slug,
      body: `The ${slug} text.`,
      updated_at: '2026-11-24T00:00:00.000Z',
    }));
    const saved: unknown[] = [];
    server.use(
      http.get(`${API}/admin/pages`, () => HttpResponse.json({ data: pages })),
      http.get(`${API}/admin/settings`, () => HttpResponse.json({ data: shopSettings })),
      http.put(`${API}/admin/pages/terms`, async ({ request }) => {
        saved.push(await request.json());
        return HttpResponse.json({ data: pages[2] });
      }),
    );
    renderRoutes(routes, '/admin/pages');

    await userEvent.click(await screen.findByRole('button', { name: 'Terms & Conditions' }));
    const text = await screen.findByRole('textbox', { name: 'Text (Markdown)' });
    expect(text).toHaveValue('The terms text.');
    await userEvent.clear(text);
    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    expect(await screen.findByText(CONTENT_MESSAGES.bodyRequired)).toBeInTheDocument();

    await userEvent.type(text, '## Refunds{enter}{enter}Write to {{{{site_email}}. <script>x</script>');
    await userEvent.click(screen.getByRole('tab', { name: 'Preview' }));
    const preview = screen.getByLabelText('Preview');
    expect(within(preview).getByRole('heading', { level: 2, name: 'Refunds' })).toBeInTheDocument();
    expect(preview).toHaveTextContent('Write to hello@okofarm.ng. <script>x</script>');
    // eslint-disable-next-line testing-library/no-node-access -- no role names a script element
    expect(preview.querySelector('script')).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Save page' }));
    await waitFor(() =>
      expect(saved).toEqual([{ body: '## Refunds\n\nWrite to {{site_email}}. <script>x</script>' }]),
    );
  });
});
