// Search quality, held in CI: each real query of search-quality.json must rank one of its products first, and at
// least 95 % of the local-name queries (issue 42) must have the product meant in the top 3.
import { pageEnvelope } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import quality from './search-quality.json';

const productsPage = pageEnvelope(productSchema);
const shop = useTestApp();

async function found(keyword: string): Promise<string[]> {
  const response = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/products/search',
    headers: { accept: 'application/json' },
    payload: { keyword },
  });
  expect(response.statusCode).toBe(200);
  return productsPage.parse(response.json()).data.map((product) => product.name);
}

describe('search quality: real queries rank the product a shopper means first', () => {
  it.each(quality.queries)('$query', async ({ query, first }) => {
    const names = await found(query);
    expect(first, `${query} → ${names.slice(0, 4).join(' | ')}`).toContain(names[0]);
  });
});

describe('search quality: local names', () => {
  it('has at least 60 local-name queries, among them the ones shoppers ask most', () => {
    const queries = quality.local_names.map((entry) => entry.query);
    expect(queries.length).toBeGreaterThanOrEqual(60);
    expect(queries).toEqual(
      expect.arrayContaining([
        'ugu',
        'ugwu',
        'efo',
        'ẹ̀fọ́',
        'tatashe',
        'tatase',
        'shombo',
        'ata rodo',
        'onugbu',
        'ewedu',
        'kpomo',
        'bitter leaf',
      ]),
    );
  });

  it('finds the product meant in the top 3 for at least 95 % of them', async () => {
    const misses: string[] = [];
    for (const { query, intended } of quality.local_names) {
      const top3 = (await found(query)).slice(0, 3);
      if (!top3.some((name) => intended.includes(name)))
        misses.push(`${query} → ${top3.join(' | ') || '(nothing)'}`);
    }
    const hits = quality.local_names.length - misses.length;
    expect(hits / quality.local_names.length, misses.join('\n')).toBeGreaterThanOrEqual(0.95);
  });
});
