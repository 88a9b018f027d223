// The back office's API: who may call what (guest 401, shopper 403, staff orders and stock, owner everything),
// and what each call does, as a caller sees it. On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES, MAX_STOCK } from '@oko/shared/schemas/admin';
import { adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { adminOrderDetailSchema } from '@oko/shared/schemas/admin-orders';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import type { UserRole } from '@oko/shared/schemas/auth-answers';
import { productSchema } from '@oko/shared/schemas/catalog';
import { orderDetailSchema } from '@oko/shared/schemas/order';
import type { HTTPMethods } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditLog, categories, jobs, users } from '../db/schema';
import { MAIL_JOB } from '../orders/order-mail';
import { type Shopper, line, useOrdersTestbed } from '../orders/test-helpers';
import { mailedCode, newShopperForm, signUpShopper } from '../testing/shoppers';

const bed = useOrdersTestbed();
const tokens = {} as Record<UserRole, string>;
const ids = {} as Record<UserRole, number>;
let buyer: Shopper;
let channelId: number;
let categoryId: number;

async function accountWithRole(role: UserRole) {
  const account = await signUpShopper(bed);
  await bed.database.db.update(users).set({ role }).where(eq(users.id, account.userId));
  tokens[role] = account.token;
  ids[role] = account.userId;
}

beforeAll(async () => {
  for (const role of ['shopper', 'staff', 'owner'] as const) await accountWithRole(role);
  buyer = await bed.shopper();
  const channels = (await bed.call('GET', '/delivery-channel')).json() as { data: { id: number }[] };
  channelId = channels.data[0]!.id;
  const [category] = await bed.database.db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.slug, 'vegetables'));
  categoryId = category!.id;
});

async function placeOrder(
  unit = bed.units.rice,
  quantity = 1,
  paymentMethod = 'pay_on_delivery',
  shopper = buyer,
  phone?: string,
): Promise<number> {
  await bed.setStock(unit.unitId, Math.max(await bed.stockOf(unit.unitId), quantity + 50));
  const response = await bed.call('POST', '/create-order', shopper.token, {
    delivery_channel_id: channelId,
    payment_method: paymentMethod,
    address_id: shopper.addressId,
    order_data: [line(unit, quantity)],
    ...(phone ? { phone } : {}),
  });
  expect(response.statusCode).toBe(201);
  return dataEnvelope(orderDetailSchema).parse(response.json()).data.id;
}

const newProduct = (name = `Ugu Leaves ${Math.random().toString(36).slice(2, 8)}`) => ({
  name,
  category_id: categoryId,
  description: 'Fluted pumpkin leaves, cut this morning.',
  product_units: [
    {
      unit: { name: 'Bunch', symbol: 'bunch' },
      unit_number: 1,
      price_per_unit: '1500.00',
      available_quantity: 40,
    },
    {
      unit: { name: 'Basket', symbol: 'basket' },
      unit_number: 1,
      price_per_unit: 12000,
      available_quantity: 5,
    },
  ],
});

async function createProduct(body: object = newProduct()) {
  const response = await bed.call('POST', '/admin/products', tokens.owner, body);
  expect(response.statusCode).toBe(201);
  return dataEnvelope(adminProductSchema).parse(response.json()).data;
}

const lastAudit = async () =>
  (await bed.database.db.select().from(auditLog).orderBy(desc(auditLog.id)).limit(1))[0];

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
    ['GET', '/admin/orders/export.csv', undefined, true],
    ['GET', '/admin/pick-list', undefined, true],
    ['GET', '/admin/dashboard', undefined, true],
    ['GET', '/admin/audit', undefined, false],
    ['GET', '/admin/delivery-channels', undefined, false],
    ['POST', '/admin/delivery-channels', {}, false],
    ['PATCH', '/admin/delivery-channels/999999', { active: true }, false],
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

  it.each(calls)(
    '%s %s: guest 401, shopper 403, staff by role, owner never 401/403',
    async (method, url, body, staffAllowed) => {
      const guest = await bed.call(method, url, undefined, body);
      expect(guest.statusCode).toBe(401);
      expect(guest.json()).toEqual({ message: 'Unauthenticated.' });

      const shopper = await bed.call(method, url, tokens.shopper, body);
      expect(shopper.statusCode).toBe(403);
      expect(shopper.json()).toEqual({ message: ADMIN_MESSAGES.notBackOffice });

      const staff = await bed.call(method, url, tokens.staff, body);
      // Staff: let through (any answer but 401/403), or refused as the owner's call.
      expect({
        refused: [401, 403].includes(staff.statusCode),
        answer: staffAllowed ? null : { status: staff.statusCode, body: staff.json() as unknown },
      }).toEqual({
        refused: !staffAllowed,
        answer: staffAllowed ? null : { status: 403, body: { message: ADMIN_MESSAGES.ownerOnly } },
      });

      const owner = await bed.call(method, url, tokens.owner, body);
      expect([401, 403]).not.toContain(owner.statusCode);
      expect(owner.headers['cache-control']).toBe('no-store');
    },
  );

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

