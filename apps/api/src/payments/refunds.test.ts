// Refunds (issue 27): what `requestRefund` writes for each way of paying, inside the order's transaction.
import { dataEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { jobs, refunds, users } from '../db/schema';
import { type Shopper, line, useOrdersTestbed } from '../orders/test-helpers';
import { startPaystackStandIn } from '../testing/paystack-stand-in';
import { signUpShopper } from '../testing/shoppers';
import { markPaymentReceived } from './mark-paid';
import { paystackClient } from './paystack';
import { REFUND_JOB, type RefundRequest, requestRefund } from './refunds';
import type { CardPayments } from './service';

const PUBLIC_URL = 'https://shop.example.ng';
const standIn = await startPaystackStandIn();
const cards: CardPayments = {
  client: paystackClient({ baseUrl: standIn.url, secretKey: standIn.secretKey, timeoutMs: 1500 }),
  secretKey: standIn.secretKey,
  testMode: false,
  paymentMinutes: 30,
  publicUrl: PUBLIC_URL,
};
const bed = useOrdersTestbed({ appUrl: PUBLIC_URL, orders: { cardPayments: cards, publicUrl: PUBLIC_URL } });
let shopper: Shopper;
let channelId: number;
let staffUserId: number;

beforeAll(async () => {
  shopper = await bed.shopper();
  const staff = await signUpShopper(bed);
  await bed.database.db.update(users).set({ role: 'staff' }).where(eq(users.id, staff.userId));
  staffUserId = staff.userId;
  channelId = ((await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] }).data[0]!.id;
});
afterAll(() => standIn.close());
beforeEach(async () => {
  await bed.setStock(bed.units.rice.unitId, 50);
});

async function placeOrder(paymentMethod: 'cards' | 'bank_transfer' | 'pay_on_delivery') {
  const response = await bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: channelId,
    payment_method: paymentMethod,
    address_id: shopper.addressId,
    order_data: [line(bed.units.rice, 2)],
  });
  expect(response.statusCode).toBe(201);
  const order = dataEnvelope(orderDetailSchema).parse(response.json()).data;
  return { ...order, totalKobo: Math.round(Number(order.total) * 100) };
}

async function placePaidCardOrder() {
  const order = await placeOrder('cards');
  standIn.charge(order.payment!.reference, 'success');
  expect(
    (
      await bed.call('POST', '/payments/verify', shopper.token, { reference: order.payment!.reference })
    ).json(),
  ).toMatchObject({ data: { payment_status: 'paid' } });
  return order;
}

const refund = (request: RefundRequest) => bed.database.db.transaction((tx) => requestRefund(tx, request));

const refundsOf = (orderId: number) =>
  bed.database.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);

const refundJobsFor = async (refundIds: number[]) =>
  (await bed.database.db.select().from(jobs).where(eq(jobs.kind, REFUND_JOB))).filter((job) =>
    refundIds.includes((job.payload as { refundId: number }).refundId),
  );

describe('requestRefund', () => {
  it('paid by card: a pending refund against the paid attempt and one job that sends it', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    const rows = await refundsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'cards',
        reason: 'cancelled',
        amountKobo: order.totalKobo,
        status: 'pending',
        paymentReference: order.payment!.reference,
        testMode: false,
        gatewayRefundId: null,
      }),
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toHaveLength(1);
  });

  it('never gives back more than the card paid: later refunds are capped to what is left', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: 50_000, reason: 'packing' });
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    const rows = await refundsOf(order.id);
    expect(rows.map((row) => [row.reason, row.amountKobo])).toEqual([
      ['packing', 50_000],
      ['cancelled', order.totalKobo - 50_000],
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toHaveLength(2);
  });

  it('a failed card refund gave nothing back: the money can be asked for again', async () => {
    const order = await placePaidCardOrder();
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    await bed.database.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, order.id));
    await refund({ orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
    expect((await refundsOf(order.id)).map((row) => row.status)).toEqual(['failed', 'pending']);
  });

  it('bank transfer received: a pending refund for the owner to send, no job', async () => {
    const order = await placeOrder('bank_transfer');
    await markPaymentReceived(bed.database.db, staffUserId, order.id);
    await refund({ orderId: order.id, amountKobo: 30_000, reason: 'packing' });
    const rows = await refundsOf(order.id);
    expect(rows).toEqual([
      expect.objectContaining({
        method: 'bank_transfer',
        reason: 'packing',
        amountKobo: 30_000,
        status: 'pending',
        paymentReference: null,
      }),
    ]);
    expect(await refundJobsFor(rows.map((row) => row.id))).toEqual([]);
  });

  it('nothing for pay on delivery, an unpaid order, or nothing to give back', async () => {
    const cash = await placeOrder('pay_on_delivery');
    await markPaymentReceived(bed.database.db, staffUserId, cash.id);
    await refund({ orderId: cash.id, amountKobo: cash.totalKobo, reason: 'cancelled' });
    const unpaidTransfer = await placeOrder('bank_transfer');
    await refund({ orderId: unpaidTransfer.id, amountKobo: unpaidTransfer.totalKobo, reason: 'cancelled' });
    const unpaidCard = await placeOrder('cards');
    await refund({ orderId: unpaidCard.id, amountKobo: unpaidCard.totalKobo, reason: 'cancelled' });
    const paid = await placePaidCardOrder();
    await refund({ orderId: paid.id, amountKobo: 0, reason: 'packing' });
    await refund({ orderId: paid.id, amountKobo: -100, reason: 'packing' });
    for (const order of [cash, unpaidTransfer, unpaidCard, paid])
      expect(await refundsOf(order.id)).toEqual([]);
  });

  it('rolls back with the order’s transaction: no refund, no job', async () => {
    const order = await placePaidCardOrder();
    await expect(
      bed.database.db.transaction(async (tx) => {
        await requestRefund(tx, { orderId: order.id, amountKobo: order.totalKobo, reason: 'cancelled' });
        throw new Error('the cancel failed');
      }),
    ).rejects.toThrow('the cancel failed');
    expect(await refundsOf(order.id)).toEqual([]);
  });
});
