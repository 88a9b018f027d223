// Issue 11, defects 1 and 4: one request must never hold the database. Every free-text field has a maximum, and
// a control character (NUL first: PostgreSQL's text cannot hold it) is a 422 naming the field, not a 500.
import { MAX_LENGTH } from '@oko/shared/constants';
import { errorBodySchema } from '@oko/shared/schemas/api';
import { beforeAll, describe, expect, it } from 'vitest';
import { type SignedInShopper, newShopperForm, signUpShopper } from './testing/shoppers';
import { useTestApp } from './testing/test-app';

const shop = useTestApp();
let shopper: SignedInShopper;

beforeAll(async () => {
  shopper = await signUpShopper(shop);
});

const address = {
  country_id: '1',
  state_id: '1',
  street_no: '12',
  nearest_landmark: 'Tejuosho market',
  address: 'Ojuelegba Road',
  city: 'Yaba',
  zip_code: '101245',
};

/** The field errors of a 422, or a failure naming the status. */
async function fieldErrorsOf(answer: Promise<{ statusCode: number; json(): unknown }>) {
  const response = await answer;
  expect(response.statusCode, JSON.stringify(response.json())).toBe(422);
  return errorBodySchema.parse(response.json()).errors ?? {};
}

const forms = () => ({
  register: (fields: object) =>
    shop.call('POST', '/auth/register', undefined, { ...newShopperForm(), ...fields }),
  profile: (fields: object) =>
    shop.call('PATCH', '/auth/profile', shopper.token, { name: 'Adaeze', last_name: 'Okafor', ...fields }),
  address: (fields: object) => shop.call('POST', '/address', shopper.token, { ...address, ...fields }),
  search: (fields: object) => shop.call('POST', '/products/search', undefined, { keyword: 'yam', ...fields }),
});

describe('a search keyword of 60 kB', () => {
  it('is a 422 at once, before the database is asked', async () => {
    const started = performance.now();
    const errors = await fieldErrorsOf(forms().search({ keyword: 'yam '.repeat(15_000) }));
    expect(performance.now() - started).toBeLessThan(1000);
    expect(errors).toEqual({
      keyword: [`The keyword may not be greater than ${MAX_LENGTH.searchKeyword} characters.`],
    });
  });

  it('is searched at the maximum length', async () => {
    const keyword = `yam ${'a'.repeat(MAX_LENGTH.searchKeyword - 4)}`;
    const response = await forms().search({ keyword });
    expect(response.statusCode).toBe(200);
  });
});

describe('free-text fields have a maximum', () => {
  it.each([
    ['register', 'name', MAX_LENGTH.name, 'The First Name may not be greater than 100 characters.'],
    ['register', 'last_name', MAX_LENGTH.lastName, 'The Last Name may not be greater than 100 characters.'],
    ['profile', 'name', MAX_LENGTH.name, 'The First Name may not be greater than 100 characters.'],
    ['address', 'city', MAX_LENGTH.addressLine, 'The city may not be greater than 255 characters.'],
    ['search', 'category', MAX_LENGTH.slug, 'The category may not be greater than 100 characters.'],
  ] as const)('%s: %s', async (form, field, max, message) => {
    const errors = await fieldErrorsOf(forms()[form]({ [field]: 'a'.repeat(max + 1) }));
    expect(errors[field]).toEqual([message]);
  });

  it('refuses a 900,000-character name (it was stored)', async () => {
    const errors = await fieldErrorsOf(forms().register({ name: 'A'.repeat(900_000) }));
    expect(errors.name).toEqual(['The First Name may not be greater than 100 characters.']);
  });

  it('refuses an e-mail address longer than 254 characters and a password longer than 128', async () => {
    const errors = await fieldErrorsOf(
      forms().register({
        email: `${'a'.repeat(64)}@${'b'.repeat(190)}.ng`,
        password: 'p'.repeat(129),
        password_confirmation: 'p'.repeat(129),
      }),
    );
    expect(errors.email).toEqual(['Invalid email address']);
    expect(errors.password).toEqual(['The password may not be greater than 128 characters.']);
  });
});

describe('a payload of lines has a maximum', () => {
  const lines = (count: number, units = 1) =>
    Array.from({ length: count }, (_, i) => ({
      product_id: i + 1,
      product_units: Array.from({ length: units }, (_, j) => ({ product_unit_id: j + 1, quantity: 1 })),
    }));

  it('refuses a cart or an order of more than 200 products, or a line of more than 20 units', async () => {
    const cart = await fieldErrorsOf(shop.call('POST', '/cart', shopper.token, { cart_data: lines(201) }));
    expect(cart.cart_data).toEqual(['The cart_data may not have more than 200 items.']);
    const order = await fieldErrorsOf(
      shop.call('POST', '/create-order', shopper.token, {
        delivery_channel_id: 1,
        payment_method: 'pay_on_delivery',
        address_id: 1,
        order_data: lines(201),
      }),
    );
    expect(order.order_data).toEqual(['The order_data may not have more than 200 items.']);
    const units = await fieldErrorsOf(
      shop.call('POST', '/cart/merge', shopper.token, { cart_data: lines(1, 21) }),
    );
    expect(units['cart_data.0.product_units']).toEqual([
      'The product units may not have more than 20 items.',
    ]);
  });
});

describe('control characters are refused with the field named', () => {
  it.each([
    ['register', 'name', 'The First Name may not contain control characters.'],
    ['register', 'last_name', 'The Last Name may not contain control characters.'],
    ['profile', 'name', 'The First Name may not contain control characters.'],
    ['profile', 'last_name', 'The Last Name may not contain control characters.'],
    ['address', 'street_no', 'The street no may not contain control characters.'],
    ['address', 'address', 'The address may not contain control characters.'],
    ['address', 'nearest_landmark', 'The nearest landmark may not contain control characters.'],
    ['address', 'zip_code', 'The zip code may not contain control characters.'],
    ['search', 'keyword', 'The keyword may not contain control characters.'],
    ['search', 'category', 'The category may not contain control characters.'],
  ] as const)('%s: %s with a NUL byte', async (form, field, message) => {
    const errors = await fieldErrorsOf(forms()[form]({ [field]: 'Yam\u0000seller' }));
    expect(errors[field]).toEqual([message]);
  });

  it('refuses the other C0 characters too', async () => {
    for (const control of ['\u0001', '\u0008', '\u001b', '\u001f', '\u007f']) {
      const errors = await fieldErrorsOf(forms().profile({ name: `Ada${control}eze` }));
      expect(errors.name).toEqual(['The First Name may not contain control characters.']);
    }
  });

  it('answers a NUL in a query or path parameter with a 422, never a 500', async () => {
    const category = await fieldErrorsOf(shop.call('GET', '/products?category=%00'));
    expect(category.category).toEqual(['The category may not contain control characters.']);
    const slug = await fieldErrorsOf(shop.call('GET', '/products/categories/%00'));
    expect(slug.slug).toEqual(['The category may not contain control characters.']);
    expect((await shop.call('GET', '/products/%00')).statusCode).toBe(404);
  });

  it('answers a malformed percent-escape in the path with the error envelope', async () => {
    const response = await shop.call('GET', '/products/categories/%zz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The URL is malformed.' });
  });

  it('answers a category slug longer than any with a 404 (past maxParamLength no route matches)', async () => {
    expect((await shop.call('GET', `/products/categories/${'a'.repeat(5000)}`)).statusCode).toBe(404);
  });
});
