import { dataEnvelope, errorBodySchema } from '@oko/shared/schemas/api';
import { serverCartSchema } from '@oko/shared/schemas/cart';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { productUnits } from '../db/schema';
import { expectSignInNeeded, signUpShopper } from '../testing/shoppers';
import { type Unit, seededUnits, setStock } from '../testing/stock';
import { useTestApp } from '../testing/test-app';

const shop = useTestApp();
/** Two units of one product, one of another (from the seeded shop), with stock set by the tests. */
let yam: Unit;
let yamBag: Unit;
let rice: Unit;

const cartAnswer = dataEnvelope(serverCartSchema);

/** A new shopper, verified and signed in: their bearer token. */
const signIn = async () => (await signUpShopper(shop)).token;

const { call } = shop;

const line = (item: Unit, quantity: number) => ({
  product_id: item.productId,
  product_units: [{ product_unit_id: item.unitId, quantity }],
});

async function cartOf(token: string) {
  const response = await call('GET', '/cart', token);
  expect(response.statusCode).toBe(200);
  return cartAnswer.parse(response.json()).data.items.map((row) => [row.product_unit_id, row.quantity]);
}

beforeAll(async () => {
  ({ yam, yamBag, rice } = await seededUnits(shop.database.db));
  for (const unit of [yam, yamBag, rice]) await setStock(shop.database.db, unit.unitId, 10);
});

describe('the cart needs a signed-in shopper', () => {
  it('answers every cart path without a token, or with a bad one, with 401 JSON', async () => {
    await expectSignInNeeded(
      call,
      [
        ['GET', '/cart'],
        ['POST', '/cart'],
        ['POST', '/cart/merge'],
        ['DELETE', '/remove-product/1'],
      ],
      { cart_data: [] },
    );
  });
});

describe('GET /cart', () => {
  it('answers an empty cart for a new shopper', async () => {
    const token = await signIn();
    const response = await call('GET', '/cart', token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { items: [] } });
  });

  it('answers each row with its unit, price, stock and product name', async () => {
    const token = await signIn();
    await call('POST', '/cart', token, { cart_data: [line(yam, 2)] });
    const [unit] = await shop.database.db.select().from(productUnits).where(eq(productUnits.id, yam.unitId));
    const body = cartAnswer.parse((await call('GET', '/cart', token)).json());
    expect(body.data.items).toEqual([
      {
        product_id: yam.productId,
        product_unit_id: yam.unitId,
        quantity: 2,
        product_unit: {
          id: yam.unitId,
          price_per_unit: expect.stringMatching(/^\d+\.\d{2}$/) as string,
          unit_number: unit!.unitNumber,
          unit: { name: expect.any(String) as string, symbol: expect.any(String) as string },
          available_quantity: 10,
          product: { id: yam.productId, name: expect.any(String) as string },
          weight: null,
        },
      },
    ]);
    expect(Number(body.data.items[0]!.product_unit.price_per_unit) * 100).toBe(unit!.priceKobo);
  });

  it('answers a unit sold by weight with its terms, so the cart can say "final price by weight"', async () => {
    const { db } = shop.database;
    const [before] = await db.select().from(productUnits).where(eq(productUnits.id, yamBag.unitId));
    // About 2.5 kg at ₦1,500/kg, up to 10 % more: ₦3,750 (issue 27).
    await db
      .update(productUnits)
      .set({ pricePerKgKobo: 150_000, estimatedGrams: 2500, tolerancePercent: 10, priceKobo: 375_000 })
      .where(eq(productUnits.id, yamBag.unitId));
    try {
      const token = await signIn();
      await call('POST', '/cart', token, { cart_data: [line(yamBag, 1)] });
      const body = cartAnswer.parse((await call('GET', '/cart', token)).json());
      expect(body.data.items[0]!.product_unit).toMatchObject({
        price_per_unit: '3750.00',
        weight: { price_per_kg: '1500.00', estimated_kg: 2.5, tolerance_percent: 10 },
      });
    } finally {
      const { pricePerKgKobo, estimatedGrams, tolerancePercent, priceKobo } = before!;
      await db
        .update(productUnits)
        .set({ pricePerKgKobo, estimatedGrams, tolerancePercent, priceKobo })
        .where(eq(productUnits.id, yamBag.unitId));
    }
  });
});