describe('orders', () => {
  it('lists every shopper’s orders newest first, paged, with the shopper and channel', async () => {
    const first = await placeOrder();
    const second = await placeOrder();
    const response = await bed.call('GET', '/admin/orders?per_page=2', tokens.staff);
    expect(response.statusCode).toBe(200);
    const page = response.json() as { data: { id: number; customer: object }[]; meta: { total: number } };
    expect(page.data.map((order) => order.id)).toEqual([second, first]);
    expect(page.data[0]).toMatchObject({
      status: 'pending',
      payment_method: 'pay_on_delivery',
      customer: { name: 'Adaeze', last_name: 'Okafor' },
      delivery_channel_name: expect.any(String) as string,
    });
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 2 });
    expect(page.meta.total).toBeGreaterThanOrEqual(2);
  });

  it('filters by status, payment method, dates and a search of number, e-mail or name', async () => {
    const other = await bed.shopper();
    const bank = await placeOrder(bed.units.rice, 1, 'bank_transfer', other);
    const email = (
      (await bed.call('GET', '/auth/profile', other.token)).json() as { data: { email: string } }
    ).data.email;
    const idsOf = async (query: string) => {
      const response = await bed.call('GET', `/admin/orders?per_page=100&${query}`, tokens.owner);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: { id: number }[] }).data.map((order) => order.id);
    };
    expect(await idsOf(`q=${encodeURIComponent(email)}`)).toEqual([bank]);
    expect(await idsOf(`q=${encodeURIComponent(email.slice(0, 20).toUpperCase())}`)).toEqual([bank]);
    expect(await idsOf(`q=${bank}`)).toContain(bank);
    expect(await idsOf(`q=%23${bank}`)).toContain(bank);
    expect(await idsOf('q=Adaeze%20Okafor')).toContain(bank);
    expect(await idsOf('q=nobody-is-called-this')).toEqual([]);
    expect(await idsOf('payment_method=bank_transfer')).toContain(bank);
    expect(await idsOf('payment_method=pay_on_delivery')).not.toContain(bank);
    expect(await idsOf('status=pending')).toContain(bank);
    expect(await idsOf('status=delivered')).not.toContain(bank);
    const today = new Date(Date.now() + 60 * 60 * 1000).toISOString().slice(0, 10);
    expect(await idsOf(`from=${today}&to=${today}`)).toContain(bank);
    expect(await idsOf('from=2020-01-01&to=2020-01-31')).toEqual([]);

    for (const [query, field] of [
      ['status=shipped', 'status'],
      ['payment_method=cash', 'payment_method'],
      ['from=01-03-2026', 'from'],
      ['from=2026-03-02&to=2026-03-01', 'to'],
      ['page=0', 'page'],
    ]) {
      const refused = await bed.call('GET', `/admin/orders?${query}`, tokens.owner);
      expect(refused.statusCode).toBe(422);
      expect(Object.keys(errorBodySchema.parse(refused.json()).errors ?? {})).toEqual([field]);
    }
  });

  it('shows one order with lines, totals, shopper, address, channel, payment, history, next statuses', async () => {
    const orderId = await placeOrder(bed.units.rice, 2, 'bank_transfer');
    const response = await bed.call('GET', `/admin/orders/${orderId}`, tokens.staff);
    expect(response.statusCode).toBe(200);
    const order = dataEnvelope(adminOrderDetailSchema).parse(response.json()).data;
    expect(order).toMatchObject({
      id: orderId,
      status: 'pending',
      payment_method: 'bank_transfer',
      payment_status: 'not_required',
      items_count: 2,
      customer: { id: expect.any(Number) as number, name: 'Adaeze', last_name: 'Okafor' },
      delivery_address: { state: 'Lagos', city: 'Lekki' },
      history: [{ status: 'pending' }],
      next_statuses: ['confirmed', 'processing', 'out_for_delivery', 'delivered', 'cancelled'],
      payment_attempts: [],
    });
    expect(order.items).toHaveLength(1);
    expect(order.bank_details).not.toBeNull();
    const missing = await bed.call('GET', '/admin/orders/999999', tokens.owner);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Order not found' });
  });

  it('shows the phone the shopper gave at checkout, for the rider to call (issue 13)', async () => {
    const shopper = await bed.shopper();
    const { rice } = bed.units;
    await bed.setStock(rice.unitId, Math.max(await bed.stockOf(rice.unitId), 51));
    const placed = await bed.call('POST', '/create-order', shopper.token, {
      delivery_channel_id: channelId,
      payment_method: 'pay_on_delivery',
      address_id: shopper.addressId,
      order_data: [line(rice, 1)],
      phone: '0812 345 6789',
    });
    expect(placed.statusCode).toBe(201);
    const { id } = dataEnvelope(orderDetailSchema).parse(placed.json()).data;
    const shown = await bed.call('GET', `/admin/orders/${id}`, tokens.staff);
    expect(dataEnvelope(adminOrderDetailSchema).parse(shown.json()).data.phone).toBe('+2348123456789');
  });

  it('PATCH moves an order along the state machine, refuses a forbidden move with 422, audit-logs each', async () => {
    const orderId = await placeOrder();
    const confirmed = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, {
      status: 'confirmed',
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toMatchObject({
      message: `Order ${orderId} is now Confirmed.`,
      data: { status: 'confirmed', history: [{ status: 'pending' }, { status: 'confirmed' }] },
    });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.status',
      entityId: orderId,
      before: { status: 'pending' },
      after: { status: 'confirmed' },
    });
    const backwards = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
      status: 'pending',
    });
    expect(backwards.statusCode).toBe(422);
    expect(backwards.json()).toEqual({
      message:
        'An order that is confirmed cannot become pending; it can become processing, out_for_delivery, delivered, cancelled.',
      errors: {
        status: [
          'An order that is confirmed cannot become pending; it can become processing, out_for_delivery, delivered, cancelled.',
        ],
      },
    });
    const unknown = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, { status: 'shipped' });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { status: [ADMIN_MESSAGES.status] } });
    const tracking = await bed.call('GET', `/orders/${orderId}/tracking`, buyer.token);
    expect(tracking.json()).toMatchObject({ data: { status: 'confirmed' } });
  });

  it('cancelling puts the stock back', async () => {
    const { yam } = bed.units;
    const orderId = await placeOrder(yam, 3);
    const left = await bed.stockOf(yam.unitId);
    const cancelled = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.owner, {
      status: 'cancelled',
    });
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json()).toMatchObject({ data: { status: 'cancelled', next_statuses: [] } });
    expect(await bed.stockOf(yam.unitId)).toBe(left + 3);
  });
});

