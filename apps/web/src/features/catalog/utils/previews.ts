// What a category's or a product's page tells search engines and link previews (components/seo/page-meta.tsx).
import type { Category, Product } from '@oko/shared/schemas/catalog';
import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { nairaToKobo } from '@oko/shared/money';
import type { PageMetaProps } from '@/components/seo/page-meta';
import { paths } from '@/config/paths';
import { formatPriceRange, stockLabel } from '@/lib/product-units';
import { unitLabel } from '@oko/shared/units';
import { absoluteUrl } from '@/lib/site-origin';

type Preview = Omit<PageMetaProps, 'title'>;

/** Every product's share picture (GET /media/og/products/{id}.jpg): its photo or its drawing, 1200×630 JPEG. */
export const productShareImagePath = (productId: number) => `/media/og/products/${productId}.jpg`;

/** `page`: the page of its products shown; each page past the first is its own canonical address. */
export function categoryPreview(category: Category, brand: string, page = 1): Preview {
  const count = `${category.products_count} products`;
  return {
    description: category.description
      ? `${category.description} ${count} at ${brand}, priced in naira.`
      : `${category.name}: ${count} at ${brand}, priced in naira.`,
    canonicalPath: `${paths.category.getHref(category.slug)}${page > 1 ? `?${PAGE_QUERY_PARAM}=${page}` : ''}`,
    breadcrumbs: [
      { name: 'All categories', path: paths.categories.getHref() },
      { name: category.name, path: paths.category.getHref(category.slug) },
    ],
  };
}

/**
 * A product's preview: its price in naira and stock first (a chat preview may show one line of description),
 * then its description; the share picture; and a schema.org Product with one Offer per sale unit.
 */
export function productPreview(product: Product, origin: string): Preview {
  const { id, name, description, category, product_units: units } = product;
  const url = absoluteUrl(origin, paths.product.getHref(id));
  const image = absoluteUrl(origin, productShareImagePath(id));
  const stock = stockLabel(units);
  const prices = units.map((unit) => unit.price_per_unit);
  const lowest = prices.sort((a, b) => nairaToKobo(a) - nairaToKobo(b))[0];
  const price = formatPriceRange(units);

  return {
    description: [price && `${price} · ${stock}.`, description].filter(Boolean).join(' '),
    canonicalPath: paths.product.getHref(id),
    type: 'product',
    image: { path: productShareImagePath(id), width: 1200, height: 630, alt: name },
    openGraph: lowest
      ? {
          'product:price:amount': lowest,
          'product:price:currency': 'NGN',
          'product:availability': stock === 'In Stock' ? 'in stock' : 'out of stock',
        }
      : {},
    breadcrumbs: [
      { name: category.name, path: paths.category.getHref(category.slug) },
      { name, path: paths.product.getHref(id) },
    ],
    structuredData: [
      {
        '@context': 'https://schema.org',
        '@type': 'Product',
        productID: String(id),
        name,
        description,
        image: [image],
        url,
        category: category.name,
        offers: units.map((unit) => ({
          '@type': 'Offer',
          sku: `${id}-${unit.id}`,
          name: `${name}, ${unitLabel(unit.unit_number, unit.unit)}`,
          price: unit.price_per_unit,
          priceCurrency: 'NGN',
          availability:
            unit.available_quantity > 0 ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
          url,
        })),
      },
    ],
  };
}
