import { demoCategories, demoProducts } from '@oko/demo-data/catalog';
import { PRODUCT_SORTS } from '@oko/shared/constants';
import { errorBodySchema, pageEnvelope, dataEnvelope } from '@oko/shared/schemas/api';
import { type Product, categorySchema, productSchema } from '@oko/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';

const categoriesPage = pageEnvelope(categorySchema);
const productsPage = pageEnvelope(productSchema);
const oneCategory = dataEnvelope(categorySchema);
const oneProduct = dataEnvelope(productSchema);

const shop = useTestApp();

async function get(url: string) {
  const response = await shop.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } });
  return { status: response.statusCode, body: response.json() as unknown, headers: response.headers };
}

/** Every product of a listing, page by page. */
async function allProducts(query: string): Promise<Product[]> {
  const first = productsPage.parse((await get(`/api/v1/products?per_page=100&${query}`)).body);
  const rest = [];
  for (let page = 2; page <= first.meta.last_page; page++) {
    rest.push(
      ...productsPage.parse((await get(`/api/v1/products?per_page=100&page=${page}&${query}`)).body).data,
    );
  }
  return [...first.data, ...rest];
}

const lowestPrice = (product: Product) =>
  Math.min(...product.product_units.map((unit) => Number(unit.price_per_unit)));

describe('GET /api/v1/products/categories', () => {
  it('pages the categories with their product counts', async () => {
    const { status, body } = await get('/api/v1/products/categories?per_page=4');
    expect(status).toBe(200);
    const page = categoriesPage.parse(body);
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 4,
      total: demoCategories.length,
      last_page: Math.ceil(demoCategories.length / 4),
    });
    expect(page.data.map((category) => category.slug)).toEqual(demoCategories.slice(0, 4).map((c) => c.slug));
    const tubers = page.data[0];
    expect(tubers?.products_count).toBe(demoProducts.filter((p) => p.categorySlug === tubers?.slug).length);
    expect(tubers?.image_url).toBe(`/media/categories/${tubers?.slug}.svg`);
  });

  it('counts every product exactly once across categories', async () => {
    const page = categoriesPage.parse((await get('/api/v1/products/categories?per_page=100')).body);
    expect(page.data.reduce((sum, category) => sum + category.products_count, 0)).toBe(demoProducts.length);
    expect(page.meta.last_page).toBe(1);
  });

  it('uses the default page size without parameters, and answers a page past the end with no rows', async () => {
    const first = categoriesPage.parse((await get('/api/v1/products/categories')).body);
    expect(first.meta.current_page).toBe(1);
    expect(first.meta.per_page).toBe(12);
    const past = categoriesPage.parse((await get('/api/v1/products/categories?page=99&per_page=5')).body);
    expect(past.data).toEqual([]);
    expect(past.meta).toMatchObject({ current_page: 99, total: demoCategories.length, last_page: 3 });
  });

  it('gives page 2 the rows after page 1', async () => {
    const one = categoriesPage.parse((await get('/api/v1/products/categories?per_page=3&page=1')).body);
    const two = categoriesPage.parse((await get('/api/v1/products/categories?per_page=3&page=2')).body);
    expect(two.data[0]?.slug).toBe(demoCategories[3]?.slug);
    expect(new Set([...one.data, ...two.data].map((c) => c.id)).size).toBe(6);
  });

  it.each([
    ['page=0', 'page', 'page must be at least 1'],
    ['page=abc', 'page', 'page must be a whole number'],
    ['page=1.5', 'page', 'page must be a whole number'],
    ['per_page=0', 'per_page', 'per_page must be at least 1'],
    ['per_page=101', 'per_page', 'per_page may be at most 100'],
    ['page=100001', 'page', 'page may be at most 100000'],
  ])('answers ?%s with 422 and the field error', async (query, field, message) => {
    const { status, body } = await get(`/api/v1/products/categories?${query}`);
    expect(status).toBe(422);
    const error = errorBodySchema.parse(body);
    expect(error.errors?.[field]).toEqual([message]);
    expect(error.message).toBe(message);
  });
});

describe('GET /api/v1/products/categories/{slug}', () => {
  it('answers one category by slug', async () => {
    const { status, body } = await get('/api/v1/products/categories/fruits');
    expect(status).toBe(200);
    const { data } = oneCategory.parse(body);
    expect(data).toMatchObject({ slug: 'fruits', name: 'Fruits' });
    expect(data.products_count).toBe(demoProducts.filter((p) => p.categorySlug === 'fruits').length);
  });

  it('answers an unknown slug with 404 JSON', async () => {
    const { status, body } = await get('/api/v1/products/categories/moon-rocks');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Category not found' });
  });
});

