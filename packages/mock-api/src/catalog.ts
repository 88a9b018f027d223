// The catalog rules of apps/api/src/catalog over the mock's memory: the same orders, pages and shapes. Search is
// a small stand-in for PostgreSQL's full text and pg_trgm: words in any case and without accents, a plural
// finds its singular, and a near miss of a word of the name (trigram word similarity ≥ 0.5) is forgiven.
import { koboToNaira } from '@oko/shared/money';
import type { Page, PageQuery } from '@oko/shared/schemas/api';
import type { Category, Product, ProductSort } from '@oko/shared/schemas/catalog';
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

/** Lower case, accents dropped: "ÉGUSI" → "egusi". */
function normalise(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function words(text: string): string[] {
  return normalise(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

/** A rough English stem: "tomatoes" and "tomato", "beans" and "bean" meet. */
function stem(word: string): string {
  if (word.length > 4 && word.endsWith('es')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s')) return word.slice(0, -1);
  return word;
}

function trigrams(word: string): Set<string> {
  const padded = `  ${word} `;
  const grams = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) grams.add(padded.slice(i, i + 3));
  return grams;
}

/** pg_trgm's word similarity, near enough: the share of the keyword's trigrams found in a word of the name. */
function nearness(keyword: string, name: string): number {
  const wanted = trigrams(keyword);
  let best = 0;
  for (const word of words(name)) {
    const found = trigrams(word);
    let common = 0;
    for (const gram of wanted) if (found.has(gram)) common += 1;
    best = Math.max(best, common / wanted.size);
  }
  return best;
}

const NEAR_MISS = 0.5;

export function searchProducts(state: MockState, keyword: string, categoryId?: number): MockProduct[] {
  const wanted = words(keyword).map(stem);
  const normalisedKeyword = normalise(keyword).trim();
  const scored: { product: MockProduct; exact: boolean; score: number }[] = [];
  for (const product of state.products) {
    if (categoryId !== undefined && product.categoryId !== categoryId) continue;
    const category = state.categories.find((entry) => entry.id === product.categoryId);
    const fields = [product.name, category?.name ?? '', product.description].map((text) =>
      words(text).map(stem),
    );
    const hits = fields.map((field) => wanted.filter((word) => field.includes(word)).length);
    const all = fields.flat();
    const exact = normalise(product.name) === normalisedKeyword;
    if (wanted.length > 0 && wanted.every((word) => all.includes(word))) {
      // A name hit outweighs a category hit, which outweighs a description hit.
      scored.push({
        product,
        exact,
        score: 1 + (hits[0] ?? 0) * 0.3 + (hits[1] ?? 0) * 0.2 + (hits[2] ?? 0) * 0.1,
      });
      continue;
    }
    const near = nearness(normalisedKeyword, product.name);
    if (near >= NEAR_MISS) scored.push({ product, exact, score: near });
  }
  return scored
    .sort((a, b) => Number(b.exact) - Number(a.exact) || b.score - a.score || a.product.id - b.product.id)
    .map((entry) => entry.product);
}
