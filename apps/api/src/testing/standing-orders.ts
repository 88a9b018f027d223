// What the standing orders' tests share: a channel delivering Saturdays, a standing order made through the API,
// the generator run on an app instance as the owner, and the orders of a window.
import type { StandingOrder, StandingRunReport } from '@oko/shared/schemas/standing-order';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { PaymentMethod } from '@oko/shared/constants';
import { orders, users } from '../db/schema';
import type { BackOfficeTestbed } from './back-office';
import type { Shopper } from './orders';

export function standingOrderHelpers({ bed, tokens }: BackOfficeTestbed) {
  /** A new channel delivering Saturdays 09:00–13:00, orders closing at 18:00 the day before (15 h). */
  async function saturdayChannel(capacity = 20): Promise<number> {
    const created = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: `Saturday van ${Math.random().toString(36).slice(2, 7)}`,
      fee: 1500,
    });
    const channelId = (created.json() as { data: { id: number } }).data.id;
    const saved = await bed.call('PUT', `/admin/delivery-channels/${channelId}/schedule`, tokens.owner, {
      schedule: [{ weekday: 6, start_time: '09:00', end_time: '13:00', cutoff_hours: 15, capacity }],
    });
    expect(saved.statusCode).toBe(200);
    return channelId;
  }

  async function standingOrder(
    shopper: Shopper,
    channelId: number,
    lines: { product_unit_id: number; quantity: number }[],
    more: { payment_method?: PaymentMethod; from_order_id?: number } = {},
  ): Promise<StandingOrder> {
    const created = await bed.call('POST', '/standing-orders', shopper.token, {
      delivery_channel_id: channelId,
      address_id: shopper.addressId,
      weekday: 6,
      every_weeks: 1,
      window_start: '09:00',
      payment_method: 'pay_on_delivery',
      lines,
      ...more,
    });
    expect(created.statusCode, created.body).toBe(201);
    return (created.json() as { data: StandingOrder }).data;
  }

  /** `POST /admin/standing-orders/run` on `instance` (the test app, or a second one on the same database). */
  async function runOn(instance: FastifyInstance = bed.app): Promise<StandingRunReport> {
    const answer = await instance.inject({
      method: 'POST',
      url: '/api/v1/admin/standing-orders/run',
      headers: { authorization: `Bearer ${tokens.owner}` },
    });
    expect(answer.statusCode, answer.body).toBe(200);
    return (answer.json() as { data: StandingRunReport }).data;
  }

  const show = async (shopper: Shopper, id: number) =>
    ((await bed.call('GET', `/standing-orders/${id}`, shopper.token)).json() as { data: StandingOrder }).data;

  const windowOrders = (windowId: number) =>
    bed.database.db
      .select({ id: orders.id, userId: orders.userId, status: orders.status })
      .from(orders)
      .where(eq(orders.deliveryWindowId, windowId));

  async function emailOf(userId: number) {
    const [row] = await bed.database.db
      .select({ email: users.email })
      .from(users)
      .where(eq(users.id, userId));
    return row!.email;
  }

  async function cancelAll(shoppers: Shopper[], ids: number[]) {
    for (const [index, id] of ids.entries()) {
      await bed.call('DELETE', `/standing-orders/${id}`, shoppers[index]!.token);
    }
  }

  return { saturdayChannel, standingOrder, runOn, show, windowOrders, emailOf, cancelAll };
}