describe('POST /cart', () => {
  it('adds rows, sets the quantity of a named row, leaves the others, and says so', async () => {
    const token = await signIn();
    const first = await call('POST', '/cart', token, { cart_data: [line(yam, 2), line(rice, 1)] });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ message: 'cart updated successfully' });
    expect(await cartOf(token)).toEqual([
      [yam.unitId, 2],
      [rice.unitId, 1],
    ]);
    await call('POST', '/cart', token, { cart_data: [line(yam, 5)] });
    expect(await cartOf(token)).toEqual([
      [yam.unitId, 5],
      [rice.unitId, 1],
    ]);
  });

  it('caps quantities at the unit’s stock, and a unit out of stock holds no row', async () => {
    const token = await signIn();
    await setStock(shop.database.db, yamBag.unitId, 3);
    await call('POST', '/cart', token, { cart_data: [line(yamBag, 50)] });
    expect(await cartOf(token)).toEqual([[yamBag.unitId, 3]]);
    await setStock(shop.database.db, yamBag.unitId, 0);
    await call('POST', '/cart', token, { cart_data: [line(yamBag, 1)] });
    expect(await cartOf(token)).toEqual([]);
    await setStock(shop.database.db, yamBag.unitId, 10);
  });

  it('removes a row whose quantity is 0 or less', async () => {
    const token = await signIn();
    await call('POST', '/cart', token, { cart_data: [line(yam, 2), line(rice, 1)] });
    await call('POST', '/cart', token, { cart_data: [line(yam, 0), line(rice, -3)] });
    expect(await cartOf(token)).toEqual([]);
  });

  it('answers a payload without its fields with the spec’s messages under each field', async () => {
    const token = await signIn();
    const response = await call('POST', '/cart', token, {
      cart_data: [{ product_units: [{ quantity: 1.5 }] }],
    });
    expect(response.statusCode).toBe(422);
    const body = errorBodySchema.parse(response.json());
    expect(body.errors).toEqual({
      'cart_data.0.product_id': ['product id field is required'],
      'cart_data.0.product_units.0.product_unit_id': ['product unit id field is required'],
      'cart_data.0.product_units.0.quantity': ['quantity field is required'],
    });
    const missingQuantity = await call('POST', '/cart', token, {
      cart_data: [{ product_id: yam.productId, product_units: [{ product_unit_id: yam.unitId }] }],
    });
    expect(errorBodySchema.parse(missingQuantity.json())).toEqual({
      message: 'quantity field is required',
      errors: { 'cart_data.0.product_units.0.quantity': ['quantity field is required'] },
    });
    expect(await cartOf(token)).toEqual([]);
  });

  it('answers unknown products, unknown units and a unit of another product with 422, changing nothing', async () => {
    const token = await signIn();
    const response = await call('POST', '/cart', token, {
      cart_data: [
        line(yam, 1),
        { product_id: 999_999, product_units: [{ product_unit_id: yam.unitId, quantity: 1 }] },
        { product_id: yam.productId, product_units: [{ product_unit_id: 999_999, quantity: 1 }] },
        { product_id: yam.productId, product_units: [{ product_unit_id: rice.unitId, quantity: 1 }] },
        { product_id: 99_999_999_999, product_units: [{ product_unit_id: 99_999_999_999, quantity: 1 }] },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json())).toEqual({
      message: 'The selected product id is invalid.',
      errors: {
        'cart_data.1.product_id': ['The selected product id is invalid.'],
        'cart_data.2.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
        'cart_data.3.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
        'cart_data.4.product_id': ['The selected product id is invalid.'],
      },
    });
    expect(await cartOf(token)).toEqual([]);
  });

  it('answers malformed JSON with 400', async () => {
    const token = await signIn();
    const response = await call('POST', '/cart', token, '{"cart_data": [');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'Malformed JSON in request body.' });
  });
});

