import { describe, expect, it } from 'vitest';
import { addressSchema } from './address';
import { pageQuerySchema } from './api';
import { cartPayloadSchema } from './cart';
import { productListQuerySchema } from './catalog';
import { orderSchema, placeOrderSchema } from './order';
import { searchSchema } from './search';

describe('searchSchema', () => {
  it('trims the keyword before checking its length', () => {
    expect(searchSchema.parse({ keyword: '  yam  ' })).toEqual({ keyword: 'yam' });
    expect(searchSchema.safeParse({ keyword: '  ya ' }).success).toBe(false);
  });

  it('has an empty message and an optional category', () => {
    const result = searchSchema.safeParse({ keyword: 'ab' });
    expect(result.error?.issues[0]?.message).toBe('');
    expect(searchSchema.parse({ keyword: 'rice', category: 'grains' })).toEqual({
      keyword: 'rice',
      category: 'grains',
    });
  });
});

describe('cartPayloadSchema', () => {
  it('accepts ids and integer quantities', () => {
    const payload = { cart_data: [{ product_id: 3, product_units: [{ product_unit_id: 7, quantity: 2 }] }] };
    expect(cartPayloadSchema.parse(payload)).toEqual(payload);
  });

  it('uses the spec messages for missing fields', () => {
    const result = cartPayloadSchema.safeParse({ cart_data: [{ product_units: [{ quantity: 1.5 }] }] });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toContain('product id field is required');
    expect(messages).toContain('product unit id field is required');
    expect(messages).toContain('quantity field is required');
  });
});

describe('addressSchema', () => {
  const address = {
    country_id: '1',
    state_id: '25',
    street_no: '12',
    nearest_landmark: 'Ikeja City Mall',
    address: 'Obafemi Awolowo Way',
    city: 'Ikeja',
    zip_code: '100271',
  };

  it('takes the seven string fields', () => {
    expect(addressSchema.parse(address)).toEqual(address);
    expect(addressSchema.safeParse({ ...address, city: 5 }).success).toBe(false);
  });

  it('needs what a delivery needs, and says which field is missing', () => {
    const result = addressSchema.safeParse({ ...address, country_id: '', city: '   ', street_no: undefined });
    const byField = Object.fromEntries(
      result.error?.issues.map((issue) => [issue.path[0], issue.message]) ?? [],
    );
    expect(byField).toEqual({
      country_id: 'The country field is required.',
      city: 'The city field is required.',
      street_no: 'The street no field is required.',
    });
  });

  it('lets the landmark and zip code be empty, and refuses an id that is not a number', () => {
    expect(addressSchema.safeParse({ ...address, nearest_landmark: '', zip_code: '' }).success).toBe(true);
    expect(addressSchema.safeParse({ ...address, state_id: 'lagos' }).error?.issues[0]?.message).toBe(
      'The selected state is invalid.',
    );
  });
});

/** A complete order as the checkout sends it. */
const order = {
  delivery_channel_id: 2,
  payment_method: 'bank_transfer',
  address_id: 4,
  delivery_fee: 1500,
  order_data: [{ product_id: 3, product_units: [{ product_unit_id: 7, quantity: 2 }] }],
};

describe('placeOrderSchema', () => {
  it('takes a complete order', () => {
    expect(placeOrderSchema.parse(order)).toEqual(order);
  });

  it('names each missing field with the spec message', () => {
    const result = placeOrderSchema.safeParse({ order_data: [] });
    const messages = result.error?.issues.map((issue) => issue.message);
    expect(messages).toEqual(
      expect.arrayContaining([
        'delivery_channel_id is required',
        'payment_method is required',
        'address_id is required',
        'order_data is required',
      ]),
    );
  });

  it('refuses a payment method the shop does not offer', () => {
    expect(placeOrderSchema.safeParse({ ...order, payment_method: 'cash' }).success).toBe(false);
  });
});

describe('orderSchema (spec section 5, "Order form")', () => {
  it('has every field optional', () => {
    expect(orderSchema.parse({})).toEqual({});
  });

  it('names the field in its message', () => {
    const result = orderSchema.safeParse({ payment_method: 5 });
    expect(result.error?.issues[0]?.message).toBe('payment_method is required');
  });

  it('wants a positive delivery fee, where the checkout may send 0 (free delivery)', () => {
    expect(orderSchema.safeParse({ delivery_fee: -1 }).success).toBe(false);
    expect(orderSchema.safeParse({ delivery_fee: 0 }).success).toBe(false);
    expect(orderSchema.safeParse({ delivery_fee: 1500 }).success).toBe(true);
    expect(placeOrderSchema.safeParse({ ...order, payment_method: 'cards', delivery_fee: 0 }).success).toBe(
      true,
    );
  });
});

describe('page queries', () => {
  it('defaults page 1 and 12 a page', () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, per_page: 12 });
  });

  it('reads query strings', () => {
    expect(pageQuerySchema.parse({ page: '3', per_page: '5' })).toEqual({ page: 3, per_page: 5 });
  });

  it('refuses nonsense with a message', () => {
    expect(pageQuerySchema.safeParse({ page: 'abc' }).error?.issues[0]?.message).toBe(
      'page must be a whole number',
    );
    expect(pageQuerySchema.safeParse({ page: '0' }).error?.issues[0]?.message).toBe(
      'page must be at least 1',
    );
    expect(pageQuerySchema.safeParse({ per_page: '1000' }).success).toBe(false);
  });

  it('sorts newest first unless told, and refuses unknown sorts', () => {
    expect(productListQuerySchema.parse({}).sort).toBe('newest');
    expect(productListQuerySchema.safeParse({ sort: 'random' }).success).toBe(false);
  });
});
