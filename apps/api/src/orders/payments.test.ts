import { dataEnvelope, errorBodySchema, pageEnvelope } from '@oko/shared/schemas/api';
import { orderDetailSchema, orderSummarySchema } from '@oko/shared/schemas/order';
import { beforeAll, describe, expect, it } from 'vitest';
import { type CardCharge, type CardChargeResult, type PaymentProvider } from './payments';
import { type Shopper, line, useOrdersTestbed } from './test-helpers';

/** A provider the test steers: approves, declines or fails, and keeps every charge it was asked for. */
const charges: CardCharge[] = [];
let nextResult: CardChargeResult | Error = { approved: true, reference: 'ps_ref_1' };
const fakeProvider: PaymentProvider = {
  name: 'fake',
  async chargeCard(charge) {
    charges.push(charge);
    if (nextResult instanceof Error) throw nextResult;
    return nextResult;
  },
};

const bed = useOrdersTestbed({ orders: { cardPayments: fakeProvider } });
let shopper: Shopper;
let channel: { id: number; fee: string };

beforeAll(async () => {
  shopper = await bed.shopper();
  channel = ((await bed.call('GET', '/delivery-channel')).json() as { data: { id: number; fee: string }[] })
    .data[0]!;
});

const payByCard = (headers: Record<string, string> = {}) =>
  bed.call(
    'POST',
    '/create-order',
    shopper.token,
    {
      delivery_channel_id: channel.id,
      payment_method: 'cards',
      address_id: shopper.addressId,
      order_data: [line(bed.units.rice, 2)],
    },
    headers,
  );

async function orderCount() {
  return pageEnvelope(orderSummarySchema).parse((await bed.call('GET', '/orders', shopper.token)).json()).meta
    .total;
}

describe('cards through a configured provider', () => {
  it('charges the order’s grand total once the order is placed', async () => {
    await bed.setStock(bed.units.rice.unitId, 10);
    nextResult = { approved: true, reference: 'ps_ref_1' };
    const response = await payByCard({ 'idempotency-key': 'card-1' });
    expect(response.statusCode).toBe(201);
    const order = dataEnvelope(orderDetailSchema).parse(response.json()).data;
    expect(order).toMatchObject({
      payment_method: 'cards',
      payment_status: 'paid',
      status: 'pending',
      delivery_fee: channel.fee,
    });
    expect(charges.at(-1)).toEqual({
      orderId: order.id,
      userId: expect.any(Number) as number,
      amountKobo: Math.round(Number(order.total) * 100),
      currency: 'NGN',
      idempotencyKey: 'card-1',
    });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(8);
  });

  it('a declined card cancels the order, puts the stock back and frees the key for another try', async () => {
    await bed.setStock(bed.units.rice.unitId, 10);
    const before = await orderCount();
    nextResult = { approved: false, reason: 'Insufficient funds.' };
    const declined = await payByCard({ 'idempotency-key': 'card-2' });
    expect(declined.statusCode).toBe(422);
    expect(errorBodySchema.parse(declined.json())).toEqual({
      message: 'Insufficient funds.',
      errors: { payment_method: ['Insufficient funds.'] },
    });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(10);
    const list = pageEnvelope(orderSummarySchema).parse(
      (await bed.call('GET', '/orders', shopper.token)).json(),
    );
    expect(list.meta.total).toBe(before + 1);
    expect(list.data[0]).toMatchObject({ status: 'cancelled', payment_status: 'failed' });

    nextResult = { approved: true, reference: 'ps_ref_2' };
    const retried = await payByCard({ 'idempotency-key': 'card-2' });
    expect(retried.statusCode).toBe(201);
    expect(dataEnvelope(orderDetailSchema).parse(retried.json()).data.status).toBe('pending');
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(8);
  });

  it('a provider failure cancels the order too and says so without its details', async () => {
    await bed.setStock(bed.units.rice.unitId, 10);
    nextResult = new Error('connect ECONNREFUSED 10.0.0.7:443');
    const failed = await payByCard();
    expect(failed.statusCode).toBe(502);
    expect(failed.json()).toEqual({ message: 'The card payment could not be completed. Please try again.' });
    expect(await bed.stockOf(bed.units.rice.unitId)).toBe(10);
  });
});