describe('products', () => {
  it('POST creates a product with naira prices; 201 with it as GET /products/{id} shows it', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      active: true,
      category: { id: categoryId, slug: 'vegetables' },
      product_units: [
        {
          unit: { name: 'Bunch', symbol: 'bunch' },
          price_per_unit: '1500.00',
          available_quantity: 40,
          active: true,
        },
        {
          unit: { name: 'Basket', symbol: 'basket' },
          price_per_unit: '12000.00',
          available_quantity: 5,
          active: true,
        },
      ],
    });
    expect(product.slug).toMatch(/^ugu-leaves-[a-z0-9]+$/);
    const storefront = await bed.call('GET', `/products/${product.id}`);
    expect(storefront.statusCode).toBe(200);
    const shown = dataEnvelope(productSchema).parse(storefront.json()).data;
    expect(productSchema.parse(product)).toEqual(shown);
    expect(await lastAudit()).toMatchObject({
      userId: ids.owner,
      action: 'product.create',
      entityId: product.id,
    });

    const search = await bed.call('POST', '/products/search', undefined, { keyword: product.name });
    expect((search.json() as { data: { id: number }[] }).data[0]?.id).toBe(product.id);
  });

  it('gives a second product of the same name its own slug', async () => {
    const first = await createProduct(newProduct('Scent Leaves'));
    const second = await createProduct(newProduct('Scent Leaves'));
    expect(first.slug).toBe('scent-leaves');
    expect(second.slug).toBe('scent-leaves-2');
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', ADMIN_MESSAGES.nameRequired],
    ['an unknown category', { category_id: 999999 }, 'category_id', ADMIN_MESSAGES.unknownCategory],
    ['no units', { product_units: [] }, 'product_units', ADMIN_MESSAGES.unitsRequired],
  ])('refuses %s with 422 under the field, writing nothing', async (_, change, field, message) => {
    const before = await bed.database.db.$count(auditLog);
    const response = await bed.call('POST', '/admin/products', tokens.owner, { ...newProduct(), ...change });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors?.[field]).toEqual([message]);
    expect(await bed.database.db.$count(auditLog)).toBe(before);
  });

  it.each([
    ['a price of 0', { price_per_unit: '0' }, 'price_per_unit', ADMIN_MESSAGES.pricePositive],
    ['a negative price', { price_per_unit: -5 }, 'price_per_unit', ADMIN_MESSAGES.pricePositive],
    ['3 decimals', { price_per_unit: '12.345' }, 'price_per_unit', ADMIN_MESSAGES.priceDecimals],
    ['a price in words', { price_per_unit: 'ten naira' }, 'price_per_unit', ADMIN_MESSAGES.priceInvalid],
    ['negative stock', { available_quantity: -1 }, 'available_quantity', ADMIN_MESSAGES.stockNegative],
    ['fractional stock', { available_quantity: 1.5 }, 'available_quantity', ADMIN_MESSAGES.stockInteger],
    [
      'an empty unit name',
      { unit: { name: '', symbol: 'bunch' } },
      'unit.name',
      ADMIN_MESSAGES.unitNameRequired,
    ],
  ])('refuses a unit with %s', async (_, change, field, message) => {
    const body = newProduct();
    body.product_units[0] = { ...body.product_units[0]!, ...change } as (typeof body.product_units)[0];
    const response = await bed.call('POST', '/admin/products', tokens.owner, body);
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors?.[`product_units.0.${field}`]).toEqual([message]);
  });

  it('refuses the same unit twice on one product, in one request or added later', async () => {
    const body = newProduct();
    body.product_units[1] = { ...body.product_units[0]!, price_per_unit: '1600' };
    const twice = await bed.call('POST', '/admin/products', tokens.owner, body);
    expect(twice.statusCode).toBe(422);
    expect(errorBodySchema.parse(twice.json()).errors).toEqual({
      'product_units.1.unit.name': [ADMIN_MESSAGES.duplicateUnit('1 bunch')],
    });

    const product = await createProduct();
    const again = await bed.call('POST', `/admin/products/${product.id}/product-units`, tokens.owner, {
      unit: { name: 'Bunch', symbol: 'bunch' },
      price_per_unit: '900',
      available_quantity: 3,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({
      errors: { 'unit.name': [ADMIN_MESSAGES.duplicateUnit('1 bunch')] },
    });
    const added = await bed.call('POST', `/admin/products/${product.id}/product-units`, tokens.owner, {
      unit: { name: 'Bunch', symbol: 'bunch' },
      unit_number: 5,
      price_per_unit: '6500.50',
      available_quantity: 3,
    });
    expect(added.statusCode).toBe(201);
    expect(dataEnvelope(adminProductSchema).parse(added.json()).data.product_units).toContainEqual(
      expect.objectContaining({ unit_number: 5, price_per_unit: '6500.50', available_quantity: 3 }),
    );
  });

  it('PATCH edits a product; hidden, it leaves the storefront (page, list, search, orders) at once', async () => {
    const product = await createProduct();
    const renamed = await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, {
      name: 'Ugu (Fluted Pumpkin)',
      description: 'Fresh.',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ data: { name: 'Ugu (Fluted Pumpkin)', description: 'Fresh.' } });
    const countOf = async () =>
      (
        (await bed.call('GET', '/products/categories/vegetables')).json() as {
          data: { products_count: number };
        }
      ).data.products_count;
    const countBefore = await countOf();

    const hidden = await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, { active: false });
    expect(hidden.json()).toMatchObject({ data: { active: false } });
    expect((await bed.call('GET', `/products/${product.id}`)).statusCode).toBe(404);
    const search = await bed.call('POST', '/products/search', undefined, { keyword: 'Fluted Pumpkin' });
    expect((search.json() as { data: { id: number }[] }).data.map((p) => p.id)).not.toContain(product.id);
    expect(await countOf()).toBe(countBefore - 1);
    const order = await bed.call('POST', '/create-order', buyer.token, {
      delivery_channel_id: channelId,
      payment_method: 'pay_on_delivery',
      address_id: buyer.addressId,
      order_data: [
        {
          product_id: product.id,
          product_units: [{ product_unit_id: product.product_units[0]!.id, quantity: 1 }],
        },
      ],
    });
    expect(order.statusCode).toBe(422);
    // The back office still has it.
    expect((await bed.call('GET', `/admin/products/${product.id}`, tokens.staff)).json()).toMatchObject({
      data: { active: false },
    });

    await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, { active: true });
    expect((await bed.call('GET', `/products/${product.id}`)).statusCode).toBe(200);
    expect(await countOf()).toBe(countBefore);

    const bad = await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, {});
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toMatchObject({ message: ADMIN_MESSAGES.nothingToChange });
    const badCategory = await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, {
      category_id: 999999,
    });
    expect(badCategory.json()).toMatchObject({ errors: { category_id: [ADMIN_MESSAGES.unknownCategory] } });
  });

  it('DELETE deletes a product without orders and hides one with orders', async () => {
    const unsold = await createProduct();
    const deleted = await bed.call('DELETE', `/admin/products/${unsold.id}`, tokens.owner);
    expect(deleted.statusCode).toBe(204);
    expect((await bed.call('GET', `/admin/products/${unsold.id}`, tokens.owner)).statusCode).toBe(404);

    const sold = await createProduct();
    const unit = { productId: sold.id, unitId: sold.product_units[0]!.id };
    const orderId = await placeOrder(unit, 1);
    const hidden = await bed.call('DELETE', `/admin/products/${sold.id}`, tokens.owner);
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json()).toMatchObject({
      message: 'The product has orders, so it was hidden instead of deleted.',
      data: { id: sold.id, active: false },
    });
    const order = await bed.call('GET', `/admin/orders/${orderId}`, tokens.owner);
    expect(order.json()).toMatchObject({ data: { items: [{ product_id: sold.id }] } });
  });

  it('lists products (hidden too) with a name search and a category filter', async () => {
    const product = await createProduct(newProduct('Waterleaf Zyx'));
    await bed.call('PATCH', `/admin/products/${product.id}`, tokens.owner, { active: false });
    const found = await bed.call(
      'GET',
      `/admin/products?q=waterleaf%20zyx&category_id=${categoryId}`,
      tokens.staff,
    );
    expect(found.json()).toMatchObject({ data: [{ id: product.id, active: false }], meta: { total: 1 } });
    const elsewhere = await bed.call('GET', `/admin/products?q=waterleaf%20zyx&category_id=1`, tokens.staff);
    expect((elsewhere.json() as { data: unknown[] }).data).toHaveLength(categoryId === 1 ? 1 : 0);
  });
});

