// Local names (issue 42): search finds a product by the names shoppers use, and the owner keeps those names and
// sees what was searched for and not found (catalog/admin-search-term-routes.ts).
// On PGlite, and on PostgreSQL with DATABASE_URL.
import { addDays, lagosDay } from '@oko/shared/lagos-time';
import {
  SEARCH_TERM_MESSAGES,
  searchMissSchema,
  searchTermSchema,
} from '@oko/shared/schemas/admin-search-terms';
import { dataEnvelope, pageEnvelope } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { products, searchMisses } from '../db/schema';
import { expectBackOfficeGuard, useBackOfficeTestbed } from '../testing/back-office';

const office = useBackOfficeTestbed();
const { bed, tokens } = office;
const termsAnswer = dataEnvelope(z.array(searchTermSchema));
const termAnswer = dataEnvelope(searchTermSchema);
const missesAnswer = dataEnvelope(z.array(searchMissSchema));
const SOURCE = 'https://en.wikipedia.org/wiki/Maize';

async function search(keyword: string): Promise<string[]> {
  const response = await bed.call('POST', '/products/search', undefined, { keyword });
  expect(response.statusCode).toBe(200);
  return pageEnvelope(productSchema)
    .parse(response.json())
    .data.map((product) => product.name);
}

async function productId(name: string): Promise<number> {
  const [row] = await bed.database.db
    .select({ id: products.id })
    .from(products)
    .where(eq(products.name, name));
  return row!.id;
}

async function misses() {
  const response = await bed.call('GET', '/admin/search-misses', tokens.owner);
  expect(response.statusCode).toBe(200);
  return missesAnswer.parse(response.json()).data;
}

describe('search by local names', () => {
  it('finds the fluted pumpkin leaves first for ugwu, in a phrase too', async () => {
    expect((await search('ugwu'))[0]).toBe('Ugu (Fluted Pumpkin Leaves)');
    expect((await search('fresh ugwu'))[0]).toBe('Ugu (Fluted Pumpkin Leaves)');
  });

  it('finds a broader name’s every target, but a target’s name does not find the others', async () => {
    const peppers = ['Red Bell Pepper (Tatashe)', 'Scotch Bonnet Pepper (Ata Rodo)', 'Dried Ground Chilli'];
    expect((await search('pepper')).slice(0, 3).sort()).toEqual([...peppers].sort());
    // "pepper" finds tatashe and shombo; tatashe and shombo do not find each other or ata rodo.
    const tatashe = await search('tatashe');
    expect(tatashe[0]).toBe('Red Bell Pepper (Tatashe)');
    expect(tatashe).not.toContain('Scotch Bonnet Pepper (Ata Rodo)');
    expect(tatashe).not.toContain('Dried Ground Chilli');
    const shombo = await search('shombo');
    expect(shombo).toEqual(['Dried Ground Chilli']);
  });

  it('finds a name written with diacritics without them, and one typed with them', async () => {
    const added = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Àgbàdo',
      language: 'yoruba',
      kind: 'same',
      product_id: await productId('Yellow Maize'),
      source_url: SOURCE,
    });
    expect(added.statusCode).toBe(201);
    expect(termAnswer.parse(added.json()).data).toMatchObject({
      term: 'Àgbàdo',
      product: { name: 'Yellow Maize' },
      category: null,
    });
    expect((await search('agbado'))[0]).toBe('Yellow Maize');
    expect((await search('AGBADO'))[0]).toBe('Yellow Maize');
    // The seed's ẹ̀fọ́ (Yoruba: leaf vegetables) is found by efo, and efo typed with its marks finds the same.
    const plain = await search('efo');
    expect(plain[0]).toBe('Ugu (Fluted Pumpkin Leaves)');
    expect(await search('ẹ̀fọ́')).toEqual(plain);
  });

  it('ranks an exact product name before a local name’s targets', async () => {
    const created = await office.createProduct(office.newProduct('Ugwu'));
    const found = await search('ugwu');
    expect(found.slice(0, 2)).toEqual(['Ugwu', 'Ugu (Fluted Pumpkin Leaves)']);
    expect((await bed.call('DELETE', `/admin/products/${created.id}`, tokens.owner)).statusCode).toBe(204);
  });
});

