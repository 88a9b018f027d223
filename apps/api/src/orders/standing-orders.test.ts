// Standing orders (issue 40, decision 046): the generator places one order per live standing order per delivery
// window, whatever runs it (three times, two instances at once, after a restart), none for skipped or paused ones;
// windows past their cut-off are recorded missed and mailed, never placed late; short stock is capped. On PGlite
// and, with DATABASE_URL, on PostgreSQL, where the two instances' transactions truly overlap.
import { STANDING_ORDER_MESSAGES, type StandingOrder } from '@oko/shared/schemas/standing-order';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';
import { standingOrderHelpers } from '../testing/standing-orders';
import { createTestApp } from '../testing/test-app';

// Tuesday 1 December 2026, 10:00 in Lagos; the tests move it.
let now = new Date('2026-12-01T10:00:00+01:00');
const clock = () => now;
const at = (lagos: string) => {
  now = new Date(`${lagos}+01:00`);
};
const jwtSecret = new TextEncoder().encode('standing-orders-test-secret-of-32-bytes!');
const office = useBackOfficeTestbed({ clock, auth: { jwtSecret } });
const { bed } = office;
let secondInstance: FastifyInstance;

beforeAll(async () => {
  secondInstance = await createTestApp(bed.database.db, { clock, auth: { jwtSecret } });
});
afterAll(async () => {
  await secondInstance?.close();
});

const { saturdayChannel, standingOrder, runOn, show, windowOrders, emailOf, cancelAll } =
  standingOrderHelpers(office);

