// The catalog rules of apps/api/src/catalog over the mock's memory: the same orders, pages and shapes. Search is a
// plain word match (decision 011): the API's ranking and typo tolerance are not what a demo needs.
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

/** Lowercase words without accents: "ÉGUSI  Seeds" → egusi, seeds. */
function wordsOf(text: string): string[] {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The products whose name or category name holds every word of the keyword; an exact name first, then by id. */
export function searchProducts(state: MockState, keyword: string, categoryId?: number): MockProduct[] {
  const wanted = wordsOf(keyword);
  const exact = wanted.join(' ');
  return state.products
    .filter((product) => {
      if (categoryId !== undefined && product.categoryId !== categoryId) return false;
      const category = state.categories.find((entry) => entry.id === product.categoryId);
      const words = new Set(wordsOf(`${product.name} ${category?.name ?? ''}`));
      return wanted.length > 0 && wanted.every((word) => words.has(word));
    })
    .sort(
      (a, b) =>
        Number(wordsOf(b.name).join(' ') === exact) - Number(wordsOf(a.name).join(' ') === exact) ||
        a.id - b.id,
    );
}
