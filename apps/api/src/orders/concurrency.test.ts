// A race for the last units (issue 6, "Done when"): many shoppers confirm at once, and the shop must never sell
// more than it has. Runs on PGlite (one query at a time, transactions serialised) and, with DATABASE_URL, on
// PostgreSQL, where the requests' transactions truly overlap and meet on the unit's row lock.
import { errorBodySchema } from '@oko/shared/schemas/api';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../db/schema';
import { type Shopper, line, useOrdersTestbed } from '../testing/orders';

const bed = useOrdersTestbed();
let shoppers: Shopper[];
let channelId: number;

beforeAll(async () => {
  shoppers = [];
  for (let i = 0; i < 4; i += 1) shoppers.push(await bed.shopper());
  const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
  channelId = channels.data[0]!.id;
});

const order = (shopper: Shopper, orderData: ReturnType<typeof line>[]) =>
  bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: channelId,
    payment_method: 'pay_on_delivery',
    address_id: shopper.addressId,
    order_data: orderData,
  });

async function soldOf(unitId: number): Promise<number> {
  const [row] = await bed.database.db
    .select({ sold: sql<number>`coalesce(sum(${orderLines.quantity}), 0)`.mapWith(Number) })
    .from(orderLines)
    .where(eq(orderLines.productUnitId, unitId));
  return row!.sold;
}

describe('concurrent orders for the last units', () => {
  it('sells exactly what is in stock: 20 parallel orders of 1 for 5 units → 5 orders, 15 × 409, stock 0', async () => {
    const { yam } = bed.units;
    await bed.setStock(yam.unitId, 5);
    const soldBefore = await soldOf(yam.unitId);
    const requests = Array.from({ length: 20 }, (_, i) =>
      order(shoppers[i % shoppers.length]!, [line(yam, 1)]),
    );
    const responses = await Promise.all(requests);

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 409)).toHaveLength(15);
    for (const refused of responses.filter((response) => response.statusCode === 409)) {
      expect(errorBodySchema.parse(refused.json()).errors).toEqual({
        'order_data.0.product_units.0.quantity': [expect.stringMatching(/is out of stock\./) as string],
      });
    }
    expect(await bed.stockOf(yam.unitId)).toBe(0);
    expect((await soldOf(yam.unitId)) - soldBefore).toBe(5);
  });

  it('never goes below zero when orders of different sizes race, and sold = stock taken', async () => {
    const { yamBag } = bed.units;
    await bed.setStock(yamBag.unitId, 10);
    const soldBefore = await soldOf(yamBag.unitId);
    const quantities = [3, 4, 2, 5, 1, 3, 2, 4, 1, 2, 3, 1];
    const responses = await Promise.all(
      quantities.map((quantity, i) => order(shoppers[i % shoppers.length]!, [line(yamBag, quantity)])),
    );
    const taken = quantities.filter((_, i) => responses[i]!.statusCode === 201).reduce((a, b) => a + b, 0);
    expect(responses.every((response) => [201, 409].includes(response.statusCode))).toBe(true);
    const left = await bed.stockOf(yamBag.unitId);
    expect(left).toBeGreaterThanOrEqual(0);
    expect(taken + left).toBe(10);
    expect((await soldOf(yamBag.unitId)) - soldBefore).toBe(taken);
    // Whatever is refused could not have fit: the smallest refused order is more than what is left.
    const refused = quantities.filter((_, i) => responses[i]!.statusCode === 409);
    if (refused.length > 0) expect(Math.min(...refused)).toBeGreaterThan(left);
  });

  it('orders naming the same units in opposite orders neither deadlock nor oversell', async () => {
    const { yam, rice } = bed.units;
    await bed.setStock(yam.unitId, 6);
    await bed.setStock(rice.unitId, 6);
    const responses = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        order(
          shoppers[i % shoppers.length]!,
          i % 2 === 0 ? [line(yam, 1), line(rice, 1)] : [line(rice, 1), line(yam, 1)],
        ),
      ),
    );
    expect(responses.filter((response) => response.statusCode === 201)).toHaveLength(6);
    expect(responses.filter((response) => response.statusCode === 409)).toHaveLength(4);
    expect(await bed.stockOf(yam.unitId)).toBe(0);
    expect(await bed.stockOf(rice.unitId)).toBe(0);
  });
});

describe.skipIf(!process.env.DATABASE_URL)('orders on a PostgreSQL server (needs DATABASE_URL)', () => {
  it('commit without notifying: a notifying commit would take the server’s one notification lock (issue 45)', async () => {
    const { handle } = bed.database;
    if (handle.kind !== 'postgres') throw new Error('runs on a PostgreSQL server');
    const listener = await handle.client.connect();
    const heard: string[] = [];
    listener.on('notification', (message) => heard.push(message.payload ?? ''));
    // Notifications arrive in commit order: once the listener hears `marker`, it has heard all sent before it.
    const hearUpTo = async (marker: string) => {
      await bed.database.db.execute(sql`select pg_notify('product_stock', ${marker})`);
      while (!heard.includes(marker)) await listener.query('select 1');
      return heard.splice(0).filter((payload) => payload !== marker);
    };
    try {
      await listener.query('listen product_stock');
      await listener.query('listen public_version');
      // The probe hears what is sent: a product's notification sent by hand before the marker.
      await bed.database.db.execute(sql`select pg_notify('product_stock', 'by hand')`);
      expect(await hearUpTo('first marker')).toEqual(['by hand']);

      const { yam } = bed.units;
      await bed.setStock(yam.unitId, 20);
      const placed = await order(shoppers[0]!, [line(yam, 2)]);
      expect(placed.statusCode).toBe(201);
      expect(await bed.stockOf(yam.unitId)).toBe(18);
      expect(await hearUpTo('second marker'), 'neither the stock nor the version notified').toEqual([]);
    } finally {
      await listener.query('unlisten *');
      listener.release();
    }
  });
});
