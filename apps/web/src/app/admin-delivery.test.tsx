import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import { type AdminDeliveryChannel, DELIVERY_ADMIN_MESSAGES } from '@oko/shared/schemas/admin-delivery';
import { API, signInAs } from '@/testing/admin-api';
import { expectConsoleError } from '@/testing/console';
import { server } from '@/testing/mocks/server';
import { loadPagesBeforeAll, renderRoutes } from '@/testing/test-utils';
import { routes } from './routes';

loadPagesBeforeAll();

// The owner's delivery channels (issue 13): name, fee in naira, offered or not.

/** A channel with a weekly schedule: Tuesdays 9:00–13:00, orders close 15 hours before, 30 places. */
const express: AdminDeliveryChannel = {
  id: 1,
  name: 'Express',
  description: '',
  fee: '3500.00',
  active: true,
  zones: [],
  schedule: [{ weekday: 2, start_time: '09:00', end_time: '13:00', cutoff_hours: 15, capacity: 30 }],
};

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
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
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

  it('puts states in a zone by region, saves its fee, and closes a delivery window', async () => {
    signInAs('owner');
    let channel: AdminDeliveryChannel = express;
    let window = {
      id: 7,
      delivery_channel_id: 1,
      delivery_channel_name: 'Express',
      starts_at: '2026-12-01T09:00:00+01:00',
      ends_at: '2026-12-01T13:00:00+01:00',
      cutoff_at: '2026-11-30T18:00:00+01:00',
      capacity: 30,
      booked: 4,
      closed: false,
      from_schedule: true,
    };
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [channel] })),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [window] })),
      http.put(`${API}/admin/delivery-channels/1/zones`, async ({ request }) => {
        const body = (await request.json()) as {
          zones: { name: string; fee: string; state_ids: number[] }[];
        };
        bodies.push(body);
        channel = {
          ...channel,
          zones: body.zones.map((zone, i) => ({
            id: i + 1,
            name: zone.name,
            fee: zone.fee,
            state_ids: zone.state_ids,
            area_ids: [],
            areas: [],
          })),
        };
        return HttpResponse.json({ data: channel });
      }),
      http.patch(`${API}/admin/delivery-windows/7`, async ({ request }) => {
        const body = (await request.json()) as { closed: boolean };
        bodies.push(body);
        window = { ...window, closed: body.closed };
        return HttpResponse.json({ data: window });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    const zones = within(await screen.findByRole('form', { name: 'Zones of Express' }));
    expect(zones.getByText('No zones: delivers to every state at ₦3500.00.')).toBeInTheDocument();
    await userEvent.click(zones.getByRole('button', { name: 'Add zone' }));
    await userEvent.type(zones.getByRole('textbox', { name: 'Zone name' }), 'South West');
    await userEvent.clear(zones.getByRole('textbox', { name: 'Zone fee (₦)' }));
    await userEvent.type(zones.getByRole('textbox', { name: 'Zone fee (₦)' }), '2000');
    await userEvent.click(zones.getByText(/^South West \(0\/6\)$/));
    await userEvent.click(await zones.findByRole('checkbox', { name: 'All of South West' }));
    expect(zones.getByText('States (6)')).toBeInTheDocument();
    await userEvent.click(zones.getByRole('button', { name: 'Save zones' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    const saved = bodies[0] as { zones: { name: string; fee: string; state_ids: number[] }[] };
    expect(saved.zones[0]).toMatchObject({ name: 'South West', fee: '2000' });
    expect(saved.zones[0]!.state_ids).toHaveLength(6);

    const row = within(await screen.findByRole('listitem', { name: 'Express, Tue 1 Dec, 9:00–13:00' }));
    expect(row.getByText('4/30 booked')).toBeInTheDocument();
    await userEvent.click(row.getByRole('button', { name: 'Close' }));
    expect(await row.findByText('Closed · 4/30 booked')).toBeInTheDocument();
    expect(bodies[1]).toEqual({ closed: true });
    expect(row.getByRole('button', { name: 'Reopen' })).toBeInTheDocument();
  });
});

describe('the zones and schedule editors check with the shared schema before sending (issue 37)', () => {
  it('says a zone needs a state or an area, and a window must end after it starts, sending nothing', async () => {
    signInAs('owner');
    const sent: unknown[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [express] })),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/admin/delivery-channels/1/:part`, async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ data: express });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    const zones = within(await screen.findByRole('form', { name: 'Zones of Express' }));
    await userEvent.click(zones.getByRole('button', { name: 'Add zone' }));
    await userEvent.type(zones.getByRole('textbox', { name: 'Zone name' }), 'North');
    await userEvent.click(zones.getByRole('button', { name: 'Save zones' }));
    expect(await zones.findByText(DELIVERY_ADMIN_MESSAGES.zoneStatesRequired)).toBeInTheDocument();

    const schedule = within(screen.getByRole('form', { name: 'Weekly schedule of Express' }));
    const tuesday = within(schedule.getByRole('group', { name: 'Tuesday' }));
    await userEvent.clear(tuesday.getByLabelText('To'));
    await userEvent.type(tuesday.getByLabelText('To'), '08:00');
    await userEvent.click(schedule.getByRole('button', { name: 'Save schedule' }));
    expect(await tuesday.findByText(DELIVERY_ADMIN_MESSAGES.endAfterStart)).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal of a zone under its states", async () => {
    signInAs('owner');
    const twice = DELIVERY_ADMIN_MESSAGES.stateInTwoZones('Lagos');
    server.use(
      http.get(`${API}/admin/delivery-channels`, () =>
        HttpResponse.json({
          data: [
            {
              ...express,
              zones: [{ id: 1, name: 'Lagos', fee: '1500.00', state_ids: [25], area_ids: [], areas: [] }],
            },
          ],
        }),
      ),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/admin/delivery-channels/1/zones`, () =>
        HttpResponse.json({ message: twice, errors: { 'zones.0.state_ids': [twice] } }, { status: 422 }),
      ),
    );
    renderRoutes(routes, '/admin/delivery');

    const zones = within(await screen.findByRole('form', { name: 'Zones of Express' }));
    await userEvent.click(zones.getByRole('button', { name: 'Save zones' }));
    const lagos = within(zones.getByRole('group', { name: 'Lagos' }));
    expect(await lagos.findByText(twice)).toBeInTheDocument();
    expectConsoleError(twice);
  });
});

