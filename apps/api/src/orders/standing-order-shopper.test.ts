// The shopper's side of the weekly box (issue 40, decision 048): "Repeat this order every week" from a placed order
// sends only the order and the rhythm; the next four runs are answered though the checkout's windows reach only 14
// days, each with when its changes close; the reminder goes a day before that, once per standing order per window.
import { STANDING_ORDER_MESSAGES, type StandingOrder } from '@oko/shared/schemas/standing-order';
import { describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';
import { line } from '../testing/orders';
import { standingOrderHelpers } from '../testing/standing-orders';

let now = new Date('2026-12-01T10:00:00+01:00');
const clock = () => now;
const at = (lagos: string) => {
  now = new Date(`${lagos}+01:00`);
};
const office = useBackOfficeTestbed({ clock });
const { bed } = office;
const { saturdayChannel, standingOrder, runOn, show, cancelAll } = standingOrderHelpers(office);

describe('the weekly box for the shopper', () => {
  it('repeats a placed order from its id alone: channel, weekday, window, address, payment and lines', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const shopper = await bed.shopper();
    await bed.setStock(bed.units.rice.unitId, 50);
    await bed.setStock(bed.units.yam.unitId, 50);
    const windows = await bed.call(
      'GET',
      `/delivery-windows?delivery_channel_id=${channelId}`,
      shopper.token,
    );
    const saturday = (windows.json() as { data: { id: number }[] }).data[0]!.id;
    const placed = await bed.call('POST', '/create-order', shopper.token, {
      delivery_channel_id: channelId,
      payment_method: 'pay_on_delivery',
      address_id: shopper.addressId,
      delivery_window_id: saturday,
      order_data: [
        line(bed.units.rice, 2),
        {
          product_id: bed.units.yam.productId,
          product_units: [
            { product_unit_id: bed.units.yam.unitId, quantity: 1, if_unavailable: 'substitute' },
          ],
        },
      ],
    });
    expect(placed.statusCode, placed.body).toBe(201);
    const orderId = (placed.json() as { data: { id: number } }).data.id;

    const created = await bed.call('POST', '/standing-orders', shopper.token, {
      from_order_id: orderId,
      every_weeks: 1,
    });
    expect(created.statusCode, created.body).toBe(201);
    const made = (created.json() as { data: StandingOrder }).data;
    expect(made).toMatchObject({
      delivery_channel_id: channelId,
      address_id: shopper.addressId,
      pickup_point_id: null,
      weekday: 6,
      window_start: '09:00',
      payment_method: 'pay_on_delivery',
      lines: [
        { product_unit_id: bed.units.rice.unitId, quantity: 2, if_unavailable: 'refund' },
        { product_unit_id: bed.units.yam.unitId, quantity: 1, if_unavailable: 'substitute' },
      ],
    });
    // Four Saturdays, though the checkout's windows reach only 14 days; changes close a day before the cut-off.
    expect(made.next_runs.map((run) => [run.delivery_window.starts_at, run.changes_close_at])).toEqual([
      ['2026-12-05T09:00:00+01:00', '2026-12-03T18:00:00+01:00'],
      ['2026-12-12T09:00:00+01:00', '2026-12-10T18:00:00+01:00'],
      ['2026-12-19T09:00:00+01:00', '2026-12-17T18:00:00+01:00'],
      ['2026-12-26T09:00:00+01:00', '2026-12-24T18:00:00+01:00'],
    ]);
    // The fourth can be skipped; the checkout still offers the next 14 days only.
    const fourth = made.next_runs[3]!.delivery_window.id;
    const skipped = await bed.call('POST', `/standing-orders/${made.id}/skip`, shopper.token, {
      delivery_window_id: fourth,
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect((skipped.json() as { data: StandingOrder }).data.next_runs.map((run) => run.state)).toEqual([
      'upcoming',
      'upcoming',
      'upcoming',
      'skipped',
    ]);
    const offered = await bed.call(
      'GET',
      `/delivery-windows?delivery_channel_id=${channelId}`,
      shopper.token,
    );
    expect(
      (offered.json() as { data: { starts_at: string }[] }).data.map((window) => window.starts_at),
    ).toEqual(['2026-12-05T09:00:00+01:00', '2026-12-12T09:00:00+01:00']);

    // Another shopper's order cannot be repeated.
    const other = await bed.shopper();
    const refused = await bed.call('POST', '/standing-orders', other.token, { from_order_id: orderId });
    expect(refused.statusCode).toBe(422);
    // Without an order, the fields are required.
    const bare = await bed.call('POST', '/standing-orders', shopper.token, { every_weeks: 1 });
    expect(bare.statusCode).toBe(422);
    expect(bare.json()).toMatchObject({ errors: { lines: [STANDING_ORDER_MESSAGES.lines] } });
    await cancelAll([shopper], [made.id]);
  });

  it('mails the reminder a day before the box is placed, once however often the generator runs; none for a skipped one', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const [shopper, skipping] = [await bed.shopper(), await bed.shopper()];
    await bed.setStock(bed.units.rice.unitId, 50);
    const rice = [{ product_unit_id: bed.units.rice.unitId, quantity: 2 }];
    const made = await standingOrder(shopper, channelId, rice);
    const other = await standingOrder(skipping, channelId, rice);
    await bed.call('POST', `/standing-orders/${other.id}/skip`, skipping.token, {
      delivery_window_id: other.next_runs[0]!.delivery_window.id,
    });
    await bed.takeMail();
    // Wednesday 17:59: more than a day before Thursday 18:00, when the box is placed.
    at('2026-12-02T17:59:00');
    await runOn();
    expect(await bed.takeMail()).toEqual([]);
    at('2026-12-02T18:00:00');
    await runOn();
    at('2026-12-02T18:15:00');
    await runOn();
    await runOn();
    const mail = await bed.takeMail();
    expect(mail.map((sent) => sent.subject)).toEqual([
      'Oko Farm: your box for Sat 5 Dec closes tomorrow at 18:00: skip or change it',
    ]);
    expect(mail[0]!.text).toContain('2 × ');
    // Placed at Thursday 18:00 with the usual mail, and no second reminder.
    at('2026-12-03T18:00:00');
    expect((await runOn()).placed).toBe(1);
    const later = await bed.takeMail();
    expect(later.some((sent) => /skip or change it/.test(sent.subject))).toBe(false);
    await cancelAll([shopper, skipping], [made.id, other.id]);
  });

  it('adds a product to a weekly order: the box already placed stays as it was, the next one carries it', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const shopper = await bed.shopper();
    const { rice, yam } = bed.units;
    for (const unit of [rice, yam]) await bed.setStock(unit.unitId, 50);
    const made = await standingOrder(shopper, channelId, [{ product_unit_id: rice.unitId, quantity: 2 }]);
    const itemsOf = async (orderId: number) => {
      const answer = await bed.call('GET', `/orders/${orderId}`, shopper.token);
      expect(answer.statusCode).toBe(200);
      return (
        answer.json() as { data: { items: { product_unit_id: number; quantity: number }[] } }
      ).data.items
        .map((item) => [item.product_unit_id, item.quantity])
        .sort((a, b) => a[0]! - b[0]!);
    };
    // Thursday 19:00: Saturday 5 Dec's box was placed at 18:00, with the rice alone.
    at('2026-12-03T19:00:00');
    await runOn();
    const first = (await show(shopper, made.id)).next_runs[0]!;
    expect(first).toMatchObject({ state: 'placed', order_id: expect.any(Number) });

    const changed = await bed.call('PATCH', `/standing-orders/${made.id}`, shopper.token, {
      lines: [
        { product_unit_id: rice.unitId, quantity: 2 },
        { product_unit_id: yam.unitId, quantity: 1, if_unavailable: 'substitute' },
      ],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const answer = (changed.json() as { data: StandingOrder }).data;
    expect(answer.lines).toEqual([
      expect.objectContaining({ product_unit_id: rice.unitId, quantity: 2, if_unavailable: 'refund' }),
      expect.objectContaining({
        product_unit_id: yam.unitId,
        product_name: expect.any(String),
        quantity: 1,
        if_unavailable: 'substitute',
      }),
    ]);
    // The next box not yet placed is Saturday 12 Dec's, its changes open until Thursday 10 Dec, 18:00.
    expect(answer.next_runs.find((run) => run.state === 'upcoming')).toMatchObject({
      changes_close_at: '2026-12-10T18:00:00+01:00',
    });
    expect(await itemsOf(first.order_id!)).toEqual([[rice.unitId, 2]]);

    at('2026-12-10T18:00:00');
    await runOn();
    const second = (await show(shopper, made.id)).next_runs.find(
      (run) => run.state === 'placed' && run.order_id !== first.order_id,
    );
    expect(second?.delivery_window.starts_at).toBe('2026-12-12T09:00:00+01:00');
    expect(await itemsOf(second!.order_id!)).toEqual(
      [
        [rice.unitId, 2],
        [yam.unitId, 1],
      ].sort((a, b) => a[0]! - b[0]!),
    );
    await cancelAll([shopper], [made.id]);
  });
});
