import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/testing/mocks/server';
import { API, demoCheckout, renderCheckout } from './checkout-testing';
import { loadPagesBeforeAll } from '@/testing/test-utils';

loadPagesBeforeAll();

// The checkout's delivery: the pick-up tabs (decision 018), the channels and the delivery days (issues 26, 43).

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
});
