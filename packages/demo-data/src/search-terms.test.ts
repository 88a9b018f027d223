import { SEARCH_TERM_KINDS, SEARCH_TERM_LANGUAGES } from '@oko/shared/schemas/admin-search-terms';
import { describe, expect, it } from 'vitest';
import { demoCategories, demoProducts } from './catalog';
import { demoSearchTerms } from './search-terms';

describe('demo local names', () => {
  it('holds at least 80 names, each pointing at a demo product or category, with its source', () => {
    expect(demoSearchTerms.length).toBeGreaterThanOrEqual(80);
    const products = new Set(demoProducts.map((product) => product.name));
    const categories = new Set(demoCategories.map((category) => category.slug));
    for (const term of demoSearchTerms) {
      const known =
        'product' in term.target ? products.has(term.target.product) : categories.has(term.target.category);
      expect(known, term.term).toBe(true);
      expect(term.source, term.term).toMatch(/^https?:\/\/\S+$/);
      expect(SEARCH_TERM_LANGUAGES).toContain(term.language);
      expect(SEARCH_TERM_KINDS).toContain(term.kind);
    }
  });

  it('names each target once per name', () => {
    const keys = demoSearchTerms.map((term) => `${term.term} → ${JSON.stringify(term.target)}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});