describe('delivery zones by area (/admin/delivery, issue 42)', () => {
  it("lists a state's areas under it, adds one to the Island zone and saves the zones' areas and states", async () => {
    signInAs('owner');
    const countries = (await (await fetch(`${API}/countries`)).json()) as { data: { id: number }[] };
    const listed = (await (await fetch(`${API}/states?country_id=${countries.data[0]!.id}`)).json()) as {
      data: { id: number; name: string }[];
    };
    const lagos = listed.data.find((state) => state.name === 'Lagos')!.id;
    const area = (id: number, name: string) => ({ id, name, state_id: lagos });
    const lagosAreas = [
      area(501, 'Eti-Osa'),
      area(502, 'Ibeju-Lekki'),
      area(503, 'Ikeja'),
      area(504, 'Lagos Island'),
    ];
    let channel: AdminDeliveryChannel = {
      ...express,
      zones: [
        {
          id: 1,
          name: 'Lagos Island',
          fee: '3000.00',
          state_ids: [],
          area_ids: [501],
          areas: [lagosAreas[0]!],
        },
        { id: 2, name: 'Lagos Mainland', fee: '1500.00', state_ids: [lagos], area_ids: [], areas: [] },
      ],
    };
    const bodies: { zones: { name: string; fee: string; state_ids: number[]; area_ids: number[] }[] }[] = [];
    const asked: string[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [channel] })),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
      http.get(`${API}/states/:stateId/areas`, ({ params }) => {
        asked.push(String(params.stateId));
        return HttpResponse.json({ data: String(params.stateId) === String(lagos) ? lagosAreas : [] });
      }),
      http.put(`${API}/admin/delivery-channels/1/zones`, async ({ request }) => {
        const body = (await request.json()) as (typeof bodies)[number];
        bodies.push(body);
        channel = {
          ...channel,
          zones: body.zones.map((zone, i) => ({
            id: i + 1,
            ...zone,
            areas: lagosAreas.filter(({ id }) => zone.area_ids.includes(id)),
          })),
        };
        return HttpResponse.json({ data: channel });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    const zones = within(await screen.findByRole('form', { name: 'Zones of Express' }));
    const island = within(zones.getByRole('group', { name: 'Lagos Island' }));
    const mainland = within(zones.getByRole('group', { name: 'Lagos Mainland' }));
    // Folded: the chosen areas by name; the Mainland zone names none. Nothing is asked until a zone has a state.
    expect(island.getByText('Areas (1): Eti-Osa')).toBeInTheDocument();
    expect(mainland.getByText('Areas (0)')).toBeInTheDocument();
    await userEvent.click(island.getByText('Areas (1): Eti-Osa'));
    // The zone's state is chosen already: its areas are listed under it, the zone's ticked.
    expect(island.getByRole('combobox', { name: 'State' })).toHaveValue(String(lagos));
    const list = within(await island.findByRole('group', { name: 'Areas of Lagos' }));
    expect(list.getAllByRole('checkbox').map((box) => box.parentElement?.textContent)).toEqual([
      'Eti-Osa',
      'Ibeju-Lekki',
      'Ikeja',
      'Lagos Island',
    ]);
    expect(list.getByRole('checkbox', { name: 'Eti-Osa' })).toBeChecked();
    expect(list.getByRole('checkbox', { name: 'Ikeja' })).not.toBeChecked();
    await userEvent.click(list.getByRole('checkbox', { name: 'Lagos Island' }));
    await userEvent.click(list.getByRole('checkbox', { name: 'Ibeju-Lekki' }));
    expect(island.getByText('Areas (3): Eti-Osa, Lagos Island, Ibeju-Lekki')).toBeInTheDocument();
    // A tap takes one out again.
    await userEvent.click(list.getByRole('checkbox', { name: 'Lagos Island' }));
    expect(island.getByText('Areas (2): Eti-Osa, Ibeju-Lekki')).toBeInTheDocument();

    await userEvent.click(zones.getByRole('button', { name: 'Save zones' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]!.zones).toEqual([
      { name: 'Lagos Island', fee: '3000.00', state_ids: [], area_ids: [501, 502] },
      { name: 'Lagos Mainland', fee: '1500.00', state_ids: [lagos], area_ids: [] },
    ]);
    expect(asked).toEqual([String(lagos)]);
  });
});

describe('delivery days (/admin/delivery, issue 26)', () => {
  const pickup: AdminDeliveryChannel = { ...express, id: 2, name: 'Pick-up at Ikeja', schedule: [] };
  const windowOf = (id: number, channel: AdminDeliveryChannel, day: string) => ({
    id,
    delivery_channel_id: channel.id,
    delivery_channel_name: channel.name,
    starts_at: `${day}T09:00:00+01:00`,
    ends_at: `${day}T13:00:00+01:00`,
    cutoff_at: `${day}T08:00:00+01:00`,
    capacity: 30,
    booked: 0,
    closed: false,
    from_schedule: false,
  });

  it('on a phone: each channel folded, its weekly schedule one compact table (issue 43)', async () => {
    signInAs('owner');
    const week: AdminDeliveryChannel = {
      ...express,
      schedule: [
        { weekday: 2, start_time: '14:00', end_time: '18:00', cutoff_hours: 20, capacity: 20 },
        { weekday: 1, start_time: '09:00', end_time: '13:00', cutoff_hours: 15, capacity: 30 },
      ],
    };
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [week, pickup] })),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
    );
    renderRoutes(routes, '/admin/delivery');

    const fold = await screen.findByRole('group', { name: 'Express' });
    expect(fold).not.toHaveAttribute('open');
    expect(screen.getByRole('group', { name: 'Pick-up at Ikeja' })).not.toHaveAttribute('open');
    const table = within(fold).getByRole('table', { name: 'The weekly schedule of Express' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['DayHoursOrders closePlaces', 'Mon9:00–13:0015 h before30', 'Tue14:00–18:0020 h before20']);
  });

  it('edits the weekly schedule: adds a window, changes its day, times and places, removes one, saves', async () => {
    signInAs('owner');
    const bodies: unknown[] = [];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [express] })),
      http.get(`${API}/admin/delivery-windows`, () => HttpResponse.json({ data: [] })),
      http.put(`${API}/admin/delivery-channels/1/schedule`, async ({ request }) => {
        const body = (await request.json()) as { schedule: AdminDeliveryChannel['schedule'] };
        bodies.push(body);
        return HttpResponse.json({ data: { ...express, schedule: body.schedule } });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    const schedule = within(await screen.findByRole('form', { name: 'Weekly schedule of Express' }));
    expect(schedule.getByRole('group', { name: 'Tuesday' })).toBeInTheDocument();
    await userEvent.click(schedule.getByRole('button', { name: 'Add a window' }));
    const added = within(schedule.getByRole('group', { name: 'Monday' }));
    await userEvent.selectOptions(added.getByRole('combobox', { name: 'Day' }), 'Friday');
    const friday = within(schedule.getByRole('group', { name: 'Friday' }));
    await userEvent.clear(friday.getByLabelText('From'));
    await userEvent.type(friday.getByLabelText('From'), '14:00');
    await userEvent.clear(friday.getByLabelText('To'));
    await userEvent.type(friday.getByLabelText('To'), '18:00');
    await userEvent.clear(friday.getByRole('textbox', { name: 'Orders close (hours before)' }));
    await userEvent.type(friday.getByRole('textbox', { name: 'Orders close (hours before)' }), '4');
    await userEvent.clear(friday.getByRole('textbox', { name: 'Orders per window' }));
    await userEvent.type(friday.getByRole('textbox', { name: 'Orders per window' }), '12');
    await userEvent.click(
      within(schedule.getByRole('group', { name: 'Tuesday' })).getByRole('button', { name: 'Remove' }),
    );
    expect(schedule.queryByRole('group', { name: 'Tuesday' })).toBeNull();
    await userEvent.click(schedule.getByRole('button', { name: 'Save schedule' }));

    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toEqual({
      schedule: [{ weekday: 5, start_time: '14:00', end_time: '18:00', cutoff_hours: 4, capacity: 12 }],
    });
  });

  it('folds each channel with its coming windows, and adds a one-off window in Lagos time', async () => {
    signInAs('owner');
    const asked: string[] = [];
    const posted: unknown[] = [];
    const all = [windowOf(7, express, '2026-12-01'), windowOf(8, pickup, '2026-12-02')];
    server.use(
      http.get(`${API}/admin/delivery-channels`, () => HttpResponse.json({ data: [express, pickup] })),
      http.get(`${API}/admin/delivery-windows`, ({ request }) => {
        asked.push(new URL(request.url).searchParams.toString());
        return HttpResponse.json({ data: all });
      }),
      http.post(`${API}/admin/delivery-windows`, async ({ request }) => {
        const body = (await request.json()) as { delivery_channel_id: number };
        posted.push(body);
        const added = { ...windowOf(9, pickup, '2026-12-24'), ...body };
        all.push(added);
        return HttpResponse.json({ data: added }, { status: 201 });
      }),
    );
    renderRoutes(routes, '/admin/delivery');

    // Issue 43: the coming 14 days (the API's default, ended windows gone), each channel's in its own fold.
    const list = await screen.findByRole('list', { name: 'Delivery windows of Pick-up at Ikeja' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.getAttribute('aria-label')),
    ).toEqual(['Pick-up at Ikeja, Wed 2 Dec, 9:00–13:00']);
    expect(asked).toEqual(['']);

    const form = within(screen.getByRole('form', { name: 'Add a one-off window' }));
    // Without a day the form says what is missing and sends nothing.
    await userEvent.click(form.getByRole('button', { name: 'Add window' }));
    expect(await form.findByRole('alert')).toHaveTextContent(/ISO 8601/);
    expect(posted).toHaveLength(0);
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Channel' }), 'Pick-up at Ikeja');
    await userEvent.type(form.getByLabelText('Day'), '2026-12-24');
    await userEvent.clear(form.getByRole('textbox', { name: 'Orders per window' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Orders per window' }), '10');
    await userEvent.click(form.getByRole('button', { name: 'Add window' }));

    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]).toEqual({
      delivery_channel_id: 2,
      starts_at: '2026-12-24T09:00:00+01:00',
      ends_at: '2026-12-24T13:00:00+01:00',
      // 15 hours before 9:00: 18:00 the day before.
      cutoff_at: '2026-12-23T18:00:00+01:00',
      capacity: 10,
    });
    expect(
      await screen.findByRole('listitem', { name: 'Pick-up at Ikeja, Thu 24 Dec, 9:00–13:00' }),
    ).toBeInTheDocument();
  });
});
