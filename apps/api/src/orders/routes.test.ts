import { LINE_MESSAGES } from '@oko/shared/cart-lines';
import { demoSettings } from '@oko/demo-data/settings';
import { dataEnvelope, errorBodySchema, pageEnvelope } from '@oko/shared/schemas/api';
import { serverCartSchema } from '@oko/shared/schemas/cart';
import { orderDetailSchema, orderSummarySchema, orderTrackingSchema } from '@oko/shared/schemas/order';
import { PHONE_MESSAGES } from '@oko/shared/schemas/phone';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { deliveryChannels, pickupPoints, productUnits, products } from '../db/schema';
import type { Unit } from '../testing/stock';
import type { Mail } from '../mail/mailer';
import { sendOrderMail } from './order-mail';
import { type Shopper, line, useOrdersTestbed } from '../testing/orders';
import { expectSignInNeeded } from '../testing/shoppers';

const bed = useOrdersTestbed();
let yam: Unit;
let yamBag: Unit;
let rice: Unit;
let standard: { id: number; name: string; feeKobo: number };
let express: { id: number; name: string; feeKobo: number };

const orderAnswer = dataEnvelope(orderDetailSchema);
const ordersPage = pageEnvelope(orderSummarySchema);
const trackingAnswer = dataEnvelope(orderTrackingSchema);

beforeAll(async () => {
  ({ yam, yamBag, rice } = bed.units);
  for (const unit of [yam, yamBag, rice]) await bed.setStock(unit.unitId, 50);
  const channels = await bed.database.db
    .select({ id: deliveryChannels.id, name: deliveryChannels.name, feeKobo: deliveryChannels.feeKobo })
    .from(deliveryChannels)
    .orderBy(deliveryChannels.position);
  [standard, express] = [channels[0]!, channels[1]!];
});

const order = (shopper: Shopper, overrides: Record<string, unknown> = {}) => ({
  delivery_channel_id: standard.id,
  payment_method: 'pay_on_delivery',
  address_id: shopper.addressId,
  delivery_fee: 1500,
  order_data: [line(yam, 2)],
  ...overrides,
});

function place(shopper: Shopper, payload: object | string, headers: Record<string, string> = {}) {
  return bed.call('POST', '/create-order', shopper.token, payload, headers);
}

async function listOf(token: string, query = '') {
  const response = await bed.call('GET', `/orders${query}`, token);
  expect(response.statusCode).toBe(200);
  return ordersPage.parse(response.json());
}

async function cartOf(token: string) {
  const body = dataEnvelope(serverCartSchema).parse((await bed.call('GET', '/cart', token)).json());
  return body.data.items.map((row) => [row.product_unit_id, row.quantity]);
}

async function unitRow(unitId: number) {
  const [row] = await bed.database.db
    .select({
      priceKobo: productUnits.priceKobo,
      unitNumber: productUnits.unitNumber,
      name: products.name,
    })
    .from(productUnits)
    .innerJoin(products, eq(products.id, productUnits.productId))
    .where(eq(productUnits.id, unitId));
  return row!;
}

describe('orders need a signed-in shopper', () => {
  it('answers every path without a valid token with 401', async () => {
    await expectSignInNeeded(bed.call, [
      ['POST', '/create-order'],
      ['GET', '/orders'],
      ['GET', '/orders/1'],
      ['GET', '/orders/1/tracking'],
    ]);
  });
});

