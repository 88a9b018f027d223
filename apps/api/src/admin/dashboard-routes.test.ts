// The back office's dashboard (admin/dashboard-routes.ts), a read across the domains.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, orderMoneyEntries, orders, refunds } from '../db/schema';
import { enqueueJob } from '../jobs/queue';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, placeOrder, createProduct } = office;

// A write, so the owner's dashboard has audit entries to show.
beforeAll(async () => {
  await createProduct();
});

describe('dashboard', () => {
  it('sums up the shop on the dashboard; only the owner sees the audit entries', async () => {
    const { rice } = bed.units;
    const before = (await bed.call('GET', '/admin/dashboard', tokens.owner)).json() as {
      data: { orders_waiting: { pending: number } };
    };
    const orderId = await placeOrder(rice, 1);
    await bed.setStock(rice.unitId, 0);
    const owner = await bed.call('GET', '/admin/dashboard', tokens.owner);
    expect(owner.statusCode).toBe(200);
    const { data } = owner.json() as {
      data: {
        orders_waiting: { pending: number };
        low_stock: { product_unit_id: number; available_quantity: number }[];
        latest_orders: { id: number }[];
        audit: unknown[] | null;
      };
    };
    expect(data.orders_waiting.pending).toBe(before.data.orders_waiting.pending + 1);
    expect(data.low_stock[0]).toMatchObject({ available_quantity: 0 });
    expect(data.low_stock).toContainEqual(
      expect.objectContaining({ product_unit_id: rice.unitId, available_quantity: 0 }),
    );
    expect(data.latest_orders[0]?.id).toBe(orderId);
    expect(data.audit?.length).toBeGreaterThan(0);
    const staff = await bed.call('GET', '/admin/dashboard', tokens.staff);
    expect(staff.json()).toMatchObject({ data: { audit: null } });
  });

  it("shows the jobs table's depth and how long its oldest waiting job has waited (issue 40)", async () => {
    await bed.app.jobs.runDue();
    const empty = (await bed.call('GET', '/admin/dashboard', tokens.staff)).json() as {
      data: { jobs: { waiting: number; oldest_seconds: number } };
    };
    expect(empty.data.jobs).toEqual({ waiting: 0, oldest_seconds: 0 });
    await enqueueJob(bed.database.db, 'card-payment-check', { reference: 'stuck' });
    await enqueueJob(
      bed.database.db,
      'card-payment-check',
      { reference: 'later' },
      new Date(Date.now() + 60_000),
    );
    await bed.database.db
      .update(jobs)
      .set({ runAt: sql`now() - interval '5 minutes'` })
      .where(sql`${jobs.payload}->>'reference' = 'stuck'`);
    const { data } = (await bed.call('GET', '/admin/dashboard', tokens.staff)).json() as typeof empty;
    expect(data.jobs.waiting).toBe(1);
    expect(data.jobs.oldest_seconds).toBeGreaterThanOrEqual(300);
    await bed.database.db.delete(jobs).where(sql`${jobs.payload}->>'reference' in ('stuck', 'later')`);
  });

  it('counts money in when it came in, not while the order waits; a cancel’s refund sent is money back (issue 38)', async () => {
    type Today = { money_in: string; money_back: string; net: string };
    const today = async () =>
      (
        (await bed.call('GET', '/admin/dashboard', tokens.owner)).json() as {
          data: { takings: { today: Today } };
        }
      ).data.takings.today;
    const kobo = (naira: string) => Math.round(Number(naira) * 100);
    const before = await today();
    const orderId = await placeOrder(bed.units.rice, 2);
    const detail = async () =>
      (
        (await bed.call('GET', `/admin/orders/${orderId}`, tokens.owner)).json() as {
          data: { total: string; refunds: { id: number }[] };
        }
      ).data;
    const total = kobo((await detail()).total);
    expect(await today()).toEqual(before);
    expect(
      (await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff)).statusCode,
    ).toBe(200);
    const paid = await today();
    expect(kobo(paid.money_in)).toBe(kobo(before.money_in) + total);
    expect(kobo(paid.net)).toBe(kobo(before.net) + total);
    expect(
      (await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    // The refund is owed, not yet sent: nothing went back yet.
    expect(await today()).toEqual(paid);
    const [refund] = (await detail()).refunds;
    const sent = await bed.call('POST', `/admin/orders/${orderId}/refunds/${refund!.id}/sent`, tokens.owner);
    expect(sent.statusCode).toBe(200);
    const back = await today();
    expect(kobo(back.money_back)).toBe(kobo(before.money_back) + total);
    expect(back.net).toBe(before.net);
  });
});

describe('the owner’s numbers, net of refunds (issue 38)', () => {
  type Money = { money_in: string; money_back: string; net: string };
  type Numbers = {
    takings: { today: Money; last_7_days: Money; last_30_days: Money };
    takings_by_day: (Money & { date: string })[];
    deliveries_by_day: { date: string; orders: number }[];
    best_sellers: {
      by_quantity: { product_id: number | null; quantity: number; takings: string }[];
      by_takings: { product_id: number | null; quantity: number; takings: string }[];
    };
  };
  const numbers = async () =>
    ((await bed.call('GET', '/admin/dashboard', tokens.owner)).json() as { data: Numbers }).data;
  const kobo = (naira: string) => Math.round(Number(naira) * 100);
  const DAY = 24 * 60 * 60 * 1000;
  const lagosDay = (at: Date) => new Date(at.getTime() + 60 * 60 * 1000).toISOString().slice(0, 10);
  const totalOf = async (orderId: number) =>
    kobo(
      (
        (await bed.call('GET', `/admin/orders/${orderId}`, tokens.owner)).json() as {
          data: { total: string };
        }
      ).data.total,
    );

  it('adds up money in and money back by Lagos day; the 30 days add up to the payments and refunds', async () => {
    const { db } = bed.database;
    // Paid today, then cancelled and its transfer sent back: in and back today, net 0.
    const refunded = await placeOrder(bed.units.rice, 2, 'bank_transfer');
    expect(
      (await bed.call('POST', `/admin/orders/${refunded}/payment-received`, tokens.staff)).statusCode,
    ).toBe(200);
    expect(
      (await bed.call('PATCH', `/admin/orders/${refunded}`, tokens.owner, { status: 'cancelled' }))
        .statusCode,
    ).toBe(200);
    const [refund] = await db.select().from(refunds).where(eq(refunds.orderId, refunded));
    expect(
      (await bed.call('POST', `/admin/orders/${refunded}/refunds/${refund!.id}/sent`, tokens.owner))
        .statusCode,
    ).toBe(200);
    // Cash collected, moved to 3 days ago; another to 40 days ago, out of the 30.
    const threeDaysAgo = await placeOrder(bed.units.rice, 1);
    const longAgo = await placeOrder(bed.units.rice, 1);
    for (const id of [threeDaysAgo, longAgo])
      expect((await bed.call('POST', `/admin/orders/${id}/payment-received`, tokens.staff)).statusCode).toBe(
        200,
      );
    // Money in is the account's payment entry (decision 051): it moved when the order was paid.
    const paidDaysAgo = (orderId: number, days: number) =>
      db
        .update(orderMoneyEntries)
        .set({ createdAt: sql`now() - make_interval(days => ${days})` })
        .where(and(eq(orderMoneyEntries.orderId, orderId), eq(orderMoneyEntries.kind, 'payment')));
    await paidDaysAgo(threeDaysAgo, 3);
    await db
      .update(orders)
      .set({ paidAt: sql`now() - interval '3 days'` })
      .where(eq(orders.id, threeDaysAgo));
    await paidDaysAgo(longAgo, 40);
    await db
      .update(orders)
      .set({ paidAt: sql`now() - interval '40 days'` })
      .where(eq(orders.id, longAgo));

    const data = await numbers();
    const today = lagosDay(new Date());
    // 30 Lagos days, oldest first, one a day, ending today.
    expect(data.takings_by_day).toHaveLength(30);
    expect(data.takings_by_day.at(-1)!.date).toBe(today);
    expect(data.takings_by_day[0]!.date).toBe(lagosDay(new Date(Date.now() - 29 * DAY)));
    expect(data.takings_by_day.map((day) => day.date)).toEqual(
      Array.from({ length: 30 }, (_, index) => lagosDay(new Date(Date.now() - (29 - index) * DAY))),
    );
    for (const day of data.takings_by_day)
      expect(kobo(day.net)).toBe(kobo(day.money_in) - kobo(day.money_back));

    // The days are the rows: every payment received (by paid_at) and refund settled, by Lagos day.
    const expectedIn = new Map<string, number>();
    const expectedBack = new Map<string, number>();
    const add = (map: Map<string, number>, day: string, amount: number) =>
      map.set(day, (map.get(day) ?? 0) + amount);
    for (const entry of await db.select().from(orderMoneyEntries)) {
      if (entry.kind === 'payment') add(expectedIn, lagosDay(entry.createdAt), entry.amountKobo);
      if (entry.kind === 'refund_processed') add(expectedBack, lagosDay(entry.createdAt), entry.amountKobo);
    }
    expect(data.takings_by_day.map((day) => [day.date, kobo(day.money_in), kobo(day.money_back)])).toEqual(
      data.takings_by_day.map((day) => [
        day.date,
        expectedIn.get(day.date) ?? 0,
        expectedBack.get(day.date) ?? 0,
      ]),
    );
    expect(expectedIn.get(today)).toBeGreaterThanOrEqual(await totalOf(refunded));
    expect(expectedBack.get(today)).toBeGreaterThanOrEqual(await totalOf(refunded));
    expect(expectedIn.get(lagosDay(new Date(Date.now() - 3 * DAY)))).toBeGreaterThanOrEqual(
      await totalOf(threeDaysAgo),
    );

    // Today, 7 and 30 days are sums of the days.
    const sum = (days: Numbers['takings_by_day'], key: keyof Money) =>
      days.reduce((total, day) => total + kobo(day[key]), 0);
    for (const [period, days] of [
      [data.takings.today, data.takings_by_day.slice(-1)],
      [data.takings.last_7_days, data.takings_by_day.slice(-7)],
      [data.takings.last_30_days, data.takings_by_day],
    ] as const) {
      expect(kobo(period.money_in)).toBe(sum(days, 'money_in'));
      expect(kobo(period.money_back)).toBe(sum(days, 'money_back'));
      expect(kobo(period.net)).toBe(sum(days, 'net'));
    }
  });

  it('lists deliveries of the next 7 Lagos days and the week’s best sellers', async () => {
    const data = await numbers();
    const today = lagosDay(new Date());
    expect(data.deliveries_by_day.map((day) => day.date)).toEqual(
      Array.from({ length: 7 }, (_, index) => lagosDay(new Date(Date.now() + index * DAY))),
    );
    expect(data.deliveries_by_day[0]!.date).toBe(today);
    // The rice sold in this file's orders (cancelled ones left out) leads by units.
    expect(data.best_sellers.by_quantity[0]).toMatchObject({ product_id: bed.units.rice.productId });
    const quantities = data.best_sellers.by_quantity.map((row) => row.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    const takings = data.best_sellers.by_takings.map((row) => kobo(row.takings));
    expect(takings).toEqual([...takings].sort((a, b) => b - a));
  });
});
