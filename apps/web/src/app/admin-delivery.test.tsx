import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AdminDeliveryChannel } from '@oko/shared/schemas/admin-delivery';
import { API, signInAs } from '@/testing/admin-api';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's delivery channels (issue 13): name, fee in naira, offered or not.

describe('delivery channels (/admin/delivery)', () => {
  it('changes a fee, hides a channel and adds one, fees in naira as typed', async () => {
    signInAs('owner');
    let channels: AdminDeliveryChannel[] = [
      {
        id: 1,
        name: 'Standard Delivery',
        description: '3-5 days',
        fee: '1500.00',
        active: true,
        zones: [],
        schedule: [],
      },
    ];
    const calls: { method: string; path: string; body: unknown }[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: channels })),
      http.patch(`${API}/admin/delivery-channels/1`, async ({ request }) => {
        const body = (await request.json()) as { fee: string; active: boolean };
        calls.push({ method: 'PATCH', path: new URL(request.url).pathname, body });
        channels = [{ ...channels[0]!, fee: Number(body.fee).toFixed(2), active: body.active }];
        return HttpResponse.json({ data: channels[0] });
      }),
      http.post(`${API}/admin/delivery-channels`, async ({ request }) => {
        const body = (await request.json()) as { name: string; fee: string };
        calls.push({ method: 'POST', path: new URL(request.url).pathname, body });
        const added = {
          id: 2,
          name: body.name,
          description: '',
          fee: '0.00',
          active: true,
          zones: [],
          schedule: [],
        };
        channels = [...channels, added];
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    const standard = within(await screen.findByRole('form', { name: 'Edit Standard Delivery' }));
    expect(standard.getByRole('textbox', { name: 'Fee (₦)' })).toHaveValue('1500.00');
    await userEvent.clear(standard.getByRole('textbox', { name: 'Fee (₦)' }));
    await userEvent.type(standard.getByRole('textbox', { name: 'Fee (₦)' }), '1750.5');
    await userEvent.click(standard.getByRole('checkbox', { name: 'Offered at checkout' }));
    await userEvent.click(standard.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(standard.getByRole('textbox', { name: 'Fee (₦)' })).toHaveValue('1750.50'));

    const added = within(screen.getByRole('form', { name: 'New delivery channel' }));
    await userEvent.click(added.getByRole('button', { name: 'Add channel' }));
    expect(await added.findByText(ADMIN_MESSAGES.nameRequired)).toBeInTheDocument();
    await userEvent.type(added.getByRole('textbox', { name: 'Name' }), 'Pick-up at the farm');
    await userEvent.type(added.getByRole('textbox', { name: 'Fee (₦)' }), '0');
    await userEvent.click(added.getByRole('button', { name: 'Add channel' }));
    expect(await screen.findByRole('form', { name: 'Edit Pick-up at the farm' })).toBeInTheDocument();

    expect(calls).toEqual([
      {
        method: 'PATCH',
        path: '/api/v1/admin/delivery-channels/1',
        body: { name: 'Standard Delivery', description: '3-5 days', fee: '1750.5', active: false },
      },
      {
        method: 'POST',
        path: '/api/v1/admin/delivery-channels',
        body: { name: 'Pick-up at the farm', description: '', fee: '0', active: true },
      },
    ]);
  });
});