describe('units, prices and stock', () => {
  it('a new price shows at once on the storefront and is what the next order charges', async () => {
    const product = await createProduct();
    const unit = product.product_units[0]!;
    const before = await bed.call('GET', `/products/${product.id}`);
    const changed = await bed.call('PATCH', `/admin/product-units/${unit.id}`, tokens.owner, {
      price_per_unit: '1250.5',
    });
    expect(changed.statusCode).toBe(200);
    expect(dataEnvelope(adminProductSchema).parse(changed.json()).data.product_units).toContainEqual(
      expect.objectContaining({ id: unit.id, price_per_unit: '1250.50' }),
    );
    const after = await bed.call('GET', `/products/${product.id}`, undefined, undefined, {
      'if-none-match': String(before.headers.etag),
    });
    expect(after.statusCode).toBe(200);
    expect(dataEnvelope(productSchema).parse(after.json()).data.product_units).toContainEqual(
      expect.objectContaining({ id: unit.id, price_per_unit: '1250.50' }),
    );
    expect(await lastAudit()).toMatchObject({
      userId: ids.owner,
      action: 'product_unit.update',
      entityId: unit.id,
      before: { priceKobo: 150000 },
      after: { priceKobo: 125050 },
    });
    const orderId = await placeOrder({ productId: product.id, unitId: unit.id }, 2);
    const order = await bed.call('GET', `/orders/${orderId}`, buyer.token);
    expect(order.json()).toMatchObject({
      data: { subtotal: '2501.00', items: [{ unit_price: '1250.50', quantity: 2 }] },
    });
  });

  it('a hidden unit leaves the product page and cannot be ordered', async () => {
    const product = await createProduct();
    const [bunch, basket] = product.product_units;
    const hidden = await bed.call('PATCH', `/admin/product-units/${basket!.id}`, tokens.owner, {
      active: false,
    });
    expect(hidden.statusCode).toBe(200);
    const shown = dataEnvelope(productSchema).parse(
      (await bed.call('GET', `/products/${product.id}`)).json(),
    );
    expect(shown.data.product_units.map((unit) => unit.id)).toEqual([bunch!.id]);
    const order = await bed.call('POST', '/create-order', buyer.token, {
      delivery_channel_id: channelId,
      payment_method: 'pay_on_delivery',
      address_id: buyer.addressId,
      order_data: [{ product_id: product.id, product_units: [{ product_unit_id: basket!.id, quantity: 1 }] }],
    });
    expect(order.statusCode).toBe(422);
  });

  it('adjusts stock with a reason (change or set), keeps who, when, before and after', async () => {
    const { yamBag } = bed.units;
    await bed.setStock(yamBag.unitId, 10);
    const harvest = await bed.call('POST', `/admin/product-units/${yamBag.unitId}/stock`, tokens.staff, {
      change: 20,
      reason: 'harvest',
    });
    expect(harvest.statusCode).toBe(201);
    expect(harvest.json()).toMatchObject({
      message: 'Stock updated.',
      data: {
        product_unit_id: yamBag.unitId,
        reason: 'harvest',
        before: 10,
        after: 30,
        by: { id: ids.staff },
      },
    });
    const spoiled = await bed.call('POST', `/admin/product-units/${yamBag.unitId}/stock`, tokens.owner, {
      change: -4,
      reason: 'spoiled',
    });
    expect(spoiled.json()).toMatchObject({ data: { before: 30, after: 26 } });
    const recount = await bed.call('POST', `/admin/product-units/${yamBag.unitId}/stock`, tokens.owner, {
      set: 24,
      reason: 'recount',
    });
    expect(recount.json()).toMatchObject({ data: { before: 26, after: 24, reason: 'recount' } });
    expect(await bed.stockOf(yamBag.unitId)).toBe(24);

    const tooMany = await bed.call('POST', `/admin/product-units/${yamBag.unitId}/stock`, tokens.owner, {
      change: -25,
      reason: 'spoiled',
    });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toEqual({
      message: ADMIN_MESSAGES.stockShort(24),
      errors: { change: [ADMIN_MESSAGES.stockShort(24)] },
    });
    expect(await bed.stockOf(yamBag.unitId)).toBe(24);

    for (const [body, field, message] of [
      [{ change: 2, set: 3, reason: 'recount' }, 'change', ADMIN_MESSAGES.stockOneOf],
      [{ reason: 'recount' }, 'change', ADMIN_MESSAGES.stockOneOf],
      [{ change: 0, reason: 'harvest' }, 'change', ADMIN_MESSAGES.changeZero],
      [{ change: 1.5, reason: 'harvest' }, 'change', ADMIN_MESSAGES.changeInteger],
      [{ set: -1, reason: 'recount' }, 'set', ADMIN_MESSAGES.stockNegative],
      [{ change: 1, reason: 'stolen' }, 'reason', ADMIN_MESSAGES.reason],
    ] as const) {
      const refused = await bed.call(
        'POST',
        `/admin/product-units/${yamBag.unitId}/stock`,
        tokens.owner,
        body,
      );
      expect(refused.statusCode).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors?.[field]).toEqual([message]);
    }
    const missing = await bed.call('POST', '/admin/product-units/999999/stock', tokens.owner, {
      change: 1,
      reason: 'harvest',
    });
    expect(missing.statusCode).toBe(404);

    const history = await bed.call('GET', `/admin/product-units/${yamBag.unitId}/stock`, tokens.staff);
    expect((history.json() as { data: object[] }).data.slice(0, 3)).toEqual([
      expect.objectContaining({
        reason: 'recount',
        before: 26,
        after: 24,
        by: { id: ids.owner, name: 'Adaeze' },
      }),
      expect.objectContaining({ reason: 'spoiled', before: 30, after: 26 }),
      expect.objectContaining({
        reason: 'harvest',
        before: 10,
        after: 30,
        by: { id: ids.staff, name: 'Adaeze' },
      }),
    ]);
    expect(await lastAudit()).toMatchObject({
      userId: ids.owner,
      action: 'stock.adjust',
      before: { available_quantity: 26 },
      after: { available_quantity: 24, reason: 'recount' },
    });
  });

  it('a stock adjustment racing orders never oversells nor loses either change', async () => {
    const { yam } = bed.units;
    await bed.setStock(yam.unitId, 5);
    const shoppers = [buyer, await bed.shopper(), await bed.shopper()];
    const orders = Array.from({ length: 12 }, (_, i) =>
      bed.call('POST', '/create-order', shoppers[i % 3]!.token, {
        delivery_channel_id: channelId,
        payment_method: 'pay_on_delivery',
        address_id: shoppers[i % 3]!.addressId,
        order_data: [line(yam, 1)],
      }),
    );
    const adjustments = [
      bed.call('POST', `/admin/product-units/${yam.unitId}/stock`, tokens.staff, {
        change: 3,
        reason: 'harvest',
      }),
      bed.call('POST', `/admin/product-units/${yam.unitId}/stock`, tokens.owner, {
        change: -2,
        reason: 'spoiled',
      }),
    ];
    const [orderAnswers, adjustmentAnswers] = await Promise.all([
      Promise.all(orders),
      Promise.all(adjustments),
    ]);
    const sold = orderAnswers.filter((answer) => answer.statusCode === 201).length;
    expect(orderAnswers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    const applied = adjustmentAnswers
      .filter((answer) => answer.statusCode === 201)
      .map((answer) => (answer.json() as { data: { before: number; after: number } }).data)
      .reduce((sum, change) => sum + change.after - change.before, 0);
    expect(adjustmentAnswers.every((answer) => [201, 409].includes(answer.statusCode))).toBe(true);
    const stock = await bed.stockOf(yam.unitId);
    expect(stock).toBeGreaterThanOrEqual(0);
    expect(stock).toBe(5 + applied - sold);
  });

  it('never lets a unit hold more than MAX_STOCK: a harvest and a cancel that would are refused (409)', async () => {
    const { yamBag } = bed.units;
    const orderId = await placeOrder(yamBag, 3);
    await bed.setStock(yamBag.unitId, MAX_STOCK - 2);
    const harvest = await bed.call('POST', `/admin/product-units/${yamBag.unitId}/stock`, tokens.staff, {
      change: 5,
      reason: 'harvest',
    });
    expect(harvest.statusCode).toBe(409);
    expect(harvest.json()).toEqual({
      message: ADMIN_MESSAGES.stockTooHigh,
      errors: { change: [ADMIN_MESSAGES.stockTooHigh] },
    });
    const cancel = await bed.call('PATCH', `/admin/orders/${orderId}`, tokens.staff, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toEqual({ message: ADMIN_MESSAGES.stockTooHigh });
    expect(await bed.stockOf(yamBag.unitId)).toBe(MAX_STOCK - 2);
    const order = await bed.call('GET', `/admin/orders/${orderId}`, tokens.staff);
    expect(order.json()).toMatchObject({ data: { status: 'pending' } });
    await bed.setStock(yamBag.unitId, 10);
  });
});

describe('packing, payments, export, dashboard, audit', () => {
  it('marks a bank transfer as received, once; other methods are refused', async () => {
    const orderId = await placeOrder(bed.units.rice, 1, 'bank_transfer');
    const paid = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.staff);
    expect(paid.statusCode).toBe(200);
    expect(paid.json()).toMatchObject({ message: 'Payment received.', data: { payment_status: 'paid' } });
    const shopperView = await bed.call('GET', `/orders/${orderId}`, buyer.token);
    expect(shopperView.json()).toMatchObject({ data: { payment_status: 'paid' } });
    expect(await lastAudit()).toMatchObject({
      userId: ids.staff,
      action: 'order.payment_received',
      after: { payment_status: 'paid' },
    });
    // The shopper hears of it as of a card payment (markPaid); the shop, who marked it, gets no mail.
    const [mail] = await bed.database.db
      .select({ payload: jobs.payload })
      .from(jobs)
      .where(eq(jobs.kind, MAIL_JOB))
      .orderBy(desc(jobs.id))
      .limit(1);
    expect(mail?.payload).toMatchObject({
      subject: `Oko Farm: payment received for order #${orderId}`,
      text: expect.stringContaining('We received your bank transfer of ₦'),
    });
    const twice = await bed.call('POST', `/admin/orders/${orderId}/payment-received`, tokens.owner);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ message: ADMIN_MESSAGES.alreadyPaid });
    const cash = await placeOrder();
    const refused = await bed.call('POST', `/admin/orders/${cash}/payment-received`, tokens.owner);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toEqual({ message: ADMIN_MESSAGES.notBankTransfer });
    expect((await bed.call('POST', '/admin/orders/999999/payment-received', tokens.owner)).statusCode).toBe(
      404,
    );
  });

  it('exports the filtered orders as CSV, defusing cells a spreadsheet would run', async () => {
    const form = { ...newShopperForm(), name: '=HYPERLINK("x")', last_name: 'Okafor, Jr.' };
    const signed = await signUpShopper(bed, { form });
    const address = await bed.call('POST', '/address', signed.token, {
      country_id: '1',
      state_id: '1',
      street_no: '1',
      nearest_landmark: '',
      address: 'Farm Road',
      city: 'Ibadan',
      zip_code: '',
    });
    const shopper = { token: signed.token, addressId: (address.json() as { data: { id: number } }).data.id };
    const orderId = await placeOrder(bed.units.rice, 2, 'bank_transfer', shopper, '0803 123 4567');
    const response = await bed.call(
      'GET',
      `/admin/orders/export.csv?q=${encodeURIComponent(form.email)}`,
      tokens.staff,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="orders-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const rows = response.body.trimEnd().split('\r\n');
    expect(rows[0]).toBe(
      'order,placed_at,status,payment_method,payment_status,first_name,last_name,email,phone,delivery_channel,state,city,items,subtotal,delivery_fee,total',
    );
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatch(
      new RegExp(
        `^${orderId},\\S+Z,pending,bank_transfer,not_required,"'=HYPERLINK\\(""x""\\)","Okafor, Jr\\.",${form.email.replace(/[.+]/g, '\\$&')},0803 123 4567,`,
      ),
    );
    const refused = await bed.call('GET', '/admin/orders/export.csv?status=lost', tokens.staff);
    expect(refused.statusCode).toBe(422);
  });

  it('gives the pick list of confirmed orders: each in full, and each unit’s total to gather', async () => {
    const { yam, yamBag } = bed.units;
    const first = await placeOrder(yam, 2);
    const second = await placeOrder(yam, 3);
    const third = await placeOrder(yamBag, 1);
    for (const id of [first, second, third]) {
      await bed.call('PATCH', `/admin/orders/${id}`, tokens.staff, { status: 'confirmed' });
    }
    const response = await bed.call('GET', '/admin/pick-list', tokens.staff);
    expect(response.statusCode).toBe(200);
    const { data } = response.json() as {
      data: {
        orders: { id: number; status: string }[];
        lines: { product_unit_id: number; quantity: number }[];
      };
    };
    const ids = data.orders.map((order) => order.id);
    expect(ids.indexOf(first)).toBeLessThan(ids.indexOf(second));
    expect(data.orders.every((order) => order.status === 'confirmed')).toBe(true);
    const confirmedYam = data.orders.filter((order) => ids.includes(order.id));
    expect(confirmedYam.length).toBeGreaterThanOrEqual(3);
    const yamLine = data.lines.find((entry) => entry.product_unit_id === yam.unitId);
    const bagLine = data.lines.find((entry) => entry.product_unit_id === yamBag.unitId);
    expect(yamLine?.quantity).toBeGreaterThanOrEqual(5);
    expect(bagLine?.quantity).toBeGreaterThanOrEqual(1);
    // Every confirmed order's lines, summed per unit.
    let yamTotal = 0;
    for (const id of ids) {
      const order = dataEnvelope(adminOrderDetailSchema).parse(
        (await bed.call('GET', `/admin/orders/${id}`, tokens.staff)).json(),
      ).data;
      yamTotal += order.items
        .filter((item) => item.product_unit_id === yam.unitId)
        .reduce((sum, item) => sum + item.quantity, 0);
    }
    expect(yamLine?.quantity).toBe(yamTotal);
  });

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
    expect(data.sales.today.orders).toBe(before.data.sales.today.orders + 1);
    expect(Number(data.sales.today.total)).toBeGreaterThan(Number(before.data.sales.today.total));
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
});

