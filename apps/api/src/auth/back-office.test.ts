// The back office's guard (auth/back-office.ts): who may call what, guest 401, shopper 403, staff orders and
// stock, owner everything.
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES } from '@oko/shared/schemas/admin';
import type { HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { expectBackOfficeGuard, useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;

describe('who may call the back office', () => {
  it('GET /auth/profile gives the account’s role', async () => {
    for (const role of ['shopper', 'staff', 'owner'] as const) {
      const profile = await bed.call('GET', '/auth/profile', tokens[role]);
      expect(profile.json()).toMatchObject({ data: { role } });
    }
  });

  // [method, url, body, staff allowed]
  const calls: [HTTPMethods, string, object | undefined, boolean][] = [
    ['GET', '/admin/orders', undefined, true],
    ['GET', '/admin/orders/1', undefined, true],
    ['PATCH', '/admin/orders/999999', { status: 'confirmed' }, true],
    ['GET', '/admin/products', undefined, true],
    ['GET', '/admin/products/1', undefined, true],
    ['POST', '/admin/products', {}, false],
    ['PATCH', '/admin/products/1', { active: true }, false],
    ['DELETE', '/admin/products/999999', undefined, false],
    ['POST', '/admin/products/1/product-units', {}, false],
    ['PATCH', '/admin/product-units/999999', { available_quantity: 3 }, true],
    ['POST', '/admin/product-units/999999/stock', { change: 1, reason: 'harvest' }, true],
    ['GET', '/admin/product-units/1/stock', undefined, true],
    ['POST', '/admin/orders/999999/payment-received', undefined, true],
    ['POST', '/admin/orders/999999/refunds/1/sent', undefined, false],
    ['PATCH', '/admin/orders/999999/lines/1', {}, true],
    ['GET', '/admin/orders/export.csv', undefined, true],
    ['GET', '/admin/pick-list', undefined, true],
    ['GET', '/admin/dashboard', undefined, true],
    ['GET', '/admin/audit', undefined, false],
    ['GET', '/admin/delivery-channels', undefined, false],
    ['POST', '/admin/delivery-channels', {}, false],
    ['PATCH', '/admin/delivery-channels/999999', { active: true }, false],
    ['GET', '/admin/delivery-windows', undefined, false],
    ['GET', '/admin/discount-codes', undefined, false],
    ['GET', '/admin/settings', undefined, false],
    ['PATCH', '/admin/settings', {}, false],
    ['GET', '/admin/categories', undefined, false],
    ['POST', '/admin/categories', {}, false],
    ['PATCH', '/admin/categories/999999', { name: 'Greens' }, false],
    ['PUT', '/admin/categories/order', { category_ids: [1] }, false],
    ['GET', '/admin/staff', undefined, false],
    ['POST', '/admin/staff', {}, false],
    ['DELETE', '/admin/staff/999999', undefined, false],
  ];

  it.each(calls)('%s %s: guest 401, shopper 403, staff by role, owner never 401/403', (...call) =>
    expectBackOfficeGuard(bed, tokens, call),
  );

  it('describes every back-office call in OpenAPI as the back office’s: its tag, the token, the refusals', async () => {
    const response = await bed.app.inject({ method: 'GET', url: '/api/docs/json' });
    const { paths } = response.json() as {
      paths: Record<string, Record<string, { tags?: string[]; security?: unknown; responses?: object }>>;
    };
    const operations = Object.entries(paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/') && !path.startsWith('/api/v1/admin/owner'))
      .flatMap(([path, methods]) =>
        Object.entries(methods).map(([method, operation]) => ({ method, path, operation })),
      );
    expect(operations.length).toBeGreaterThan(40);
    for (const { method, path, operation } of operations) {
      expect({ method, path, tags: operation.tags, security: operation.security }).toEqual({
        method,
        path,
        tags: ['admin'],
        security: [{ bearerAuth: [] }],
      });
      expect(Object.keys(operation.responses ?? {})).toEqual(expect.arrayContaining(['401', '403', '422']));
    }
  });

  it('staff change the stock of a unit but not its price nor whether it is shown', async () => {
    const { rice } = bed.units;
    const stock = await bed.call('PATCH', `/admin/product-units/${rice.unitId}`, tokens.staff, {
      available_quantity: 77,
    });
    expect(stock.statusCode).toBe(200);
    expect(await bed.stockOf(rice.unitId)).toBe(77);
    for (const body of [
      { price_per_unit: '10.00' },
      { active: false },
      { available_quantity: 5, active: true },
    ]) {
      const refused = await bed.call('PATCH', `/admin/product-units/${rice.unitId}`, tokens.staff, body);
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.ownerOnly });
    }
    expect(await bed.stockOf(rice.unitId)).toBe(77);
  });
});
