import type { CartRow } from '@oko/shared/schemas/cart';
import type { Category, Product } from '@oko/shared/schemas/catalog';
import type { Settings } from '@oko/shared/schemas/settings';

// Test fixtures in the API's shapes (packages/shared). They never reach the storefront's pages.

export const settingsFixture: Settings = {
  site_name: 'Oko Farm Test',
  site_logo: '/media/logo.svg',
  address: '12 Market Road, Ibadan',
  site_phone: '+234 800 000 0000',
  site_email: 'hello@oko.test',
  bank_details: { bank_name: 'Test Bank', account_name: 'Oko Farm', account_number: '0000000000' },
};

export function categoryFixture(id: number, overrides: Partial<Category> = {}): Category {
  return {
    id,
    name: `Category ${id}`,
    slug: `category-${id}`,
    description: `Produce of category ${id}`,
    image_url: `/media/categories/category-${id}.svg`,
    products_count: id * 2,
    ...overrides,
  };
}

export const categoriesFixture: Category[] = Array.from({ length: 30 }, (_, index) =>
  categoryFixture(index + 1),
);

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

/** A small shop of products across the first categories: product 7 (Yam tubers) is the first. */
export function productsFixtureOf(id: number, overrides: Partial<Product> = {}): Product {
  return {
    ...productFixture,
    id,
    name: `Product ${id}`,
    slug: `product-${id}`,
    image_url: `/media/products/product-${id}.svg`,
    category: { id: (id % 3) + 1, name: `Category ${(id % 3) + 1}`, slug: `category-${(id % 3) + 1}` },
    product_units: productFixture.product_units.map((unit) => ({ ...unit, product_id: id })),
    ...overrides,
  };
}

export const productsFixture: Product[] = [
  productFixture,
  ...Array.from({ length: 29 }, (_, index) => productsFixtureOf(index + 10)),
];

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
