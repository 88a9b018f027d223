// A card standing order (issue 40, decision 046): the card that paid the order it repeats is kept, and each run
// charges it with charge_authorization under `so-<run id>`. A charge whose answer is lost is verified, never sent
// again (the Paystack stand-in's ledger says one charge); a declined card leaves the order awaiting payment, Pay
// now works, and the shopper is mailed.
import type { OrderDetail } from '@oko/shared/schemas/order';
import { describe, expect, it } from 'vitest';
import { useCardOfficeTestbed } from '../testing/back-office';
import { type Shopper, line } from '../testing/orders';
import { standingOrderHelpers } from '../testing/standing-orders';

let now = new Date('2026-12-01T10:00:00+01:00');
const clock = () => now;
const at = (lagos: string) => {
  now = new Date(`${lagos}+01:00`);
};
const { standIn, office } = await useCardOfficeTestbed({ clock });
standIn.now = clock;
const { bed } = office;
const { saturdayChannel, standingOrder, runOn, show, cancelAll } = standingOrderHelpers(office);

type Placed = OrderDetail & { payment: { reference: string } };

/** A card order for Saturday 5 December, paid at the stand-in: the order a standing order repeats. */
async function paidCardOrder(shopper: Shopper, channelId: number, windowId: number): Promise<Placed> {
  const placed = await bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: channelId,
    payment_method: 'cards',
    address_id: shopper.addressId,
    delivery_window_id: windowId,
    order_data: [line(bed.units.rice, 1)],
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = (placed.json() as { data: Placed }).data;
  standIn.charge(order.payment.reference, 'success');
  const verified = await bed.call('POST', '/payments/verify', shopper.token, {
    reference: order.payment.reference,
  });
  expect(verified.json()).toMatchObject({ data: { payment_status: 'paid' } });
  return order;
}

/** Tuesday 1 December: a new shopper's card order for the first Saturday window, paid: the order to repeat. */
async function firstPaidCardOrder() {
  at('2026-12-01T10:00:00');
  await bed.setStock(bed.units.rice.unitId, 100);
  const channelId = await saturdayChannel();
  const shopper = await bed.shopper();
  const windows = (
    (await bed.call('GET', `/delivery-windows?delivery_channel_id=${channelId}`)).json() as {
      data: { id: number }[];
    }
  ).data;
  const first = await paidCardOrder(shopper, channelId, windows[0]!.id);
  return { channelId, shopper, first };
}

/** A shopper's weekly order of `quantity` rice paid by the card of their first order (not yet kept). */
async function cardStandingOrder(quantity: number) {
  const { channelId, shopper, first } = await firstPaidCardOrder();
  const made = await standingOrder(
    shopper,
    channelId,
    [{ product_unit_id: bed.units.rice.unitId, quantity }],
    {
      payment_method: 'cards',
      from_order_id: first.id,
    },
  );
  return { shopper, first, made };
}

const charges = () =>
  standIn.requests.filter((request) => request === 'POST /transaction/charge_authorization').length;

async function orderOf(shopper: Shopper, orderId: number) {
  return ((await bed.call('GET', `/orders/${orderId}`, shopper.token)).json() as { data: OrderDetail }).data;
}

describe('a card standing order', () => {
  it('charges the kept card once under so-<run id>, though the charge’s answer was lost', async () => {
    const { shopper, made } = await cardStandingOrder(2);
    expect(made.card_kept).toBe(false);
    // Thursday 3 December, 20:00: the run for Saturday 5 December is due; the charge's answer is lost.
    at('2026-12-03T20:00:00');
    const before = charges();
    standIn.loseChargeAnswers = 1;
    expect(await runOn()).toMatchObject({ placed: 1, failed: 0 });
    const run = (await show(shopper, made.id)).next_runs[0]!;
    expect(run).toMatchObject({
      state: 'placed',
      delivery_window: { starts_at: '2026-12-05T09:00:00+01:00' },
    });
    expect(await orderOf(shopper, run.order_id!)).toMatchObject({
      payment_method: 'cards',
      payment_status: 'paid',
    });
    // One charge at the stand-in, under the run's own reference, verified after its answer was lost.
    expect(charges() - before).toBe(1);
    const ledger = [...standIn.transactions.values()].filter((each) => each.reference.startsWith('so-'));
    expect(ledger.map((each) => [each.status, each.email])).toEqual([['success', expect.any(String)]]);
    expect(standIn.requests).toContain(`GET /transaction/verify/${ledger[0]!.reference}`);
    // The generator again, and again from the top: nothing more is charged.
    await runOn();
    at('2026-12-04T08:00:00');
    await runOn();
    expect(charges() - before).toBe(1);
    expect((await show(shopper, made.id)).card_kept).toBe(true);
    await cancelAll([shopper], [made.id]);
  });
});

describe('a declined kept card', () => {
  it('leaves the order awaiting payment with Pay now, and mails the shopper to pay by the cut-off', async () => {
    const { shopper, first, made } = await cardStandingOrder(1);
    standIn.declining.add(`AUTH_${first.payment.reference}`);
    await bed.takeMail();
    at('2026-12-03T20:00:00');
    expect(await runOn()).toMatchObject({ placed: 1 });
    const run = (await show(shopper, made.id)).next_runs[0]!;
    const order = await orderOf(shopper, run.order_id!);
    expect(order).toMatchObject({ status: 'pending', payment_method: 'cards', payment_status: 'failed' });
    const mail = await bed.takeMail();
    const declined = mail.find((sent) => /card was declined/.test(sent.subject));
    expect(declined?.text).toContain(
      `Your card was declined: pay for your box by Fri 4 Dec, 18:00, with Pay now on order #${order.id}.`,
    );
    const payNow = await bed.call('POST', `/orders/${order.id}/pay`, shopper.token);
    expect(payNow.statusCode, payNow.body).toBe(201);
    expect(payNow.json()).toMatchObject({ data: { reference: expect.stringMatching(/^oko-/) as string } });
    await cancelAll([shopper], [made.id]);
  });
});
