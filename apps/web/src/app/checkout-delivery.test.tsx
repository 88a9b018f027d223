import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DELIVERY_MESSAGES } from '@oko/shared/schemas/delivery';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { API, demoCheckout, renderCheckout } from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout's delivery: the pick-up tabs (decision 018), the channels and the delivery days (issues 26, 43).

const PICKUP = 'Pick-up at our Ikeja hub';

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
    expect(location).toHaveTextContent('Monday to Saturday, 10:00 to 18:00');
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
});

describe('checkout: where the shop does not deliver (issue 43)', () => {
  /** The demo shopper's address moved to Kano, where only the Ikeja hub's collection channel is offered. */
  function kanoCheckout() {
    const shop = demoCheckout();
    const kano = mockApi.state.states.find((state) => state.name === 'Kano')!;
    mockApi.state.addresses[0]!.state_id = String(kano.id);
    const pickup = mockApi.state.deliveryChannels.find((channel) => channel.name === PICKUP)!;
    server.use(
      http.get(`${API}/delivery-channel`, ({ request }) =>
        HttpResponse.json({
          data:
            new URL(request.url).searchParams.get('state_id') === String(kano.id)
              ? [{ id: pickup.id, name: pickup.name, fee: '0.00', description: '', has_windows: false }]
              : [],
        }),
      ),
    );
    return shop;
  }

  it('says "We do not deliver to Kano yet" above what remains, and chooses no pick-up point for the shopper', async () => {
    const shop = kanoCheckout();
    renderCheckout();
    const notice = await screen.findByText(DELIVERY_MESSAGES.onlyCollectionForState('Kano'));
    expect(notice).toHaveTextContent(/^We do not deliver to Kano yet\./);
    const channel = screen.getByRole('combobox', { name: 'Delivery Channel' });
    // Above the channels left, in the order form.
    expect(notice.compareDocumentPosition(channel) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(channel).toHaveDisplayValue(DELIVERY_MESSAGES.chooseChannel);
    expect(within(channel).getByRole('option', { name: PICKUP })).toBeInTheDocument();
    const location = screen.getByRole('tabpanel');
    expect(within(location).getByRole('button', { name: 'Collect here: Ikeja hub' })).toBeInTheDocument();
    expect(within(location).queryByText(/^Chosen: /)).not.toBeInTheDocument();

    // Confirmed without a choice: nothing is sent for the shopper.
    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    expect(await screen.findByText('Validation Errors:')).toBeInTheDocument();
    expect(shop.orders).toEqual([]);

    // The shopper's own choice is taken.
    await userEvent.click(within(location).getByRole('button', { name: 'Collect here: Ikeja hub' }));
    expect(channel).toHaveDisplayValue(PICKUP);
    expect(within(location).getByText(`Chosen: ${PICKUP}`)).toBeInTheDocument();
  });

  it('says nothing of it in Lagos, where the first delivering channel is chosen', async () => {
    demoCheckout();
    renderCheckout();
    await screen.findByRole('tabpanel');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Delivery Channel' })).toHaveDisplayValue(
        'Standard Delivery (3-5 days)',
      ),
    );
    expect(screen.queryByText(/We do not deliver to/)).not.toBeInTheDocument();
  });
});

describe('checkout: full and closed delivery days (issue 43)', () => {
  const window = (id: number, day: number, status: 'open' | 'full' | 'closed') => ({
    id,
    starts_at: `2026-12-0${day}T09:00:00+01:00`,
    ends_at: `2026-12-0${day}T13:00:00+01:00`,
    cutoff_at: `2026-12-0${day - 1}T18:00:00+01:00`,
    remaining: status === 'full' ? 0 : 10,
    status,
  });

  it('lists them greyed with "Full" or "Closed", not choosable; the soonest open day is chosen and sent', async () => {
    const shop = demoCheckout();
    server.use(
      http.get(`${API}/delivery-channel`, () =>
        HttpResponse.json({
          data: mockApi.state.deliveryChannels.map((channel) => ({
            id: channel.id,
            name: channel.name,
            fee: '1500.00',
            description: channel.description,
            has_windows: true,
          })),
        }),
      ),
      http.get(`${API}/delivery-windows`, () =>
        HttpResponse.json({
          data: [
            window(71, 2, 'closed'),
            window(72, 3, 'full'),
            window(73, 4, 'open'),
            window(74, 5, 'open'),
          ],
        }),
      ),
    );
    renderCheckout();
    const day = await screen.findByRole('combobox', { name: 'Delivery day' });
    await waitFor(() => expect(within(day).getAllByRole('option')).toHaveLength(4));
    const options = within(day).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Wed 2 Dec, 9:00–13:00 — Closed',
      'Thu 3 Dec, 9:00–13:00 — Full',
      'Fri 4 Dec, 9:00–13:00',
      'Sat 5 Dec, 9:00–13:00',
    ]);
    expect(options.map((option) => (option as HTMLOptionElement).disabled)).toEqual([
      true,
      true,
      false,
      false,
    ]);
    expect(day).toHaveDisplayValue('Fri 4 Dec, 9:00–13:00');

    await userEvent.selectOptions(screen.getByLabelText('Payment Method'), 'Payment On delivery');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm Order' }));
    await waitFor(() => expect(shop.orders).toHaveLength(1));
    expect(shop.orders[0]?.body).toMatchObject({ delivery_window_id: 73 });
  });

  it('says no day is open when every day is full or closed', async () => {
    demoCheckout();
    server.use(
      http.get(`${API}/delivery-channel`, () =>
        HttpResponse.json({
          data: [
            {
              id: 1,
              name: 'Standard Delivery (3-5 days)',
              fee: '1500.00',
              description: '',
              has_windows: true,
            },
          ],
        }),
      ),
      http.get(`${API}/delivery-windows`, () =>
        HttpResponse.json({ data: [window(71, 2, 'closed'), window(72, 3, 'full')] }),
      ),
    );
    renderCheckout();
    expect(await screen.findByText(DELIVERY_MESSAGES.noWindows)).toBeInTheDocument();
    const day = screen.getByRole('combobox', { name: 'Delivery day' });
    expect(day).toBeDisabled();
    expect(within(day).getByRole('option', { name: 'Thu 3 Dec, 9:00–13:00 — Full' })).toBeInTheDocument();
  });
});
