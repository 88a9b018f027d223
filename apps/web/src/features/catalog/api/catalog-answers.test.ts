// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { $ZodError } from 'zod/v4/core';
import { server } from '@/testing/mocks/server';
import { getCategories } from './get-categories';
import { getCategory } from './get-category';
import { getProduct } from './get-product';
import { getProducts } from './get-products';

// Decision 019: the catalog's calls load their answers' shared schemas with the request (`import()` of
// `@oko/shared/schemas/catalog`) rather than with the page, and each answer is still checked against them:
// what the page gets is the contract (unknown fields dropped), and an answer that drifted from it is refused.

type Item = Record<string, unknown>;

/** The product or category an answer (or what a call returns) is about: the first of a page. */
const itemOf = (data: unknown): Item => (Array.isArray(data) ? (data[0] as Item) : (data as Item));

/** The mock API's real answer to `path`, with its first item changed by `change`, served instead. */
async function served(path: string, call: () => Promise<unknown>, change: (item: Item) => void) {
  const url = new URL(`/api/v1${path}`, window.location.href);
  const answer = (await fetch(url).then((response) => response.json())) as { data: unknown };
  change(itemOf(answer.data));
  server.use(http.get(url.pathname, () => HttpResponse.json(answer)));
  return call();
}

const calls = [
  {
    name: 'a page of products',
    path: '/products',
    call: async () => (await getProducts({})).data,
    drift: (item: Item) => ((item.product_units as Item[])[0]!.price_per_unit = 1500),
  },
  {
    name: 'a product',
    path: '/products/1',
    call: () => getProduct('1'),
    drift: (item: Item) => (item.category = 'fruits'),
  },
  {
    name: 'a page of categories',
    path: '/products/categories',
    call: async () => (await getCategories({ page: 1 })).data,
    drift: (item: Item) => (item.products_count = '12'),
  },
  {
    name: 'a category',
    path: '/products/categories/fruits',
    call: () => getCategory('fruits'),
    drift: (item: Item) => delete item.slug,
  },
];

describe('catalog answers', () => {
  it.each(calls)('$name: checked against its shared schema, unknown fields dropped', async (entry) => {
    const result = await served(entry.path, entry.call, (item) => (item.secret = 'x'));
    expect(itemOf(result)).toMatchObject({
      id: expect.any(Number) as number,
      name: expect.any(String) as string,
    });
    expect(itemOf(result)).not.toHaveProperty('secret');
  });

  it.each(calls)('$name: refused when it drifted from the contract', async (entry) => {
    await expect(served(entry.path, entry.call, entry.drift)).rejects.toBeInstanceOf($ZodError);
  });
});