describe('POST /create-order', () => {
  it('answers a payload without its fields with the shared messages', async () => {
    const shopper = await bed.shopper();
    const response = await place(shopper, {});
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'delivery_channel_id is required',
      errors: {
        delivery_channel_id: ['delivery_channel_id is required'],
        payment_method: ['payment_method is required'],
        address_id: ['address_id is required'],
        order_data: ['order_data is required'],
      },
    });
    const empty = await place(shopper, order(shopper, { order_data: [], payment_method: 'cash' }));
    expect(errorBodySchema.parse(empty.json()).errors).toEqual({
      payment_method: ['payment_method is required'],
      order_data: ['order_data is required'],
    });
    const malformed = await place(shopper, '{"order_data": [');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });

  it('prices every line and the fee from the database, whatever the client sends, exact to the kobo', async () => {
    const shopper = await bed.shopper();
    await bed.call('POST', '/cart', shopper.token, {
      cart_data: [line(yam, 3), line(rice, 1), line(yamBag, 2)],
    });
    const stockBefore = await Promise.all([yam, rice].map((unit) => bed.stockOf(unit.unitId)));
    const response = await place(
      shopper,
      order(shopper, {
        delivery_channel_id: express.id,
        delivery_fee: 1,
        // Fields a client might forge; the server reads none of them.
        subtotal: 1,
        total: 1,
        order_data: [
          {
            ...line(yam, 3),
            price: 1,
            product_units: [{ product_unit_id: yam.unitId, quantity: 3, price: 1 }],
          },
          line(rice, 1),
        ],
      }),
    );
    expect(response.statusCode).toBe(201);
    const body = orderAnswer.parse(response.json());
    expect(body.message).toBe('Order created successfully');

    const [yamUnit, riceUnit] = [await unitRow(yam.unitId), await unitRow(rice.unitId)];
    const subtotalKobo = yamUnit.priceKobo * 3 + riceUnit.priceKobo;
    const naira = (kobo: number) => `${Math.floor(kobo / 100)}.${String(kobo % 100).padStart(2, '0')}`;
    expect(body.data).toMatchObject({
      status: 'pending',
      payment_method: 'pay_on_delivery',
      subtotal: naira(subtotalKobo),
      delivery_fee: naira(express.feeKobo),
      total: naira(subtotalKobo + express.feeKobo),
      items_count: 4,
      delivery_channel: { id: express.id, name: express.name },
      delivery_address: {
        country: 'Nigeria',
        state: 'Lagos',
        street_no: '7',
        nearest_landmark: 'Lekki Phase 1 gate',
        address: 'Admiralty Way',
        city: 'Lekki',
        zip_code: '106104',
      },
      bank_details: null,
    });
    expect(body.data.delivery_fee).not.toBe('1.00');
    expect(body.data.items).toEqual([
      {
        id: expect.any(Number) as number,
        product_id: yam.productId,
        product_unit_id: yam.unitId,
        product_name: yamUnit.name,
        unit_label: expect.stringMatching(new RegExp(`^${yamUnit.unitNumber} \\S+$`)) as string,
        unit_price: naira(yamUnit.priceKobo),
        quantity: 3,
        line_total: naira(yamUnit.priceKobo * 3),
        weight: null,
        weighed_kg: null,
        if_unavailable: 'refund',
        outcome: null,
        substitute: null,
        final_total: naira(yamUnit.priceKobo * 3),
      },
      {
        id: expect.any(Number) as number,
        product_id: rice.productId,
        product_unit_id: rice.unitId,
        product_name: riceUnit.name,
        unit_label: expect.stringMatching(new RegExp(`^${riceUnit.unitNumber} \\S+$`)) as string,
        unit_price: naira(riceUnit.priceKobo),
        quantity: 1,
        line_total: naira(riceUnit.priceKobo),
        weight: null,
        weighed_kg: null,
        if_unavailable: 'refund',
        outcome: null,
        substitute: null,
        final_total: naira(riceUnit.priceKobo),
      },
    ]);
    expect(body.data.created_at).toBe(new Date(body.data.created_at).toISOString());

    // Stock taken, the ordered rows gone from the cart, the others kept.
    expect(await bed.stockOf(yam.unitId)).toBe(stockBefore[0]! - 3);
    expect(await bed.stockOf(rice.unitId)).toBe(stockBefore[1]! - 1);
    expect(await cartOf(shopper.token)).toEqual([[yamBag.unitId, 2]]);

    // A later price change never rewrites the order.
    await bed.database.db
      .update(productUnits)
      .set({ priceKobo: yamUnit.priceKobo + 12_345 })
      .where(eq(productUnits.id, yam.unitId));
    const detail = orderAnswer.parse(
      (await bed.call('GET', `/orders/${body.data.id}`, shopper.token)).json(),
    );
    expect(detail.data).toEqual(body.data);
    await bed.database.db
      .update(productUnits)
      .set({ priceKobo: yamUnit.priceKobo })
      .where(eq(productUnits.id, yam.unitId));
  });

  it('refuses another shopper’s address, unknown channels and ids, and a quantity below 1, writing nothing', async () => {
    const ada = await bed.shopper();
    const bola = await bed.shopper();
    const stock = await bed.stockOf(yam.unitId);
    const notYours = await place(bola, order(bola, { address_id: ada.addressId }));
    expect(notYours.statusCode).toBe(422);
    expect(errorBodySchema.parse(notYours.json())).toEqual({
      message: 'The selected address is invalid.',
      errors: { address_id: ['The selected address is invalid.'] },
    });

    const unknown = await place(
      bola,
      order(bola, {
        delivery_channel_id: 999_999,
        address_id: 99_999_999_999,
        order_data: [
          line(yam, 1),
          { product_id: 999_999, product_units: [{ product_unit_id: yam.unitId, quantity: 1 }] },
          { product_id: yam.productId, product_units: [{ product_unit_id: 999_999, quantity: 1 }] },
          { product_id: yam.productId, product_units: [{ product_unit_id: rice.unitId, quantity: 1 }] },
          line(rice, 0),
        ],
      }),
    );
    expect(unknown.statusCode).toBe(422);
    expect(errorBodySchema.parse(unknown.json())).toEqual({
      message: 'The selected delivery channel is invalid.',
      errors: {
        delivery_channel_id: ['The selected delivery channel is invalid.'],
        address_id: ['The selected address is invalid.'],
        'order_data.1.product_id': ['The selected product id is invalid.'],
        'order_data.2.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
        'order_data.3.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
        'order_data.4.product_units.0.quantity': ['The quantity must be at least 1.'],
      },
    });
    expect(await bed.stockOf(yam.unitId)).toBe(stock);
    expect((await listOf(bola.token)).meta.total).toBe(0);
  });

  it('refuses a unit named twice with 422 naming the repeat, taking nothing', async () => {
    const shopper = await bed.shopper();
    const stock = await bed.stockOf(yam.unitId);
    const response = await place(
      shopper,
      order(shopper, { order_data: [line(yam, 1), line(rice, 1), line(yam, 5_000)] }),
    );
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: LINE_MESSAGES.repeatedUnit,
      errors: { 'order_data.2.product_units.0.product_unit_id': [LINE_MESSAGES.repeatedUnit] },
    });
    expect(await bed.stockOf(yam.unitId)).toBe(stock);
    expect((await listOf(shopper.token)).meta.total).toBe(0);
  });

  it('refuses cards while no payment provider is configured, taking nothing', async () => {
    const shopper = await bed.shopper();
    const stock = await bed.stockOf(yam.unitId);
    const response = await place(shopper, order(shopper, { payment_method: 'cards' }));
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'Card payment is not available yet.',
      errors: { payment_method: ['Card payment is not available yet.'] },
    });
    expect(await bed.stockOf(yam.unitId)).toBe(stock);
    expect((await listOf(shopper.token)).meta.total).toBe(0);
  });

  it('answers a line asking for more than is left with 409 naming it, and writes nothing', async () => {
    const shopper = await bed.shopper();
    await bed.setStock(yamBag.unitId, 2);
    await bed.setStock(rice.unitId, 0);
    await bed.call('POST', '/cart', shopper.token, { cart_data: [line(yam, 1), line(yamBag, 2)] });
    const cart = await cartOf(shopper.token);
    const yamStock = await bed.stockOf(yam.unitId);
    const response = await place(
      shopper,
      order(shopper, { order_data: [line(yam, 1), line(yamBag, 3), line(rice, 1)] }),
    );
    expect(response.statusCode).toBe(409);
    const [bagName, riceName] = [(await unitRow(yamBag.unitId)).name, (await unitRow(rice.unitId)).name];
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'Some items in your cart are no longer available in the quantity you asked for.',
      errors: {
        'order_data.1.product_units.0.quantity': [`Only 2 left of ${bagName}. Please lower the quantity.`],
        'order_data.2.product_units.0.quantity': [
          `${riceName} is out of stock. Please remove it from your cart.`,
        ],
      },
    });
    // The line that could be taken was rolled back with the rest.
    expect(await bed.stockOf(yam.unitId)).toBe(yamStock);
    expect(await bed.stockOf(yamBag.unitId)).toBe(2);
    expect(await bed.stockOf(rice.unitId)).toBe(0);
    expect(await cartOf(shopper.token)).toEqual(cart);
    expect((await listOf(shopper.token)).meta.total).toBe(0);

    // A quantity past any stock (and past a database integer) is the same 409, not a server error.
    const huge = await place(shopper, order(shopper, { order_data: [line(yam, 99_999_999_999)] }));
    expect(huge.statusCode).toBe(409);
    expect(Object.keys(errorBodySchema.parse(huge.json()).errors ?? {})).toEqual([
      'order_data.0.product_units.0.quantity',
    ]);
    expect(await bed.stockOf(yam.unitId)).toBe(yamStock);
    await bed.setStock(yamBag.unitId, 50);
    await bed.setStock(rice.unitId, 50);
  });

  it('answers a replayed Idempotency-Key with the first order, taking stock once', async () => {
    const shopper = await bed.shopper();
    const stock = await bed.stockOf(yam.unitId);
    const headers = { 'idempotency-key': 'confirm-order-7d1f' };
    const first = await place(shopper, order(shopper), headers);
    const again = await place(shopper, order(shopper), headers);
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
    expect(await bed.stockOf(yam.unitId)).toBe(stock - 2);
    expect((await listOf(shopper.token)).meta.total).toBe(1);

    // The key is the shopper's own: another shopper with the same key places their own order.
    const other = await bed.shopper();
    const theirs = await place(other, order(other), headers);
    expect(theirs.statusCode).toBe(201);
    expect(orderAnswer.parse(theirs.json()).data.id).not.toBe(orderAnswer.parse(first.json()).data.id);
    expect(await bed.stockOf(yam.unitId)).toBe(stock - 4);
  });

  it('answers two requests racing with one key with one order', async () => {
    const shopper = await bed.shopper();
    const stock = await bed.stockOf(yam.unitId);
    const headers = { 'idempotency-key': 'double-click-42' };
    const [a, b] = await Promise.all([
      place(shopper, order(shopper), headers),
      place(shopper, order(shopper), headers),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(a.json()).toEqual(b.json());
    expect(await bed.stockOf(yam.unitId)).toBe(stock - 2);
    expect((await listOf(shopper.token)).meta.total).toBe(1);
  });

  it('refuses a replayed Idempotency-Key sent with a different order, taking nothing', async () => {
    const shopper = await bed.shopper();
    const headers = { 'idempotency-key': 'confirm-order-9a2c' };
    const first = await place(shopper, order(shopper), headers);
    expect(first.statusCode).toBe(201);
    const stock = await bed.stockOf(yam.unitId);

    const other = await place(shopper, order(shopper, { order_data: [line(yam, 5)] }), headers);
    const message = 'This Idempotency-Key was sent with a different order. Use a new key for a new order.';
    expect(other.statusCode).toBe(422);
    expect(errorBodySchema.parse(other.json())).toEqual({
      message,
      errors: { 'idempotency-key': [message] },
    });
    expect(await bed.stockOf(yam.unitId)).toBe(stock);
    expect((await listOf(shopper.token)).meta.total).toBe(1);

    // The same order again still answers the first one.
    const again = await place(shopper, order(shopper), headers);
    expect(again.statusCode).toBe(201);
    expect(again.json()).toEqual(first.json());
  });

  it('refuses an Idempotency-Key that is empty or longer than 255 characters', async () => {
    const shopper = await bed.shopper();
    for (const key of ['', 'k'.repeat(256)]) {
      const response = await place(shopper, order(shopper), { 'idempotency-key': key });
      expect(response.statusCode).toBe(422);
      expect(errorBodySchema.parse(response.json())).toEqual({
        message: 'The Idempotency-Key header must be 1 to 255 characters.',
        errors: { 'idempotency-key': ['The Idempotency-Key header must be 1 to 255 characters.'] },
      });
    }
    expect((await listOf(shopper.token)).meta.total).toBe(0);
    expect((await place(shopper, order(shopper), { 'idempotency-key': 'k'.repeat(255) })).statusCode).toBe(
      201,
    );
  });
});

