// Search quality, held in CI: each real query of search-quality.json must rank one of its products first.
import { pageEnvelope } from '@oko/shared/schemas/api';
import { productSchema } from '@oko/shared/schemas/catalog';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../testing/test-app';
import quality from './search-quality.json';

const productsPage = pageEnvelope(productSchema);
const shop = useTestApp();

describe('search quality: real queries rank the product a shopper means first', () => {
  it.each(quality.queries)('$query', async ({ query, first }) => {
    const response = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/products/search',
      headers: { accept: 'application/json' },
      payload: { keyword: query },
    });
    expect(response.statusCode).toBe(200);
    const found = productsPage.parse(response.json()).data.map((product) => product.name);
    expect(first, `${query} → ${found.slice(0, 4).join(' | ')}`).toContain(found[0]);
  });
});