describe('POST /cart/merge (the guest cart at sign-in)', () => {
  it('adds the quantities to the account’s, capped at stock, and keeps the rows it does not name', async () => {
    const token = await signIn();
    await setStock(shop.database.db, yamBag.unitId, 4);
    await call('POST', '/cart', token, { cart_data: [line(yam, 2), line(yamBag, 3)] });
    const response = await call('POST', '/cart/merge', token, {
      cart_data: [line(yam, 3), line(yamBag, 3), line(rice, 1)],
    });
    expect(response.statusCode).toBe(200);
    expect(await cartOf(token)).toEqual([
      [yam.unitId, 5],
      [yamBag.unitId, 4],
      [rice.unitId, 1],
    ]);
    await setStock(shop.database.db, yamBag.unitId, 10);
  });

  it('changes nothing for lines of 0 or less or units out of stock, and removes nothing', async () => {
    const token = await signIn();
    await call('POST', '/cart', token, { cart_data: [line(yam, 2), line(rice, 1)] });
    await setStock(shop.database.db, yamBag.unitId, 0);
    const response = await call('POST', '/cart/merge', token, {
      cart_data: [line(yam, 0), line(rice, -4), line(yamBag, 2)],
    });
    expect(response.statusCode).toBe(200);
    expect(await cartOf(token)).toEqual([
      [yam.unitId, 2],
      [rice.unitId, 1],
    ]);
    await setStock(shop.database.db, yamBag.unitId, 10);
  });

  it('checks the guest cart as POST /cart does', async () => {
    const token = await signIn();
    const response = await call('POST', '/cart/merge', token, {
      cart_data: [{ product_id: yam.productId, product_units: [{ product_unit_id: 999_999, quantity: 1 }] }],
    });
    expect(response.statusCode).toBe(422);
    expect(errorBodySchema.parse(response.json()).errors).toEqual({
      'cart_data.0.product_units.0.product_unit_id': ['The selected product unit id is invalid.'],
    });
  });
});

describe('DELETE /remove-product/{productUnitId}', () => {
  it('removes the row and says so; a row not in the cart is a 404', async () => {
    const token = await signIn();
    await call('POST', '/cart', token, { cart_data: [line(yam, 2), line(rice, 1)] });
    const removed = await call('DELETE', `/remove-product/${yam.unitId}`, token);
    expect(removed.statusCode).toBe(200);
    expect(removed.json()).toMatchObject({ message: 'product deleted successfully' });
    expect(await cartOf(token)).toEqual([[rice.unitId, 1]]);
    for (const id of [yam.unitId, 999_999, 99_999_999_999]) {
      const missing = await call('DELETE', `/remove-product/${id}`, token);
      expect(missing.statusCode, String(id)).toBe(404);
      expect(missing.json()).toEqual({ message: 'Product not in cart' });
    }
    expect((await call('DELETE', '/remove-product/abc', token)).statusCode).toBe(422);
  });
});

describe('a shopper only sees and changes their own cart', () => {
  it('keeps two shoppers’ carts apart', async () => {
    const ada = await signIn();
    const bola = await signIn();
    await call('POST', '/cart', ada, { cart_data: [line(yam, 2)] });
    await call('POST', '/cart', bola, { cart_data: [line(rice, 1)] });
    expect(await cartOf(ada)).toEqual([[yam.unitId, 2]]);
    expect(await cartOf(bola)).toEqual([[rice.unitId, 1]]);

    expect((await call('DELETE', `/remove-product/${yam.unitId}`, bola)).statusCode).toBe(404);
    await call('POST', '/cart', bola, { cart_data: [line(yam, 0)] });
    expect(await cartOf(ada)).toEqual([[yam.unitId, 2]]);
  });
});