describe('GET /api/v1/products', () => {
  it('pages all products with their category and sale units, prices as naira strings', async () => {
    const { status, body } = await get('/api/v1/products?per_page=10');
    expect(status).toBe(200);
    const page = productsPage.parse(body);
    expect(page.data).toHaveLength(10);
    expect(page.meta).toEqual({
      current_page: 1,
      per_page: 10,
      total: demoProducts.length,
      last_page: Math.ceil(demoProducts.length / 10),
    });
    for (const product of page.data) {
      expect(product.product_units.length).toBeGreaterThanOrEqual(1);
      expect(product.product_units.length).toBeLessThanOrEqual(4);
      for (const unit of product.product_units) {
        expect(unit.price_per_unit).toMatch(/^\d+\.\d{2}$/);
        expect(unit.product_id).toBe(product.id);
      }
    }
  });

  it('shows a unit exactly as the demo data prices it', async () => {
    const products = await allProducts('category=tubers-and-roots');
    const yam = products.find((product) => product.slug === 'white-yam-puna');
    expect(yam?.category).toMatchObject({ slug: 'tubers-and-roots', name: 'Tubers & Roots' });
    expect(
      yam?.product_units.map((u) => [u.unit_number, u.unit.symbol, u.price_per_unit, u.available_quantity]),
    ).toEqual([
      [1, 'tuber', '5500.00', 60],
      [5, 'tuber', '26000.00', 12],
    ]);
    expect(yam?.image_url).toBe('/media/products/white-yam-puna.svg');
  });

  it('filters by category slug and by category id alike', async () => {
    const bySlug = await allProducts('category=fish-and-seafood');
    const category = oneCategory.parse((await get('/api/v1/products/categories/fish-and-seafood')).body).data;
    const byId = await allProducts(`category=${category.id}`);
    expect(bySlug.length).toBe(demoProducts.filter((p) => p.categorySlug === 'fish-and-seafood').length);
    expect(bySlug.every((product) => product.category.slug === 'fish-and-seafood')).toBe(true);
    expect(byId.map((p) => p.id)).toEqual(bySlug.map((p) => p.id));
  });

  it('pages a filtered list by its own total', async () => {
    const page = productsPage.parse(
      (await get('/api/v1/products?category=vegetables&per_page=4&page=2')).body,
    );
    const total = demoProducts.filter((p) => p.categorySlug === 'vegetables').length;
    expect(page.meta).toEqual({ current_page: 2, per_page: 4, total, last_page: Math.ceil(total / 4) });
  });

  it('keeps the true total on a page past the end', async () => {
    const page = productsPage.parse((await get('/api/v1/products?page=99&per_page=50')).body);
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({
      current_page: 99,
      per_page: 50,
      total: demoProducts.length,
      last_page: Math.ceil(demoProducts.length / 50),
    });
  });

  it("keeps a category's true total on a page past its end; an unknown category's is a 404", async () => {
    const total = demoProducts.filter((p) => p.categorySlug === 'vegetables').length;
    const answer = await get('/api/v1/products?category=vegetables&page=100000&sort=price_desc');
    const page = productsPage.parse(answer.body);
    expect(page.data).toEqual([]);
    expect(page.meta).toEqual({
      current_page: 100000,
      per_page: 12,
      total,
      last_page: Math.ceil(total / 12),
    });
    const unknown = await get('/api/v1/products?category=moon-rocks&page=100000');
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: 'Category not found' });
  });

  it.each(PRODUCT_SORTS)(
    'pages sort %s as one list: each page starts where the one before stopped',
    async (sort) => {
      const whole = await allProducts(`sort=${sort}`);
      const paged = [];
      for (let page = 1; page <= Math.ceil(whole.length / 7); page++) {
        paged.push(
          ...productsPage.parse((await get(`/api/v1/products?sort=${sort}&per_page=7&page=${page}`)).body)
            .data,
        );
      }
      expect(paged.map((p) => p.id)).toEqual(whole.map((p) => p.id));
      expect(paged).toEqual(whole);
    },
  );

  it('answers an unknown category with 404 JSON', async () => {
    for (const category of ['moon-rocks', '999999', '99999999999']) {
      const { status, body } = await get(`/api/v1/products?category=${category}`);
      expect(status, category).toBe(404);
      expect(body).toEqual({ message: 'Category not found' });
    }
  });

  it('sorts newest first by default', async () => {
    const products = await allProducts('');
    const times = products.map((product) => Date.parse(product.created_at));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(products.length).toBe(demoProducts.length);
  });

  it('sorts by name, case-insensitively', async () => {
    const names = (await allProducts('sort=name')).map((product) => product.name);
    const sorted = [...names].sort((a, b) => (a.toLowerCase() < b.toLowerCase() ? -1 : 1));
    expect(names).toEqual(sorted);
  });

  it('sorts by lowest unit price, both ways', async () => {
    const ascending = (await allProducts('sort=price_asc')).map(lowestPrice);
    const descending = (await allProducts('sort=price_desc')).map(lowestPrice);
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(ascending[0]).toBeLessThan(ascending.at(-1) ?? 0);
  });

  it('answers a bad sort with 422', async () => {
    const { status, body } = await get('/api/v1/products?sort=cheapest');
    expect(status).toBe(422);
    expect(errorBodySchema.parse(body).errors?.sort).toEqual([
      'sort must be one of newest, name, price_asc, price_desc',
    ]);
  });
});

describe('GET /api/v1/products/{id}', () => {
  it('answers one product', async () => {
    const [first] = productsPage.parse((await get('/api/v1/products?sort=name&per_page=1')).body).data;
    const { status, body } = await get(`/api/v1/products/${first?.id}`);
    expect(status).toBe(200);
    expect(oneProduct.parse(body).data).toEqual(first);
  });

  it('answers 404 JSON for a product that does not exist, and for ids that cannot exist', async () => {
    for (const id of ['999999', '0', 'abc', '1.5', '-1', '99999999999', '1e3']) {
      const { status, body } = await get(`/api/v1/products/${id}`);
      expect(status, id).toBe(404);
      expect(body, id).toEqual({ message: 'Product not found' });
    }
  });
});