describe('a pick-up order needs no home address (issue 23)', () => {
  async function ikejaHub() {
    const [point] = await bed.database.db
      .select({ id: pickupPoints.id, channelId: pickupPoints.deliveryChannelId })
      .from(pickupPoints)
      .where(eq(pickupPoints.name, 'Ikeja hub'));
    const [channel] = await bed.database.db
      .select({ feeKobo: deliveryChannels.feeKobo })
      .from(deliveryChannels)
      .where(eq(deliveryChannels.id, point!.channelId));
    return { ...point!, feeKobo: channel!.feeKobo };
  }

  it('takes an order collected at a pick-up point without an address, sent there at its channel’s fee', async () => {
    const shopper = await bed.shopper();
    const hub = await ikejaHub();
    const response = await place(
      shopper,
      order(shopper, {
        address_id: undefined,
        delivery_channel_id: hub.channelId,
        pickup_point_id: hub.id,
        order_data: [line(yam, 1)],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = orderAnswer.parse(response.json()).data;
    expect(placed.delivery_channel.id).toBe(hub.channelId);
    expect(placed.delivery_address).toEqual({
      country: '',
      state: '',
      street_no: '',
      nearest_landmark: '',
      address: 'Ikeja hub, 14 Oba Akran Avenue, Ikeja, Lagos',
      city: '',
      zip_code: '',
    });
    const priceKobo = (await unitRow(yam.unitId)).priceKobo;
    const threshold = demoSettings.free_delivery_threshold;
    const expectedFee = threshold !== null && priceKobo > Number(threshold) * 100 ? 0 : hub.feeKobo;
    expect(placed.delivery_fee).toBe((expectedFee / 100).toFixed(2));
  });

  it('keeps the point, never the home address, for a pick-up channel, and words its mails as a collection (issue 43)', async () => {
    const shopper = await bed.shopper();
    const hub = await ikejaHub();
    // Today's checkout sends the shopper's address with a pick-up channel and no point.
    const response = await place(
      shopper,
      order(shopper, {
        delivery_channel_id: hub.channelId,
        payment_method: 'pay_on_delivery',
        order_data: [line(yam, 1)],
      }),
    );
    expect(response.statusCode, response.body).toBe(201);
    const placed = orderAnswer.parse(response.json()).data;
    expect(placed.pickup_point).toEqual({
      name: 'Ikeja hub',
      address: '14 Oba Akran Avenue, Ikeja, Lagos',
      opening_hours: expect.any(String),
    });
    expect(placed.delivery_address).toMatchObject({
      street_no: '',
      city: '',
      state: '',
      nearest_landmark: '',
    });
    const tracking = trackingAnswer.parse(
      (await bed.call('GET', `/orders/${placed.id}/tracking`, shopper.token)).json(),
    ).data;
    expect(tracking.pickup).toBe(true);

    const sent: Mail[] = [];
    const mailer = { send: async (mail: Mail) => void sent.push(mail) };
    await sendOrderMail(bed.database.db, mailer, 'http://shop.test', {
      mail: 'order-received',
      orderId: placed.id,
    });
    await sendOrderMail(bed.database.db, mailer, 'http://shop.test', {
      mail: 'status-changed',
      orderId: placed.id,
      status: 'out_for_delivery',
    });
    const [received, ready] = sent;
    expect(received!.text).toContain(
      `Collect at: Ikeja hub, 14 Oba Akran Avenue, Ikeja, Lagos (open ${placed.pickup_point!.opening_hours})`,
    );
    expect(received!.text).not.toContain('Deliver to');
    expect(received!.text).toContain('when you collect.');
    expect(ready!.subject).toContain('is ready for collection');
    expect(ready!.text).toContain('Your order is ready for collection at Ikeja hub');
    expect(ready!.text).not.toContain('on its way');
  });

  it('still asks a delivery for its address, and a pick-up point only of the chosen channel', async () => {
    const shopper = await bed.shopper();
    const hub = await ikejaHub();
    const delivery = await place(shopper, order(shopper, { address_id: undefined }));
    expect(delivery.statusCode).toBe(422);
    expect(errorBodySchema.parse(delivery.json()).errors).toEqual({
      address_id: ['address_id is required'],
    });
    const elsewhere = await place(
      shopper,
      order(shopper, { address_id: undefined, pickup_point_id: hub.id, delivery_channel_id: standard.id }),
    );
    expect(elsewhere.statusCode).toBe(422);
    expect(errorBodySchema.parse(elsewhere.json()).errors).toEqual({
      pickup_point_id: ['The selected pick-up point is invalid.'],
    });
  });
});

describe('the phone the rider calls (issue 13)', () => {
  const profileOf = async (shopper: Shopper) =>
    ((await bed.call('GET', '/auth/profile', shopper.token)).json() as { data: { phone: string | null } })
      .data;

  it('keeps a number given at checkout on the order and on an account that had none', async () => {
    const shopper = await bed.shopper();
    const given = await place(shopper, order(shopper, { phone: '0803 123 4567' }));
    expect(given.statusCode).toBe(201);
    expect(orderAnswer.parse(given.json()).data.phone).toBe('+2348031234567');
    expect(await profileOf(shopper)).toMatchObject({ phone: '+2348031234567' });

    // Left out, the account's number is the order's; a later profile change never rewrites an order.
    const next = orderAnswer.parse((await place(shopper, order(shopper))).json()).data;
    expect(next.phone).toBe('+2348031234567');
    const changed = await bed.call('PATCH', '/auth/profile', shopper.token, {
      name: 'Chiamaka',
      last_name: 'Eze',
      phone: '+234 909 000 1111',
    });
    expect(changed.statusCode).toBe(200);
    const again = await bed.call('GET', `/orders/${next.id}`, shopper.token);
    expect(orderAnswer.parse(again.json()).data.phone).toBe('+2348031234567');

    // Another number at checkout is this order's; the account keeps the one it has.
    const other = await place(shopper, order(shopper, { phone: '07012345678' }));
    expect(orderAnswer.parse(other.json()).data.phone).toBe('+2347012345678');
    expect(await profileOf(shopper)).toMatchObject({ phone: '+2349090001111' });
  });

  it('places an order with no phone at all, and refuses a number that is not Nigerian', async () => {
    const shopper = await bed.shopper();
    const none = await place(shopper, order(shopper, { phone: '' }));
    expect(none.statusCode).toBe(201);
    expect(orderAnswer.parse(none.json()).data.phone).toBeNull();

    const wrong = await place(shopper, order(shopper, { phone: '12345' }));
    expect(wrong.statusCode).toBe(422);
    expect(errorBodySchema.parse(wrong.json()).errors).toEqual({ phone: [PHONE_MESSAGES.invalid] });
    expect(await profileOf(shopper)).toMatchObject({ phone: null });
  });
});

describe('reading orders', () => {
  it('shows the bank details of the settings with a bank transfer, and none otherwise', async () => {
    const shopper = await bed.shopper();
    const transfer = orderAnswer.parse(
      (await place(shopper, order(shopper, { payment_method: 'bank_transfer' }))).json(),
    );
    expect(transfer.data.bank_details).toEqual(demoSettings.bank_details);
    const detail = orderAnswer.parse(
      (await bed.call('GET', `/orders/${transfer.data.id}`, shopper.token)).json(),
    );
    expect(detail.data.bank_details).toEqual(demoSettings.bank_details);
    expect(detail.data.payment_method).toBe('bank_transfer');
  });

  it('pages the shopper’s orders newest first', async () => {
    const shopper = await bed.shopper();
    const ids: number[] = [];
    for (const quantity of [1, 2, 3]) {
      const placed = await place(shopper, order(shopper, { order_data: [line(rice, quantity)] }));
      ids.push(orderAnswer.parse(placed.json()).data.id);
    }
    const first = await listOf(shopper.token, '?per_page=2');
    expect(first.meta).toEqual({ current_page: 1, per_page: 2, total: 3, last_page: 2 });
    expect(first.data.map((row) => [row.id, row.items_count])).toEqual([
      [ids[2], 3],
      [ids[1], 2],
    ]);
    const second = await listOf(shopper.token, '?per_page=2&page=2');
    expect(second.data.map((row) => row.id)).toEqual([ids[0]]);
    expect(second.data[0]).toMatchObject({ status: 'pending', payment_method: 'pay_on_delivery' });
    expect((await bed.call('GET', '/orders?page=0', shopper.token)).statusCode).toBe(422);
  });

  it('tracks an order from its first status', async () => {
    const shopper = await bed.shopper();
    const placed = orderAnswer.parse((await place(shopper, order(shopper))).json()).data;
    const response = await bed.call('GET', `/orders/${placed.id}/tracking`, shopper.token);
    expect(response.statusCode).toBe(200);
    expect(trackingAnswer.parse(response.json()).data).toEqual({
      order_id: placed.id,
      status: 'pending',
      payment_method: placed.payment_method,
      payment_status: 'awaiting_payment',
      created_at: placed.created_at,
      pickup: false,
      history: [{ status: 'pending', at: placed.created_at }],
      refunds: [],
      discount: null,
      pay_ahead: null,
      // The order's account, as every answer of it says (decision 044): nothing in, all of it due.
      final_total: placed.final_total,
      amount_paid: '0.00',
      amount_refunded: '0.00',
      amount_due: placed.final_total,
      refund_due: '0.00',
      credit_used: '0.00',
    });
  });

  it('shows a shopper only their own orders: anyone else’s and unknown ids are 404', async () => {
    const ada = await bed.shopper();
    const bola = await bed.shopper();
    const adas = orderAnswer.parse((await place(ada, order(ada))).json()).data;
    for (const url of [`/orders/${adas.id}`, `/orders/${adas.id}/tracking`]) {
      for (const path of [
        url,
        url.replace(String(adas.id), '999999'),
        url.replace(String(adas.id), '99999999999'),
      ]) {
        const response = await bed.call('GET', path, bola.token);
        expect(response.statusCode, path).toBe(404);
        expect(response.json()).toEqual({ message: 'Order not found' });
      }
    }
    expect((await listOf(bola.token)).data).toEqual([]);
    expect((await listOf(ada.token)).data.map((row) => row.id)).toEqual([adas.id]);
    for (const bad of ['abc', '0', '1.5']) {
      const response = await bed.call('GET', `/orders/${bad}`, ada.token);
      expect(response.statusCode, bad).toBe(422);
      expect(Object.keys(errorBodySchema.parse(response.json()).errors ?? {})).toEqual(['orderId']);
    }
  });
});