describe('delivery channels and settings', () => {
  it('adds, edits and hides a delivery channel; the checkout offers only active ones', async () => {
    const created = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Farm gate pick-up',
      fee: '0',
    });
    expect(created.statusCode).toBe(201);
    const channel = (created.json() as { data: { id: number } }).data;
    expect(created.json()).toMatchObject({
      message: 'Delivery channel added.',
      data: { name: 'Farm gate pick-up', description: '', fee: '0.00', active: true },
    });
    const offered = async () =>
      ((await bed.call('GET', '/delivery-channel')).json() as { data: { id: number; fee: string }[] }).data;
    expect((await offered()).at(-1)).toMatchObject({ id: channel.id, fee: '0.00' });

    const edited = await bed.call('PATCH', `/admin/delivery-channels/${channel.id}`, tokens.owner, {
      fee: 250.5,
      description: 'Open 8:00 - 17:00',
    });
    expect(edited.json()).toMatchObject({ data: { fee: '250.50', description: 'Open 8:00 - 17:00' } });
    expect((await offered()).find((entry) => entry.id === channel.id)?.fee).toBe('250.50');

    await bed.call('PATCH', `/admin/delivery-channels/${channel.id}`, tokens.owner, { active: false });
    expect((await offered()).map((entry) => entry.id)).not.toContain(channel.id);
    const listed = await bed.call('GET', '/admin/delivery-channels', tokens.owner);
    expect((listed.json() as { data: { id: number; active: boolean }[] }).data).toContainEqual(
      expect.objectContaining({ id: channel.id, active: false }),
    );
    const order = await bed.call('POST', '/create-order', buyer.token, {
      delivery_channel_id: channel.id,
      payment_method: 'pay_on_delivery',
      address_id: buyer.addressId,
      order_data: [line(bed.units.rice, 1)],
    });
    expect(order.statusCode).toBe(422);
    expect(order.json()).toMatchObject({
      errors: { delivery_channel_id: ['The selected delivery channel is invalid.'] },
    });

    const taken = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Farm gate pick-up',
      fee: 1,
    });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({ errors: { name: [ADMIN_MESSAGES.channelNameTaken] } });
    const negative = await bed.call('POST', '/admin/delivery-channels', tokens.owner, {
      name: 'Bike',
      fee: -1,
    });
    expect(negative.json()).toMatchObject({ errors: { fee: [ADMIN_MESSAGES.amountNegative] } });
    const missing = await bed.call('PATCH', '/admin/delivery-channels/999999', tokens.owner, {
      active: true,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('edits the shop’s settings; the storefront shows them at once', async () => {
    const response = await bed.call('PATCH', '/admin/settings', tokens.owner, {
      site_phone: '+234 803 000 1111',
      bank_details: { bank_name: 'GTBank', account_name: 'Oko Farm Ltd', account_number: '0123456789' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      message: 'Settings saved.',
      data: {
        site_phone: '+234 803 000 1111',
        bank_details: { bank_name: 'GTBank' },
        free_delivery_threshold: null,
      },
    });
    const shown = await bed.call('GET', '/get-setting');
    expect(shown.json()).toMatchObject({
      data: { site_phone: '+234 803 000 1111', bank_details: { bank_name: 'GTBank' } },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'settings.update',
      after: { site_phone: '+234 803 000 1111', bank_details: { account_number: '0123456789' } },
    });
    for (const [body, field, message] of [
      [
        { bank_details: { bank_name: 'GTBank', account_name: 'Oko', account_number: '12345' } },
        'bank_details.account_number',
        ADMIN_MESSAGES.accountNumber,
      ],
      [{ site_email: 'not-mail' }, 'site_email', 'Invalid email address'],
      [{ address: ' ' }, 'address', 'The address is required.'],
      [{ free_delivery_threshold: '10.001' }, 'free_delivery_threshold', ADMIN_MESSAGES.amountDecimals],
    ] as const) {
      const refused = await bed.call('PATCH', '/admin/settings', tokens.owner, body);
      expect(refused.statusCode).toBe(422);
      expect(errorBodySchema.parse(refused.json()).errors?.[field]).toEqual([message]);
    }
  });

  it('a free-delivery threshold: orders over it pay no delivery fee; off again, they pay', async () => {
    const { yam } = bed.units;
    const channels = (await bed.call('GET', '/delivery-channel')).json() as {
      data: { id: number; fee: string }[];
    };
    const paid = channels.data.find((channel) => Number(channel.fee) > 0)!;
    const orderOf = async (quantity: number) => {
      await bed.setStock(yam.unitId, 100);
      const response = await bed.call('POST', '/create-order', buyer.token, {
        delivery_channel_id: paid.id,
        payment_method: 'pay_on_delivery',
        address_id: buyer.addressId,
        order_data: [line(yam, quantity)],
      });
      expect(response.statusCode).toBe(201);
      return (response.json() as { data: { subtotal: string; delivery_fee: string; total: string } }).data;
    };
    const one = await orderOf(1);
    const set = await bed.call('PATCH', '/admin/settings', tokens.owner, {
      free_delivery_threshold: one.subtotal,
    });
    expect(set.json()).toMatchObject({ data: { free_delivery_threshold: one.subtotal } });
    expect((await bed.call('GET', '/get-setting')).json()).toMatchObject({
      data: { free_delivery_threshold: one.subtotal },
    });
    // Exactly the threshold is not over it.
    expect((await orderOf(1)).delivery_fee).toBe(paid.fee);
    const two = await orderOf(2);
    expect(two.delivery_fee).toBe('0.00');
    expect(two.total).toBe(two.subtotal);

    await bed.call('PATCH', '/admin/settings', tokens.owner, { free_delivery_threshold: null });
    expect((await bed.call('GET', '/get-setting')).json()).toMatchObject({
      data: { free_delivery_threshold: null },
    });
    expect((await orderOf(2)).delivery_fee).toBe(paid.fee);
  });
});

describe('categories', () => {
  it('adds a category last, renames it (the old slug still finds it), and orders the home page', async () => {
    const created = await bed.call('POST', '/admin/categories', tokens.owner, { name: 'Herbs & Spices' });
    expect(created.statusCode).toBe(201);
    const category = (created.json() as { data: { id: number; position: number } }).data;
    expect(created.json()).toMatchObject({
      message: 'Category added.',
      data: {
        name: 'Herbs & Spices',
        slug: 'herbs-and-spices',
        image_url: '/media/categories/herbs-and-spices.svg',
        products_count: 0,
        former_slugs: [],
      },
    });
    const listed = (await bed.call('GET', '/admin/categories', tokens.owner)).json() as {
      data: { id: number }[];
    };
    expect(listed.data.at(-1)?.id).toBe(category.id);

    const renamed = await bed.call('PATCH', `/admin/categories/${category.id}`, tokens.owner, {
      name: 'Herbs',
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      data: {
        name: 'Herbs',
        slug: 'herbs',
        image_url: '/media/categories/herbs.svg',
        former_slugs: ['herbs-and-spices'],
      },
    });
    const byOldSlug = await bed.call('GET', '/products/categories/herbs-and-spices');
    expect(byOldSlug.statusCode).toBe(200);
    expect(byOldSlug.json()).toMatchObject({ data: { id: category.id, slug: 'herbs' } });
    expect((await bed.call('GET', '/products?category=herbs-and-spices')).statusCode).toBe(200);
    expect((await bed.app.inject({ method: 'GET', url: '/media/categories/herbs.svg' })).statusCode).toBe(
      200,
    );
    const product = await createProduct({ ...newProduct(), category_id: category.id });
    const inOld = await bed.call('GET', '/products?category=herbs-and-spices');
    expect(inOld.json()).toMatchObject({ data: [{ id: product.id }], meta: { total: 1 } });

    // Named back: the slug returns, and stops being a former one.
    const back = await bed.call('PATCH', `/admin/categories/${category.id}`, tokens.owner, {
      name: 'Herbs and Spices',
    });
    expect(back.json()).toMatchObject({ data: { slug: 'herbs-and-spices', former_slugs: ['herbs'] } });
    // Another category may not take a slug that still names this one.
    const other = await bed.call('POST', '/admin/categories', tokens.owner, { name: 'Herbs' });
    expect(other.json()).toMatchObject({ data: { slug: 'herbs-2' } });

    const ids = (
      (await bed.call('GET', '/admin/categories', tokens.owner)).json() as { data: { id: number }[] }
    ).data.map((entry) => entry.id);
    const reversed = [...ids].reverse();
    const ordered = await bed.call('PUT', '/admin/categories/order', tokens.owner, {
      category_ids: reversed,
    });
    expect(ordered.statusCode).toBe(200);
    const home = (await bed.call('GET', '/products/categories?per_page=100')).json() as {
      data: { id: number }[];
    };
    expect(home.data.map((entry) => entry.id)).toEqual(reversed);
    for (const categoryIds of [reversed.slice(1), [...reversed, reversed[0]], []]) {
      const refused = await bed.call('PUT', '/admin/categories/order', tokens.owner, {
        category_ids: categoryIds,
      });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({ errors: { category_ids: [ADMIN_MESSAGES.categoryOrder] } });
    }
    await bed.call('PUT', '/admin/categories/order', tokens.owner, { category_ids: ids });

    const empty = await bed.call('POST', '/admin/categories', tokens.owner, { name: ' ' });
    expect(empty.json()).toMatchObject({ errors: { name: [ADMIN_MESSAGES.nameRequired] } });
    expect(
      (await bed.call('PATCH', '/admin/categories/999999', tokens.owner, { name: 'X' })).statusCode,
    ).toBe(404);
  });
});

describe('staff', () => {
  it('invites a new staff member, who sets a password with the mailed code and reaches orders, not products', async () => {
    const email = `packer.${Date.now()}@okofarm.ng`;
    const invited = await bed.call('POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Musa',
      last_name: 'Bello',
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json()).toMatchObject({
      message: `${email} was mailed a code to choose a password.`,
      data: { email, role: 'staff', email_verified_at: null },
    });
    const code = mailedCode(bed, email);
    expect(code).toMatch(/^\d{6}$/);
    const verified = await bed.call('POST', '/auth/verify-reset', undefined, { email, code });
    const resetToken = (verified.json() as { data: { reset_token: string } }).data.reset_token;
    const reset = await bed.call('POST', '/auth/password-reset', undefined, {
      email,
      reset_token: resetToken,
      password: 'packing-day',
      password_confirmation: 'packing-day',
    });
    expect(reset.statusCode).toBe(200);
    const login = await bed.call('POST', '/auth/login', undefined, { email, password: 'packing-day' });
    expect(login.statusCode).toBe(200);
    const token = (login.json() as { data: { access_token: string } }).data.access_token;
    expect((await bed.call('GET', '/admin/orders', token)).statusCode).toBe(200);
    expect((await bed.call('POST', '/admin/products', token, newProduct())).statusCode).toBe(403);

    const listed = await bed.call('GET', '/admin/staff', tokens.owner);
    expect((listed.json() as { data: { email: string; role: string }[] }).data).toContainEqual(
      expect.objectContaining({ email, role: 'staff' }),
    );
    const again = await bed.call('POST', '/admin/staff', tokens.owner, {
      email,
      name: 'Musa',
      last_name: 'Bello',
    });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ errors: { email: [ADMIN_MESSAGES.alreadyBackOffice] } });

    const userId = (invited.json() as { data: { id: number } }).data.id;
    const removed = await bed.call('DELETE', `/admin/staff/${userId}`, tokens.owner);
    expect(removed.json()).toMatchObject({ message: 'Staff member removed.', data: { role: 'shopper' } });
    expect((await bed.call('GET', '/admin/orders', token)).statusCode).toBe(401);
    expect(await lastAudit()).toMatchObject({ action: 'staff.remove', entityId: userId });
  });

  it('makes an existing shopper staff without a mail; the owner cannot be removed', async () => {
    const shopper = await signUpShopper(bed);
    const mails = bed.mailer.sent.length;
    const made = await bed.call('POST', '/admin/staff', tokens.owner, {
      email: shopper.email,
      name: 'Ignored',
      last_name: 'Names',
    });
    expect(made.json()).toMatchObject({
      message: `${shopper.email} is now staff.`,
      data: { name: 'Adaeze' },
    });
    expect(bed.mailer.sent.length).toBe(mails);
    expect((await bed.call('GET', '/admin/pick-list', shopper.token)).statusCode).toBe(200);

    const owner = await bed.call('DELETE', `/admin/staff/${ids.owner}`, tokens.owner);
    expect(owner.statusCode).toBe(422);
    expect(owner.json()).toEqual({ message: ADMIN_MESSAGES.notStaff });
    expect((await bed.call('DELETE', `/admin/staff/${ids.shopper}`, tokens.owner)).statusCode).toBe(404);
    const bad = await bed.call('POST', '/admin/staff', tokens.owner, {
      email: 'nope',
      name: 'Al',
      last_name: '',
    });
    expect(Object.keys(errorBodySchema.parse(bad.json()).errors ?? {})).toEqual([
      'email',
      'name',
      'last_name',
    ]);
  });
});
