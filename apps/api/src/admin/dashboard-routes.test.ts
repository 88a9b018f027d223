// The back office's dashboard (admin/dashboard-routes.ts), a read across the domains.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { beforeAll, describe, expect, it } from 'vitest';
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
      data: { orders_waiting: { pending: number }; sales: { today: { orders: number; total: string } } };
    };
    const orderId = await placeOrder(rice, 1);
    await bed.setStock(rice.unitId, 0);
    const owner = await bed.call('GET', '/admin/dashboard', tokens.owner);
    expect(owner.statusCode).toBe(200);
    const { data } = owner.json() as {
      data: {
        orders_waiting: { pending: number };
        sales: { today: { orders: number; total: string }; week: { orders: number } };
        low_stock: { product_unit_id: number; available_quantity: number }[];
        latest_orders: { id: number }[];
        audit: unknown[] | null;
      };
    };
    expect(data.orders_waiting.pending).toBe(before.data.orders_waiting.pending + 1);
    expect(data.sales.week.orders).toBeGreaterThanOrEqual(data.sales.today.orders);
    expect(data.low_stock[0]).toMatchObject({ available_quantity: 0 });
    expect(data.low_stock).toContainEqual(
      expect.objectContaining({ product_unit_id: rice.unitId, available_quantity: 0 }),
    );
    expect(data.latest_orders[0]?.id).toBe(orderId);
    expect(data.audit?.length).toBeGreaterThan(0);
    const staff = await bed.call('GET', '/admin/dashboard', tokens.staff);
    expect(staff.json()).toMatchObject({ data: { audit: null } });
  });

  it('counts as sales only money in: an order once paid, not while it waits or after it is cancelled (issue 23)', async () => {
    type Sales = { today: { orders: number; total: string }; week: { orders: number; total: string } };
    const sales = async () =>
      ((await bed.call('GET', '/admin/dashboard', tokens.owner)).json() as { data: { sales: Sales } }).data
        .sales;
    const before = await sales();
    const orderId = await placeOrder(bed.units.rice, 2);
    const totalOf = async () =>
      Number(
        (
          (await bed.call('GET', `/admin/orders/${orderId}`, tokens.owner)).json() as {
            data: { total: string };
          }
        ).data.total,
      );
    const total = await totalOf();
    expect(await sales()).toEqual(before);
    expect(
      (await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff)).statusCode,
    ).toBe(200);
    const paid = await sales();
    expect(paid.today.orders).toBe(before.today.orders + 1);
    expect(Number(paid.today.total)).toBeCloseTo(Number(before.today.total) + total, 2);
    expect(paid.week.orders).toBe(before.week.orders + 1);
    expect(
      (await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status: 'cancelled' })).statusCode,
    ).toBe(200);
    expect(await sales()).toEqual(before);
  });
});