describe('the weekly box', () => {
  it('places exactly one order per active standing order per window, from 2 instances and 3 runs; none skipped or paused', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const shoppers = [await bed.shopper(), await bed.shopper(), await bed.shopper()];
    const { yam } = bed.units;
    await bed.setStock(yam.unitId, 100);
    const [active, skipping, pausing] = [
      await standingOrder(shoppers[0]!, channelId, [{ product_unit_id: yam.unitId, quantity: 2 }]),
      await standingOrder(shoppers[1]!, channelId, [{ product_unit_id: yam.unitId, quantity: 1 }]),
      await standingOrder(shoppers[2]!, channelId, [{ product_unit_id: yam.unitId, quantity: 1 }]),
    ];
    // The next four Saturdays, the first closing Friday 4 December at 18:00.
    expect(
      active!.next_runs.map((run) => [
        run.delivery_window.starts_at,
        run.delivery_window.cutoff_at,
        run.state,
      ]),
    ).toEqual([
      ['2026-12-05T09:00:00+01:00', '2026-12-04T18:00:00+01:00', 'upcoming'],
      ['2026-12-12T09:00:00+01:00', '2026-12-11T18:00:00+01:00', 'upcoming'],
      ['2026-12-19T09:00:00+01:00', '2026-12-18T18:00:00+01:00', 'upcoming'],
      ['2026-12-26T09:00:00+01:00', '2026-12-25T18:00:00+01:00', 'upcoming'],
    ]);
    const saturday = active!.next_runs[0]!.delivery_window.id;
    const skipped = await bed.call('POST', `/standing-orders/${skipping!.id}/skip`, shoppers[1]!.token, {
      delivery_window_id: saturday,
    });
    expect(skipped.statusCode, skipped.body).toBe(200);
    expect(skipped.json()).toMatchObject({ message: STANDING_ORDER_MESSAGES.skipped });
    const paused = await bed.call('PATCH', `/standing-orders/${pausing!.id}`, shoppers[2]!.token, {
      paused_until: '2026-12-06',
    });
    expect((paused.json() as { data: StandingOrder }).data.next_runs.map((run) => run.state)).toEqual([
      'skipped',
      'upcoming',
      'upcoming',
      'upcoming',
    ]);

    // Thursday 17:00: an hour before the lead time (24 h before the cut-off), nothing is due.
    at('2026-12-03T17:00:00');
    expect((await runOn(bed.app)).placed).toBe(0);
    // The worker was down across the lead time and comes back 6 hours later, before the cut-off: placed then.
    at('2026-12-04T00:00:00');
    const reports = await Promise.all([runOn(bed.app), runOn(secondInstance)]);
    reports.push(await runOn(bed.app), await runOn(secondInstance));
    expect(reports.reduce((sum, report) => sum + report.placed, 0)).toBe(1);

    // The channel is this test's own: every order in its window is a standing order's.
    const placed = await windowOrders(saturday);
    expect(placed).toHaveLength(1);
    const shown = await show(shoppers[0]!, active!.id);
    expect(shown.next_runs[0]).toMatchObject({ state: 'placed', order_id: placed[0]!.id });
    expect((await show(shoppers[1]!, skipping!.id)).next_runs[0]!.state).toBe('skipped');
    expect((await show(shoppers[2]!, pausing!.id)).next_runs[0]!.state).toBe('skipped');
    // The order is the shopper's like any other, with the usual mail.
    const order = await bed.call('GET', `/orders/${placed[0]!.id}`, shoppers[0]!.token);
    expect(order.json()).toMatchObject({
      data: { status: 'pending', delivery_window: { id: saturday }, payment_method: 'pay_on_delivery' },
    });
    const mail = await bed.takeMail();
    expect(mail.map((sent) => [sent.to, sent.subject])).toContainEqual([
      await emailOf(placed[0]!.userId),
      expect.stringMatching(/order/i),
    ]);
    // Past the cut-off, the skipped and paused windows stay without an order.
    at('2026-12-04T19:00:00');
    expect((await runOn(bed.app)).placed).toBe(0);
    expect(await windowOrders(saturday)).toHaveLength(1);
    await cancelAll(shoppers, [active!.id, skipping!.id, pausing!.id]);
  });

  it('caps short stock: three standing orders of 2 against 5 give 2, 2, 1 and stock 0; nothing left is a short run, mailed', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const shoppers = [await bed.shopper(), await bed.shopper(), await bed.shopper(), await bed.shopper()];
    const { yamBag } = bed.units;
    const made: StandingOrder[] = [];
    for (const shopper of shoppers) {
      made.push(await standingOrder(shopper, channelId, [{ product_unit_id: yamBag.unitId, quantity: 2 }]));
    }
    await bed.setStock(yamBag.unitId, 5);
    await bed.takeMail();
    at('2026-12-03T20:00:00');
    const report = await runOn(bed.app);
    expect(report).toMatchObject({ placed: 3, short: 1, missed: 0, failed: 0 });
    expect(await bed.stockOf(yamBag.unitId)).toBe(0);
    const quantities: unknown[] = [];
    for (const [index, shopper] of shoppers.entries()) {
      const run = (await show(shopper, made[index]!.id)).next_runs[0]!;
      if (!run.order_id) {
        quantities.push(run.state);
        continue;
      }
      const order = (await bed.call('GET', `/orders/${run.order_id}`, shopper.token)).json() as {
        data: { items: { quantity: number }[] };
      };
      quantities.push(order.data.items.map((item) => item.quantity));
    }
    // The oldest standing orders take their places first.
    expect(quantities).toEqual([[2], [2], [1], 'short']);
    const mail = await bed.takeMail();
    const shortMail = mail.filter((sent) => /is short/.test(sent.subject));
    expect(shortMail.map((sent) => sent.text)).toEqual([
      expect.stringContaining('1 of the 2 you asked for'),
      expect.stringContaining('out of stock, left out (you asked for 2)'),
    ]);
    await cancelAll(
      shoppers,
      made.map((order) => order.id),
    );
  });

  it('records a window whose cut-off passed while nothing ran as missed, mails the shopper, never places it late', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const shopper = await bed.shopper();
    const { rice } = bed.units;
    await bed.setStock(rice.unitId, 50);
    const made = await standingOrder(shopper, channelId, [{ product_unit_id: rice.unitId, quantity: 1 }]);
    const saturday = made.next_runs[0]!.delivery_window.id;
    await bed.takeMail();
    // Down from Tuesday until Saturday morning: Friday's 18:00 cut-off passed.
    at('2026-12-05T07:00:00');
    expect(await runOn(bed.app)).toMatchObject({ placed: 0, missed: 1 });
    expect(await runOn(secondInstance)).toMatchObject({ placed: 0, missed: 0 });
    expect(await windowOrders(saturday)).toHaveLength(0);
    const mail = await bed.takeMail();
    expect(mail.map((sent) => sent.subject)).toEqual([
      'Oko Farm: your box for Sat 5 Dec, 9:00–13:00 was not placed',
    ]);
    await cancelAll([shopper], [made.id]);
  });

  it('places at the owner’s lead time: 48 hours before the cut-off', async () => {
    at('2026-12-01T10:00:00');
    const saved = await bed.call('PATCH', '/admin/settings', office.tokens.owner, {
      standing_order_lead_hours: 48,
    });
    expect(saved.json()).toMatchObject({ data: { standing_order_lead_hours: 48 } });
    const refused = await bed.call('PATCH', '/admin/settings', office.tokens.owner, {
      standing_order_lead_hours: 0,
    });
    expect(refused.statusCode).toBe(422);
    const channelId = await saturdayChannel();
    const shopper = await bed.shopper();
    await bed.setStock(bed.units.rice.unitId, 50);
    const made = await standingOrder(shopper, channelId, [
      { product_unit_id: bed.units.rice.unitId, quantity: 1 },
    ]);
    at('2026-12-02T17:59:00');
    expect((await runOn()).placed).toBe(0);
    at('2026-12-02T18:00:00');
    expect((await runOn()).placed).toBe(1);
    await bed.call('PATCH', '/admin/settings', office.tokens.owner, { standing_order_lead_hours: 24 });
    await cancelAll([shopper], [made.id]);
  });

  it('answers 422 for a window of day the channel does not have, and 404 for another shopper’s standing order', async () => {
    at('2026-12-01T10:00:00');
    const channelId = await saturdayChannel();
    const [shopper, other] = [await bed.shopper(), await bed.shopper()];
    const wrong = await bed.call('POST', '/standing-orders', shopper.token, {
      delivery_channel_id: channelId,
      address_id: shopper.addressId,
      weekday: 5,
      window_start: '09:00',
      payment_method: 'pay_on_delivery',
      lines: [{ product_unit_id: bed.units.rice.unitId, quantity: 1 }],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { window_start: [STANDING_ORDER_MESSAGES.noSuchWindow] } });
    const made = await standingOrder(shopper, channelId, [
      { product_unit_id: bed.units.rice.unitId, quantity: 1 },
    ]);
    expect((await bed.call('GET', `/standing-orders/${made.id}`, other.token)).statusCode).toBe(404);
    expect((await bed.call('DELETE', `/standing-orders/${made.id}`, other.token)).statusCode).toBe(404);
    const changed = await bed.call('PATCH', `/standing-orders/${made.id}`, shopper.token, {
      lines: [{ product_unit_id: bed.units.rice.unitId, quantity: 3 }],
    });
    expect((changed.json() as { data: StandingOrder }).data.lines).toMatchObject([{ quantity: 3 }]);
    expect((await bed.call('DELETE', `/standing-orders/${made.id}`, shopper.token)).statusCode).toBe(200);
    expect((await show(shopper, made.id)).status).toBe('cancelled');
  });
});