describe('the owner keeps the local names', () => {
  it('is the owner’s alone', async () => {
    await expectBackOfficeGuard(bed, tokens, ['GET', '/admin/search-terms', undefined, false]);
    await expectBackOfficeGuard(bed, tokens, ['GET', '/admin/search-misses', undefined, false]);
  });

  it('adds, edits and removes a name, and search follows at once', async () => {
    expect(await search('gurasa')).toEqual([]);
    const added = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Gurasa',
      language: 'hausa',
      kind: 'same',
      product_id: await productId('Millet'),
      source_url: SOURCE,
    });
    expect(added.json()).toMatchObject({ message: 'Name added.' });
    const term = termAnswer.parse(added.json()).data;
    expect((await search('gurasa'))[0]).toBe('Millet');
    expect(await office.lastAudit()).toMatchObject({ action: 'search_term.create', entityId: term.id });

    const edited = await bed.call('PUT', `/admin/search-terms/${term.id}`, tokens.owner, {
      term: 'Gurasa',
      language: 'hausa',
      kind: 'broader',
      category_id: office.categoryId,
      product_id: null,
      source_url: SOURCE,
    });
    expect(edited.statusCode).toBe(200);
    expect(termAnswer.parse(edited.json()).data).toMatchObject({
      kind: 'broader',
      product: null,
      category: { id: office.categoryId, name: 'Vegetables' },
    });
    const vegetables = await search('gurasa');
    expect(vegetables).not.toContain('Millet');
    expect(vegetables).toContain('Waterleaf');

    const listed = termsAnswer.parse(
      (await bed.call('GET', '/admin/search-terms', tokens.owner)).json(),
    ).data;
    expect(listed.length).toBeGreaterThanOrEqual(80);
    expect(listed.every((row) => row.source_url.startsWith('http'))).toBe(true);
    expect(listed.filter((row) => row.id === term.id)).toHaveLength(1);

    const removed = await bed.call('DELETE', `/admin/search-terms/${term.id}`, tokens.owner);
    expect(removed.json()).toEqual({ message: 'Name removed.' });
    expect(await search('gurasa')).toEqual([]);
    expect((await bed.call('DELETE', `/admin/search-terms/${term.id}`, tokens.owner)).json()).toEqual({
      message: SEARCH_TERM_MESSAGES.notFound,
    });
  });

  it('answers a bad name with the fields at fault, and a name given twice with 409', async () => {
    const millet = await productId('Millet');
    const bad = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: ' ',
      language: 'latin',
      kind: 'narrower',
      product_id: millet,
      category_id: office.categoryId,
      source_url: 'wikipedia',
    });
    expect(bad.statusCode).toBe(422);
    expect((bad.json() as { errors: Record<string, string[]> }).errors).toMatchObject({
      term: [SEARCH_TERM_MESSAGES.termRequired],
      language: [SEARCH_TERM_MESSAGES.language],
      kind: [SEARCH_TERM_MESSAGES.kind],
      source_url: [SEARCH_TERM_MESSAGES.sourceUrl],
    });
    const noTarget = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Gero',
      language: 'hausa',
      kind: 'same',
      source_url: SOURCE,
    });
    expect(noTarget.json()).toMatchObject({ errors: { product_id: [SEARCH_TERM_MESSAGES.oneTarget] } });
    const long = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'ewe ugu tutu fun obe',
      language: 'yoruba',
      kind: 'same',
      product_id: millet,
      source_url: SOURCE,
    });
    expect(long.json()).toMatchObject({ errors: { term: [SEARCH_TERM_MESSAGES.termWords] } });
    const unknown = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Gero',
      language: 'hausa',
      kind: 'same',
      product_id: 2_000_000_000,
      source_url: SOURCE,
    });
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json()).toMatchObject({ errors: { product_id: [SEARCH_TERM_MESSAGES.unknownProduct] } });
    // The seed has gero → Millet: "Gérò" reads the same once unaccented.
    const twice = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Gérò',
      language: 'hausa',
      kind: 'same',
      product_id: millet,
      source_url: SOURCE,
    });
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toMatchObject({ message: SEARCH_TERM_MESSAGES.taken });
    expect(
      (
        await bed.call('PUT', '/admin/search-terms/2000000000', tokens.owner, {
          term: 'Gero',
          language: 'hausa',
          kind: 'same',
          product_id: millet,
          source_url: SOURCE,
        })
      ).statusCode,
    ).toBe(404);
  });

  it('removes a name with the product it names', async () => {
    const product = await office.createProduct(office.newProduct('Zobo Leaves'));
    const added = await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'isapa',
      language: 'yoruba',
      kind: 'same',
      product_id: product.id,
      source_url: SOURCE,
    });
    const term = termAnswer.parse(added.json()).data;
    expect((await bed.call('DELETE', `/admin/products/${product.id}`, tokens.owner)).statusCode).toBe(204);
    const listed = termsAnswer.parse(
      (await bed.call('GET', '/admin/search-terms', tokens.owner)).json(),
    ).data;
    expect(listed.find((row) => row.id === term.id)).toBeUndefined();
  });
});

describe('searched and not found', () => {
  it('lists the last 30 days’ empty searches, most asked first, until a name answers one', async () => {
    await bed.database.db.delete(searchMisses);
    await search('Kuka Leaves');
    await search('kuka  leaves');
    await search('xylophone');
    expect(await search('ugwu')).not.toEqual([]);
    // 30 Lagos days back is too old.
    const today = lagosDay(new Date());
    await bed.database.db
      .insert(searchMisses)
      .values({ keyword: 'old miss', day: addDays(today, -30), searches: 50 });
    await bed.database.db
      .insert(searchMisses)
      .values({ keyword: 'recent miss', day: addDays(today, -29), searches: 1 });

    const listed = await misses();
    expect(listed.map((miss) => miss.keyword)).toEqual(['kuka leaves', 'xylophone', 'recent miss']);
    expect(listed[0]).toEqual({ keyword: 'kuka leaves', searches: 2, last_searched_on: today });

    await bed.call('POST', '/admin/search-terms', tokens.owner, {
      term: 'Kuka leaves',
      language: 'hausa',
      kind: 'same',
      product_id: await productId('Waterleaf'),
      source_url: SOURCE,
    });
    expect((await misses()).map((miss) => miss.keyword)).toEqual(['xylophone', 'recent miss']);
  });
});
