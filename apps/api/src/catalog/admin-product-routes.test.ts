// The back office's products, sale units and stock (catalog/admin-product-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { ADMIN_MESSAGES, MAX_STOCK } from '@oko/shared/schemas/admin';
import { adminProductSchema } from '@oko/shared/schemas/admin-catalog';
import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { auditLog } from '../db/schema';
import { line } from '../testing/orders';
import { useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens, ids, placeOrder, newProduct, createProduct, lastAudit } = office;

describe('products', () => {
  it('POST creates a product with naira prices; 201 with it as GET /products/{id} shows it', async () => {
    const product = await createProduct();
    expect(product).toMatchObject({
      active: true,
      category: { id: office.categoryId, slug: 'vegetables' },
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
    const order = await office.sendOrder({
      lines: [
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
      `/admin/products?q=waterleaf%20zyx&category_id=${office.categoryId}`,
      tokens.staff,
    );
    expect(found.json()).toMatchObject({ data: [{ id: product.id, active: false }], meta: { total: 1 } });
    const elsewhere = await bed.call('GET', `/admin/products?q=waterleaf%20zyx&category_id=1`, tokens.staff);
    expect((elsewhere.json() as { data: unknown[] }).data).toHaveLength(office.categoryId === 1 ? 1 : 0);
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
    const order = await bed.call('GET', `/orders/${orderId}`, office.buyer.token);
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
    const order = await office.sendOrder({
      lines: [{ product_id: product.id, product_units: [{ product_unit_id: basket!.id, quantity: 1 }] }],
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
    const shoppers = [office.buyer, await bed.shopper(), await bed.shopper()];
    const orders = Array.from({ length: 12 }, (_, i) =>
      bed.call('POST', '/create-order', shoppers[i % 3]!.token, {
        delivery_channel_id: office.channelId,
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
