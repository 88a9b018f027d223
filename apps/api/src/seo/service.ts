// robots.txt and sitemap.xml: what crawlers may read, and every public page of the storefront with its absolute
// URL. Built per request from the database, so a product created a moment ago is listed.
import type { Database } from '../db/client';
import { escapeXml } from '../media/draw';
import { listCategorySlugs, listProductIds } from './queries';

/** Pages that are a shopper's own or a step of buying: nothing for a search engine. */
export const PRIVATE_PATHS = ['/users', '/checkout', '/carts', '/auth', '/admin'];

/** The storefront's public pages that are not a category or a product (spec section 2). */
const STATIC_PAGES = ['/', '/categories', '/products', '/about', '/privacy'];

export function robotsTxt(siteUrl: string): string {
  return [
    'User-agent: *',
    ...PRIVATE_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${siteUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(db: Database, siteUrl: string): Promise<string> {
  const [categorySlugs, productIds] = await Promise.all([listCategorySlugs(db), listProductIds(db)]);
  const paths = [
    ...STATIC_PAGES,
    ...categorySlugs.map((slug) => `/categories/${encodeURIComponent(slug)}`),
    ...productIds.map((id) => `/products/${id}`),
  ];
  const urls = paths.map((path) => `<url><loc>${escapeXml(siteUrl + path)}</loc></url>`);
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}
