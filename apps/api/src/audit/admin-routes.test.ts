// The audit log (audit/admin-routes.ts): every back-office write, paged, for the owner.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { beforeAll, describe, expect, it } from 'vitest';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, placeOrder, createProduct } = office;

// Writes of more than one kind to read back: products and an order's status.
beforeAll(async () => {
  for (let n = 0; n < 3; n += 1) await createProduct();
  await bed.call('PATCH', `/admin/orders/${await placeOrder()}`, tokens.staff, { status: 'confirmed' });
});

describe('audit log', () => {
  it('pages the audit log for the owner, newest first, with who', async () => {
    const response = await bed.call('GET', '/admin/audit?per_page=3', tokens.owner);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: { id: number; by: object | null }[]; meta: { total: number } };
    expect(page.data).toHaveLength(3);
    expect(page.data[0]!.id).toBeGreaterThan(page.data[1]!.id);
    expect(page.meta.total).toBeGreaterThan(3);
  });

  it('narrows the audit log to one kind of entity; an unknown kind is a 422', async () => {
    const orderId = await placeOrder();
    await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, { status: 'confirmed' });
    const all = (await bed.call('GET', '/admin/audit?per_page=100', tokens.owner)).json() as {
      data: { entity: string }[];
      meta: { total: number };
    };
    const response = await bed.call('GET', '/admin/audit?entity=order&per_page=2', tokens.owner);
    expect(response.statusCode).toBe(200);
    const page = response.json() as {
      data: { action: string; entity: string; entity_id: number; before: unknown; after: unknown }[];
      meta: { total: number };
    };
    expect(page.data[0]).toMatchObject({
      action: 'order.status',
      entity: 'order',
      entity_id: orderId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    expect(page.data.every((entry) => entry.entity === 'order')).toBe(true);
    expect(page.meta.total).toBeLessThan(all.meta.total);
    expect(all.data.some((entry) => entry.entity !== 'order')).toBe(true);

    const unknown = await bed.call('GET', '/admin/audit?entity=orders', tokens.owner);
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({
      errors: { entity: [expect.stringMatching(/^entity must be one of order, product/)] },
    });
    expect((await bed.call('GET', '/admin/audit?entity=order', tokens.staff)).statusCode).toBe(403);
  });

  it('records a write that changes something, not one that saves what was there', async () => {
    const total = async () =>
      (
        (await bed.call('GET', '/admin/audit?entity=settings', tokens.owner)).json() as {
          meta: { total: number };
        }
      ).meta.total;
    const before = await total();
    const unchanged = await bed.call('PATCH', '/admin/settings', tokens.owner, { site_name: 'Oko Farm' });
    expect(unchanged.statusCode).toBe(200);
    expect(await total()).toBe(before);
    expect(
      (await bed.call('PATCH', '/admin/settings', tokens.owner, { site_name: 'Oko Farms' })).statusCode,
    ).toBe(200);
    expect(await total()).toBe(before + 1);
  });
});
