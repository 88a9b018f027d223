// The catalog rules of apps/api/src/catalog over the mock's memory: the same orders, pages and shapes. Search is a
// plain word match (decision 011): the API's ranking and typo tolerance are not what a demo needs.
import { http, HttpResponse, type HttpHandler } from 'msw';
import type { ProductSort } from '@oko/shared/constants';
import { koboToNaira } from '@oko/shared/money';
import { type Page, type PageQuery, pageQuerySchema } from '@oko/shared/schemas/api';
import { type Category, type Product, productListQuerySchema } from '@oko/shared/schemas/catalog';
import { searchSchema } from '@oko/shared/schemas/search';
import { type DemoSearchTerm, demoSearchTerms } from '@oko/demo-data/search-terms';
import type { MockContext } from './context';
import { check, error, json, queryOf, readInput } from './respond';
import type { MockCategory, MockProduct, MockState } from './state';

export function productImageUrl(slug: string) {
  return `/media/products/${slug}.svg`;
}

export function categoryImageUrl(slug: string) {
  return `/media/categories/${slug}.svg`;
}

/** Ids are PostgreSQL integers in the API: anything else names nothing. */
export function parseId(text: string): number | undefined {
  if (!/^[1-9]\d{0,9}$/.test(text)) return undefined;
  const id = Number(text);
  return id <= 2_147_483_647 ? id : undefined;
}

export function pageOf<T>(items: T[], { page, per_page }: PageQuery): Page<T> {
  return {
    data: items.slice((page - 1) * per_page, page * per_page),
    meta: {
      current_page: page,
      per_page,
      total: items.length,
      last_page: Math.max(1, Math.ceil(items.length / per_page)),
    },
  };
}

export function toCategory(state: MockState, category: MockCategory): Category {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    description: category.description,
    image_url: categoryImageUrl(category.slug),
    products_count: state.products.filter((product) => product.categoryId === category.id).length,
  };
}

export function toProduct(state: MockState, product: MockProduct): Product {
  const category = state.categories.find((entry) => entry.id === product.categoryId);
  return {
    id: product.id,
    name: product.name,
    slug: product.slug,
    description: product.description,
    image_url: productImageUrl(product.slug),
    category: { id: product.categoryId, name: category?.name ?? '', slug: category?.slug ?? '' },
    // Cheapest first, as the API lists them.
    product_units: [...product.units]
      .sort((a, b) => a.priceKobo - b.priceKobo || a.id - b.id)
      .map((unit) => ({
        id: unit.id,
        product_id: product.id,
        unit_number: unit.unitNumber,
        unit: unit.unit,
        price_per_unit: koboToNaira(unit.priceKobo),
        available_quantity: unit.availableQuantity,
        weight: unit.weight,
      })),
    created_at: product.createdAt,
  };
}

/** `?category=` and the search's category: a slug or an id. */
export function findCategory(state: MockState, slugOrId: string): MockCategory | undefined {
  const id = parseId(slugOrId);
  return state.categories.find((category) =>
    id === undefined ? category.slug === slugOrId : category.id === id,
  );
}

const lowestPrice = (product: MockProduct) =>
  product.units.length === 0 ? undefined : Math.min(...product.units.map((unit) => unit.priceKobo));

function byPrice(direction: 1 | -1) {
  return (a: MockProduct, b: MockProduct) => {
    const pa = lowestPrice(a);
    const pb = lowestPrice(b);
    if (pa === undefined || pb === undefined) return (pa === undefined ? 1 : 0) - (pb === undefined ? 1 : 0);
    return direction * (pa - pb) || a.id - b.id;
  };
}

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

const PRODUCT_ORDER: Record<ProductSort, (a: MockProduct, b: MockProduct) => number> = {
  newest: (a, b) => byteOrder(b.createdAt, a.createdAt) || b.id - a.id,
  name: (a, b) => byteOrder(a.name.toLowerCase(), b.name.toLowerCase()) || a.id - b.id,
  price_asc: byPrice(1),
  price_desc: byPrice(-1),
};

export function sortProducts(products: MockProduct[], sort: ProductSort): MockProduct[] {
  return [...products].sort(PRODUCT_ORDER[sort]);
}

/** Lowercase words without accents: "ÉGUSI  Seeds" → egusi, seeds. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The demo's local names (issue 42) by their words as compared: "ẹ̀fọ́" → "efo". */
const termsByWords = new Map<string, DemoSearchTerm[]>();
for (const term of demoSearchTerms) {
  const key = wordsOf(term.term).join(' ');
  termsByWords.set(key, [...(termsByWords.get(key) ?? []), term]);
}

