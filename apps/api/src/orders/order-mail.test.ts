import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { beforeEach, describe, expect, it } from 'vitest';
import { jobs } from '../db/schema';
import { backoffSeconds } from '../jobs/queue';
import type { Mail } from '../mail/mailer';
import { useBackOfficeTestbed } from '../testing/back-office';
import { line } from '../testing/orders';
import { formatNairaAmount } from '@oko/shared/money';
import { makeJobsDue } from '../testing/database';

const PUBLIC_URL = 'https://shop.example.ng';
const office = useBackOfficeTestbed({ orders: { publicUrl: PUBLIC_URL } });
const { bed, tokens } = office;

beforeEach(async () => {
  // Each test sees only the mail it causes.
  await bed.takeMail();
  await bed.database.db.delete(jobs);
  await bed.setStock(bed.units.rice.unitId, 50);
});

async function placeOrder(
  paymentMethod = 'bank_transfer',
  buyer = office.buyer,
  extra: { phone?: string } = {},
) {
  const response = await bed.call('POST', '/create-order', buyer.token, {
    delivery_channel_id: office.channelId,
    payment_method: paymentMethod,
    address_id: buyer.addressId,
    order_data: [line(bed.units.rice, 2)],
    ...extra,
  });
  expect(response.statusCode).toBe(201);
  return dataEnvelope(orderDetailSchema).parse(response.json()).data;
}

/** Sends the queued mail (the worker's next round) and answers what was sent since last asked. */
const sendQueued = () => bed.takeMail();

describe('order mail', () => {
  it('queues "order received" to the shopper and "new order" to the shop, sent after commit', async () => {
    const order = await placeOrder();
    expect(order.payment_status).toBe('awaiting_payment');
    const sent = await sendQueued();
    expect(sent.map((mail) => mail.to)).toEqual([expect.stringContaining('@'), 'hello@okofarm.ng']);
    const [received, shop] = sent as [Mail, Mail];
    expect(received.subject).toBe(`Oko Farm: we received your order #${order.id}`);
    expect(received.text).toContain(`Total: ${formatNairaAmount(order.total)}`);
    expect(received.text).toContain(`Subtotal: ${formatNairaAmount(order.subtotal)}`);
    expect(received.text).toContain(`Please transfer ${formatNairaAmount(order.total)} to:\nZenith Bank`);
    expect(received.text).toContain('Account number: 1012345678');
    expect(received.text).toContain('Admiralty Way');
    expect(received.text).toContain(`${PUBLIC_URL}/users/orders/tracking?orderId=${order.id}`);
    expect(received.html).toContain(`order #${order.id}`);
    expect(shop.subject).toBe(`Oko Farm: new order #${order.id} (${formatNairaAmount(order.total)})`);
    expect(shop.text).toContain('Payment: Bank Transfer · Awaiting transfer');
    expect(shop.text).toContain(
      `Not paid yet: the shopper pays ${formatNairaAmount(order.total)} by bank transfer. Mark the transfer received`,
    );
    expect(shop.text).not.toMatch(/paid by/i);
    expect(shop.text).toContain('No phone given: write to ');
    expect(shop.text).toContain('Phone: No phone given');
    // Sent once: nothing is left to send.
    expect(await sendQueued()).toEqual([]);
    // The jobs held the order's id, not the mail: it was rendered by the worker, after the order's commit.
    const queued = await bed.database.db.select({ payload: jobs.payload }).from(jobs).orderBy(jobs.id);
    expect(queued.map((job) => job.payload)).toEqual([
      { mail: 'order-received', orderId: order.id },
      { mail: 'new-order', orderId: order.id },
    ]);
  });

  it('gives the shop the phone the order keeps, for the rider to call', async () => {
    const caller = await bed.shopper();
    // Only the order's mails: not the new shopper's verification code.
    await sendQueued();
    const order = await placeOrder('pay_on_delivery', caller, { phone: '0803 123 4567' });
    const [received, shop] = (await sendQueued()) as [Mail, Mail];
    expect(shop.text).toContain('Call +234 803 123 4567 before delivery.');
    expect(shop.text).toContain(
      `Not paid yet: collect ${formatNairaAmount(order.total)} on delivery, then mark the cash collected`,
    );
    expect(shop.text).toContain('Payment: Payment On delivery · To pay on delivery');
    expect(shop.text).toContain('Phone: +234 803 123 4567');
    expect(shop.html).toContain('Call +234 803 123 4567 before delivery.');
    expect(received.text).toContain('Phone: +234 803 123 4567');
    expect(shop.subject).toBe(`Oko Farm: new order #${order.id} (${formatNairaAmount(order.total)})`);
  });

  it('tells the shopper of confirmed, out for delivery, delivered, not of processing', async () => {
    const order = await placeOrder('pay_on_delivery');
    await sendQueued();
    for (const status of ['confirmed', 'processing', 'out_for_delivery', 'delivered']) {
      const moved = await bed.call('PATCH', `/admin/orders/${order.id}`, tokens.owner, { status });
      expect(moved.statusCode).toBe(200);
    }
    expect((await sendQueued()).map((mail) => mail.subject)).toEqual([
      `Oko Farm: order #${order.id} is confirmed`,
      `Oko Farm: order #${order.id} is out for delivery`,
      `Oko Farm: order #${order.id} is delivered`,
    ]);
  });

  it('queues nothing when the order is refused (rolled back)', async () => {
    await bed.setStock(bed.units.rice.unitId, 1);
    const response = await office.sendOrder({
      paymentMethod: 'bank_transfer',
      lines: [line(bed.units.rice, 2)],
    });
    expect(response.statusCode).toBe(409);
    expect(await bed.database.db.select().from(jobs)).toEqual([]);
  });

  it('SMTP down: the order succeeds, the mail waits out a backoff and is sent once SMTP is back', async () => {
    bed.mailer.down = new Error('connect ECONNREFUSED 127.0.0.1:25');
    try {
      // The worker's round after the answer fails to send.
      await placeOrder();
    } finally {
      bed.mailer.down = null;
    }
    const waiting = await bed.database.db.select().from(jobs);
    expect(waiting).toHaveLength(2);
    for (const job of waiting) {
      expect(job).toMatchObject({
        attempts: 1,
        doneAt: null,
        lastError: 'connect ECONNREFUSED 127.0.0.1:25',
      });
      expect(job.runAt.getTime()).toBeGreaterThan(Date.now() + (backoffSeconds(1) - 5) * 1000);
    }
    // Not due yet: nothing is tried.
    expect(await sendQueued()).toEqual([]);
    await makeJobsDue(bed.database.db);
    expect(await sendQueued()).toHaveLength(2);
    expect(await sendQueued()).toEqual([]);
  });
});
