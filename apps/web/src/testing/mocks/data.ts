import type { User } from '@oko/shared/schemas/auth-answers';
import type { CartRow } from '@oko/shared/schemas/cart';
import type { Product } from '@oko/shared/schemas/catalog';

// Fixtures in the API's shapes (packages/shared) for tests that hand a component its data directly. Calls to the
// API are answered by the mock API (./mock-api.ts) from the demo shop.

export const userFixture: User = {
  id: 7,
  name: 'Adaeze',
  last_name: 'Okafor',
  email: 'adaeze@example.com',
  email_verified_at: '2026-03-01T09:00:00.000Z',
  created_at: '2026-03-01T08:55:00.000Z',
};

export const productFixture: Product = {
  id: 7,
  name: 'Yam tubers',
  slug: 'yam-tubers',
  description: 'Fresh yam from Benue.',
  image_url: '/media/products/yam.svg',
  category: { id: 1, name: 'Tubers', slug: 'tubers' },
  product_units: [
    {
      id: 1,
      product_id: 7,
      unit_number: 1,
      unit: { name: 'tuber', symbol: 'tuber' },
      price_per_unit: '1500.00',
      available_quantity: 10,
    },
    {
      id: 2,
      product_id: 7,
      unit_number: 5,
      unit: { name: 'tuber', symbol: 'tuber' },
      price_per_unit: '7000.00',
      available_quantity: 0,
    },
  ],
  created_at: '2026-01-05T10:00:00.000Z',
};

/** A row of a signed-in shopper's cart (`GET /cart`), of the yam fixture's unit 1 by default. */
export function cartRowFixture(productUnitId = 1, quantity = 1): CartRow {
  return {
    product_id: 7,
    product_unit_id: productUnitId,
    quantity,
    product_unit: {
      id: productUnitId,
      price_per_unit: '1500.00',
      unit_number: 1,
      unit: { name: 'tuber', symbol: 'tuber' },
      available_quantity: 10,
      product: { id: 7, name: 'Yam tubers' },
    },
  };
}

/** Two rows of a server cart (`GET /cart`) with little stock, for the checkout's and the cart page's tests. */
export const yamCartRow: CartRow = {
  product_id: 7,
  product_unit_id: 1,
  quantity: 2,
  product_unit: {
    id: 1,
    price_per_unit: '1500.00',
    unit_number: 1,
    unit: { name: 'tuber', symbol: 'tuber' },
    available_quantity: 3,
    product: { id: 7, name: 'Yam tubers' },
  },
};

export const riceCartRow: CartRow = {
  product_id: 8,
  product_unit_id: 5,
  quantity: 1,
  product_unit: {
    id: 5,
    price_per_unit: '52000.50',
    unit_number: 50,
    unit: { name: 'kilogram', symbol: 'kg' },
    available_quantity: 4,
    product: { id: 8, name: 'Ofada rice' },
  },
};