/** The local names in the keyword's phrases (a simple lookup: the API joins them in its one query). */
function namedByTerms(state: MockState, wanted: string[]): Set<number> {
  const named = new Set<number>();
  for (let start = 0; start < wanted.length; start++) {
    for (let end = start + 1; end <= wanted.length; end++) {
      for (const term of termsByWords.get(wanted.slice(start, end).join(' ')) ?? []) {
        for (const product of state.products) {
          const category = state.categories.find((entry) => entry.id === product.categoryId);
          if (
            'product' in term.target
              ? product.name === term.target.product
              : category?.slug === term.target.category
          )
            named.add(product.id);
        }
      }
    }
  }
  return named;
}

/**
 * The products whose name or category name holds every word of the keyword, or that a local name in it names; an
 * exact name first, then the named ones, then by id.
 */
export function searchProducts(state: MockState, keyword: string, categoryId?: number): MockProduct[] {
  const wanted = wordsOf(keyword);
  const exact = wanted.join(' ');
  const named = namedByTerms(state, wanted);
  return state.products
    .filter((product) => {
      if (categoryId !== undefined && product.categoryId !== categoryId) return false;
      if (named.has(product.id)) return true;
      const category = state.categories.find((entry) => entry.id === product.categoryId);
      const words = new Set(wordsOf(`${product.name} ${category?.name ?? ''}`));
      return wanted.length > 0 && wanted.every((word) => words.has(word));
    })
    .sort(
      (a, b) =>
        Number(wordsOf(b.name).join(' ') === exact) - Number(wordsOf(a.name).join(' ') === exact) ||
        Number(named.has(b.id)) - Number(named.has(a.id)) ||
        a.id - b.id,
    );
}

/** A small picture for a product or category, as the API draws one (a tile and the name). */
function placeholderSvg(title: string): string {
  const text = title.replace(/[<>&"]/g, '');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="300" viewBox="0 0 400 300" role="img" aria-label="${text}"><rect width="400" height="300" fill="#e8f3e4"/><circle cx="200" cy="130" r="60" fill="#7cb46b"/><text x="200" y="250" font-family="sans-serif" font-size="22" text-anchor="middle" fill="#234d20">${text}</text></svg>`;
}

/** The catalog's calls and the pictures of products and categories. */
export function catalogHandlers({ api, media, state: s }: MockContext): HttpHandler[] {
  return [
    http.get(`${api}/products/categories`, ({ request }) => {
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      return json(
        pageOf(
          state.categories.map((category) => toCategory(state, category)),
          query.data,
        ),
      );
    }),

    http.get(`${api}/products/categories/:slug`, ({ params }) => {
      const category = s().categories.find((entry) => entry.slug === params.slug);
      return category ? json({ data: toCategory(s(), category) }) : error(404, 'Category not found');
    }),

    http.get(`${api}/products`, ({ request }) => {
      const query = check(productListQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      let products = state.products;
      if (query.data.category !== undefined) {
        const category = findCategory(state, query.data.category);
        if (!category) return error(404, 'Category not found');
        products = products.filter((product) => product.categoryId === category.id);
      }
      const sorted = sortProducts(products, query.data.sort).map((product) => toProduct(state, product));
      return json(pageOf(sorted, query.data));
    }),

    http.post(`${api}/products/search`, async ({ request }) => {
      const input = await readInput(request, searchSchema);
      if (!input.ok) return input.response;
      const query = check(pageQuerySchema, queryOf(request), 'querystring');
      if (!query.ok) return query.response;
      const state = s();
      const { keyword, category } = input.data;
      let categoryId: number | undefined;
      if (category !== undefined && category !== '') {
        const found = findCategory(state, category);
        if (!found) return error(404, 'Category not found');
        categoryId = found.id;
      }
      const matches = searchProducts(state, keyword, categoryId).map((product) => toProduct(state, product));
      return json(pageOf(matches, query.data));
    }),

    http.get(`${api}/products/:id`, ({ params }) => {
      const id = parseId(String(params.id));
      const product = s().products.find((entry) => entry.id === id);
      return product ? json({ data: toProduct(s(), product) }) : error(404, 'Product not found');
    }),

    http.get(`${media}/:kind/:file`, ({ params }) => {
      const slug = String(params.file).replace(/\.svg$/, '');
      const state = s();
      const name =
        params.kind === 'products'
          ? state.products.find((product) => product.slug === slug)?.name
          : state.categories.find((category) => category.slug === slug)?.name;
      if (!name) return error(404, 'Not found');
      return new HttpResponse(placeholderSvg(name), {
        headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
      });
    }),
    http.get(
      `${media}/logo.svg`,
      () =>
        new HttpResponse(placeholderSvg(s().settings.site_name), {
          headers: { 'Content-Type': 'image/svg+xml; charset=utf-8' },
        }),
    ),
  ];
}
