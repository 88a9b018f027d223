import { demoProducts } from '@oko/demo-data/catalog';
import { errorBodySchema, pageEnvelope } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabase, openTestDatabase } from '../testing/database';
import { createTestApp } from '../testing/test-app';

const productsPage = pageEnvelope(productSchema);

let database: TestDatabase;
let app: FastifyInstance;

beforeAll(async () => {
  database = await openTestDatabase();
  app = await createTestApp(database.db);
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

async function search(body: unknown, query = '') {
  const response = await app.inject({
    method: 'POST',
    url: `/api/v1/products/search${query}`,
    headers: { accept: 'application/json' },
    payload: body as object,
  });
  return { status: response.statusCode, body: response.json() as unknown };
}

async function names(body: unknown, query = '') {
  const { status, body: answer } = await search(body, query);
  expect(status).toBe(200);
  return productsPage.parse(answer).data.map((product) => product.name);
}

describe('POST /api/v1/products/search', () => {
  it('answers a page of products in the shape of GET /products', async () => {
    const { status, body } = await search({ keyword: 'plantain' });
    expect(status).toBe(200);
    const page = productsPage.parse(body);
    expect(page.meta).toMatchObject({ current_page: 1, per_page: 12 });
    expect(page.meta.total).toBe(page.data.length);
    const ripe = page.data.find((product) => product.name === 'Ripe Plantain');
    expect(ripe?.category.slug).toBe('fruits');
    expect(ripe?.product_units[0]?.price_per_unit).toMatch(/^\d+\.\d{2}$/);
  });

  it('ranks an exact name first, and names before descriptions', async () => {
    const found = await names({ keyword: 'Plantain Flour' });
    expect(found[0]).toBe('Plantain Flour');

    const yams = await names({ keyword: 'yam' });
    const withYamInName = demoProducts.filter((p) => /\byam\b/i.test(p.name)).map((p) => p.name);
    expect(withYamInName.length).toBeGreaterThan(3);
    // Every product named "… Yam …" comes before any product that mentions yam only in its description.
    expect(new Set(yams.slice(0, withYamInName.length))).toEqual(new Set(withYamInName));
    expect(yams.length).toBeGreaterThan(withYamInName.length);
  });

  it.each([
    ['tomatoe', 'Fresh Tomatoes'],
    ['plantian', 'Ripe Plantain'],
    ['yamm', 'White Yam (Puna)'],
    ['egusi', 'Egusi (Melon Seeds)'],
    ['tomatos', 'Fresh Tomatoes'],
    ['ÉGUSI', 'Egusi (Melon Seeds)'],
  ])('forgives a typo: %s finds %s', async (keyword, name) => {
    expect(await names({ keyword }, '?per_page=50')).toContain(name);
  });

  it('puts the misspelt product first, not products that merely share letters', async () => {
    const found = await names({ keyword: 'tomatoe' });
    expect(found[0]).toMatch(/tomato/i);
    expect(found.some((name) => /yam/i.test(name))).toBe(false);
  });

  it('ignores case and accents', async () => {
    const plain = await names({ keyword: 'egusi' });
    expect(await names({ keyword: 'ÉGÚSI' })).toEqual(plain);
    expect(await names({ keyword: '  EgUsI  ' })).toEqual(plain);
  });

  it('matches the category name, and filters by category slug or id', async () => {
    const seafood = await names({ keyword: 'seafood' }, '?per_page=100');
    const inCategory = demoProducts.filter((p) => p.categorySlug === 'fish-and-seafood').map((p) => p.name);
    expect(new Set(seafood)).toEqual(new Set(inCategory));

    const inFlours = await names({ keyword: 'plantain', category: 'flours-and-pantry' });
    expect(inFlours).toEqual(['Plantain Flour']);
    const fruits = productsPage.parse((await search({ keyword: 'plantain', category: 'fruits' })).body).data;
    expect(fruits.map((product) => product.category.slug)).toEqual(fruits.map(() => 'fruits'));
    const byId = await names({ keyword: 'plantain', category: String(fruits[0]?.category.id) });
    expect(byId).toEqual(fruits.map((product) => product.name));
  });

  it('answers no match with an empty page, not an error', async () => {
    const { status, body } = await search({ keyword: 'xylophone' });
    expect(status).toBe(200);
    expect(body).toEqual({ data: [], meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 } });
  });

  it('pages the matches and keeps the total past the end', async () => {
    const all = await names({ keyword: 'yam' }, '?per_page=100');
    const second = productsPage.parse((await search({ keyword: 'yam' }, '?per_page=2&page=2')).body);
    expect(second.data.map((product) => product.name)).toEqual(all.slice(2, 4));
    expect(second.meta.total).toBe(all.length);
    const past = productsPage.parse((await search({ keyword: 'yam' }, '?per_page=2&page=99')).body);
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(all.length);
  });

  it('answers an unknown category with 404', async () => {
    const { status, body } = await search({ keyword: 'plantain', category: 'moon-rocks' });
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Category not found' });
  });

  it.each([[{ keyword: 'ab' }], [{ keyword: '  ab   ' }], [{ keyword: '' }], [{}], [{ keyword: 42 }]])(
    'answers %j with 422 and the spec’s (empty) keyword message',
    async (payload) => {
      const { status, body } = await search(payload);
      expect(status).toBe(422);
      expect(errorBodySchema.parse(body)).toEqual({
        message: 'The given data was invalid.',
        errors: { keyword: [''] },
      });
    },
  );

  it('treats search syntax and quotes in the keyword as text', async () => {
    const { status } = await search({ keyword: `"yam' & | ! (` });
    expect(status).toBe(200);
    expect(await names({ keyword: '-yam or "water yam"' })).toContain('Water Yam (Ewura)');
  });
});
