import { demoProducts } from '@oko/demo-data/catalog';
import { errorBodySchema, pageEnvelope } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import { categories, productUnits, products } from '../db/schema';

const productsPage = pageEnvelope(productSchema);

const shop = useTestApp();

async function search(body: unknown, query = '') {
  const response = await shop.app.inject({
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

  it('forgives two neighbouring letters swapped, even in a short word that shares few trigrams', async () => {
    expect((await names({ keyword: 'egsui' }))[0]).toBe('Egusi (Melon Seeds)');
    expect((await names({ keyword: 'EGSUI' }))[0]).toBe('Egusi (Melon Seeds)');
    // A swap in one word of two: both words still have to match.
    expect((await names({ keyword: 'wihte yam' }))[0]).toBe('White Yam (Puna)');
  });

  it('finds a misspelt word among several only when every word is matched or close', async () => {
    const found = await names({ keyword: 'water yamm' });
    expect(found[0]).toBe('Water Yam (Ewura)');
    expect(found).not.toContain('White Yam (Puna)');
    expect(await names({ keyword: 'plantian xylophone' })).toEqual([]);
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

  it('answers each keyword and category for itself when the same prepared search runs again and again', async () => {
    // PostgreSQL switches a prepared statement to a cached generic plan after five runs on a connection.
    for (let run = 0; run < 12; run += 1) {
      expect((await names({ keyword: 'yam' }))[0]).toMatch(/yam/i);
    }
    expect((await names({ keyword: 'plantian' }))[0]).toMatch(/plantain/i);
    for (let run = 0; run < 6; run += 1) {
      expect(await names({ keyword: 'plantain', category: 'flours-and-pantry' })).toEqual(['Plantain Flour']);
    }
    const fruits = await names({ keyword: 'plantain', category: 'fruits' });
    expect(fruits.length).toBeGreaterThan(1);
    expect(fruits).not.toContain('Plantain Flour');
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

// Last in this file: these change the database.
describe('the database keeps search and price order current', () => {
  it('re-indexes products when their category is renamed', async () => {
    expect(await names({ keyword: 'ocean catch' })).toEqual([]);
    await shop.database.db
      .update(categories)
      .set({ name: 'Ocean Catch' })
      .where(eq(categories.slug, 'fish-and-seafood'));
    const found = await names({ keyword: 'ocean catch' }, '?per_page=100');
    const inCategory = demoProducts.filter((p) => p.categorySlug === 'fish-and-seafood').map((p) => p.name);
    expect(new Set(found)).toEqual(new Set(inCategory));
  });

  it('finds a renamed product by its new name, and sorts by a changed price at once', async () => {
    const [yam] = await shop.database.db.select().from(products).where(eq(products.slug, 'white-yam-puna'));
    expect(await names({ keyword: 'ogjoa' })).toEqual([]);
    await shop.database.db
      .update(products)
      .set({ name: 'Abakaliki Puna Yam' })
      .where(eq(products.id, yam!.id));
    expect((await names({ keyword: 'abakaliki' }))[0]).toBe('Abakaliki Puna Yam');
    await shop.database.db.update(products).set({ name: 'Ogoja Puna Yam' }).where(eq(products.id, yam!.id));
    // The new name's words join the words typos are matched against.
    expect(await names({ keyword: 'ogjoa' })).toEqual(['Ogoja Puna Yam']);
    expect(await names({ keyword: 'ogoja yamm' })).toEqual(['Ogoja Puna Yam']);

    await shop.database.db
      .update(productUnits)
      .set({ priceKobo: 1 })
      .where(eq(productUnits.productId, yam!.id));
    const response = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/products?sort=price_asc&per_page=1',
    });
    expect(productsPage.parse(response.json()).data[0]?.name).toBe('Ogoja Puna Yam');
    const last = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/products?sort=price_desc&per_page=100&page=2',
    });
    expect(productsPage.parse(last.json()).data.at(-1)?.name).toBe('Ogoja Puna Yam');
  });

  it('keeps each category’s product count as products come, move and go', async () => {
    const count = async (slug: string) => {
      const response = await shop.app.inject({ method: 'GET', url: `/api/v1/products/categories/${slug}` });
      return (response.json() as { data: { products_count: number } }).data.products_count;
    };
    const fruits = await count('fruits');
    const vegetables = await count('vegetables');
    const [fruitsRow] = await shop.database.db.select().from(categories).where(eq(categories.slug, 'fruits'));
    const [vegetablesRow] = await shop.database.db
      .select()
      .from(categories)
      .where(eq(categories.slug, 'vegetables'));
    const [added] = await shop.database.db
      .insert(products)
      .values({
        categoryId: fruitsRow!.id,
        name: 'Test Fruit',
        slug: 'test-fruit-count',
        imageUrl: '/media/products/test-fruit-count.svg',
      })
      .returning();
    expect([await count('fruits'), await count('vegetables')]).toEqual([fruits + 1, vegetables]);
    const listed = await shop.app.inject({
      method: 'GET',
      url: '/api/v1/products?category=fruits&per_page=1',
    });
    expect(productsPage.parse(listed.json()).meta.total).toBe(fruits + 1);

    await shop.database.db
      .update(products)
      .set({ categoryId: vegetablesRow!.id })
      .where(eq(products.id, added!.id));
    expect([await count('fruits'), await count('vegetables')]).toEqual([fruits, vegetables + 1]);
    await shop.database.db.delete(products).where(eq(products.id, added!.id));
    expect([await count('fruits'), await count('vegetables')]).toEqual([fruits, vegetables]);
  });
});
