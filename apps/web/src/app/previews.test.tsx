/* eslint-disable testing-library/no-node-access -- <head> and JSON-LD blocks are outside the accessibility tree */
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { SiteOriginContext } from '@/lib/site-origin';
import { expectConsoleError } from '@/testing/console';
import { demoProduct } from '@/testing/mocks/mock-api';
import { routes } from './routes';
import { loadPagesBeforeAll, memoryRouter } from '@/testing/test-utils';

loadPagesBeforeAll();

// What a link preview or a search engine reads in each public page's <head> (issue 15, "Share and search
// previews"): React hoists the page's <title>, <meta> and <link> there; JSON-LD stays beside the page.
const ORIGIN = 'https://okofarm.ng';

function renderApp(url: string, origin: string | null = ORIGIN) {
  const { element: app, router } = memoryRouter(routes, url);
  render(
    <SiteOriginContext value={origin}>
      <QueryClientProvider client={createQueryClient()}>{app}</QueryClientProvider>
    </SiteOriginContext>,
  );
  return router;
}

const all = (selector: string) => [...document.head.querySelectorAll(selector)];
const content = (selector: string) => {
  const found = all(selector);
  // One of each: a preview reading the first of two would show a stale page.
  expect(found, selector).toHaveLength(1);
  return found[0]!.getAttribute(selector.startsWith('link') ? 'href' : 'content');
};
const meta = (name: string) => content(`meta[name="${name}"]`);
const og = (property: string) => content(`meta[property="${property}"]`);
const canonical = () => content('link[rel="canonical"]');

type JsonLd = Record<string, unknown> & { '@type': string };
const jsonLd = (): JsonLd[] =>
  [...document.querySelectorAll('script[type="application/ld+json"]')].map(
    (script) => JSON.parse(script.textContent ?? '') as JsonLd,
  );
const jsonLdOf = (type: string) => {
  const found = jsonLd().filter((entry) => entry['@type'] === type);
  expect(found, type).toHaveLength(1);
  return found[0]!;
};

/** The tags every public page carries, and the preview's title and description. */
function expectPreview({ title, url, description }: { title: string; url: string; description: RegExp }) {
  expect(document.title).toBe(title === 'Oko Farm' ? title : `${title} | Oko Farm`);
  expect(meta('description')).toMatch(description);
  expect(canonical()).toBe(url);
  expect(og('og:title')).toBe(title);
  expect(og('og:description')).toBe(meta('description'));
  expect(og('og:url')).toBe(url);
  expect(og('og:site_name')).toBe('Oko Farm');
  expect(og('og:type')).toBe('website');
  expect(meta('twitter:card')).toBe('summary');
  expect(meta('twitter:title')).toBe(title);
  expect(meta('twitter:description')).toBe(meta('description'));
}

const breadcrumbs = () =>
  (jsonLdOf('BreadcrumbList').itemListElement as { position: number; name: string; item: string }[]).map(
    ({ position, name, item }) => [position, name, item],
  );

describe('share and search previews', () => {
  it('home: the brand alone as the title, the shop in one sentence, the site search for search engines', async () => {
    renderApp('/');
    await screen.findByRole('list', { name: 'New arrivals' });
    expectPreview({
      title: 'Oko Farm',
      url: `${ORIGIN}/`,
      description: /^Oko Farm: Organically grown farm produce from Nigerian farms, priced in naira/,
    });
    expect(all('meta[name="robots"]')).toHaveLength(0);
    expect(jsonLdOf('WebSite')).toMatchObject({
      url: `${ORIGIN}/`,
      potentialAction: { target: `${ORIGIN}/search?keyword={keyword}` },
    });
  });

  it('categories: its own page is its canonical address', async () => {
    renderApp('/categories?page=2');
    await screen.findByRole('heading', { level: 1, name: 'All categories' });
    expectPreview({
      title: 'All categories',
      url: `${ORIGIN}/categories?page=2`,
      description: /^Every category of Oko Farm's organically grown farm produce/,
    });
    expect(breadcrumbs()).toEqual([
      [1, 'Oko Farm', `${ORIGIN}/`],
      [2, 'All categories', `${ORIGIN}/categories`],
    ]);
  });

  it('a category: its name, description and count, and the trail to it', async () => {
    renderApp('/categories/oils-and-butters');
    await screen.findByRole('heading', { level: 1, name: 'Oils & Butters' });
    await waitFor(() => expect(document.title).toBe('Oils & Butters | Oko Farm'));
    expectPreview({
      title: 'Oils & Butters',
      url: `${ORIGIN}/categories/oils-and-butters`,
      description: /6 products at Oko Farm, priced in naira\.$/,
    });
    expect(breadcrumbs()).toEqual([
      [1, 'Oko Farm', `${ORIGIN}/`],
      [2, 'All categories', `${ORIGIN}/categories`],
      [3, 'Oils & Butters', `${ORIGIN}/categories/oils-and-butters`],
    ]);
  });

  it.each([
    ['/products?sort=price_asc', 'Products', '/products', /^Every product of Oko Farm\. Organically grown/],
    ['/about', 'About', '/about', /^Oko Farm sells farm produce that is organically cultivated/],
    ['/privacy', 'Privacy Policy', '/privacy', /^How Oko Farm collects, uses and keeps your details/],
    ['/terms', 'Terms & Conditions', '/terms', /^The terms on which Oko Farm takes, delivers/],
  ])('%s: title, description and canonical address', async (url, title, path, description) => {
    renderApp(url);
    await screen.findByRole('heading', { level: 1, name: title });
    expectPreview({ title, url: ORIGIN + path, description });
    expect(breadcrumbs().at(-1)).toEqual([2, title, ORIGIN + path]);
  });

  it('a product: name, price in naira, stock, description, share picture and a schema.org Product', async () => {
    // Black-eyed Beans of the demo shop: units from ₦2,200.00 to ₦11,500.00, in stock.
    const beans = demoProduct(13);
    renderApp('/products/13');
    await screen.findByRole('heading', { level: 1, name: beans.name });
    const url = `${ORIGIN}/products/13`;
    const image = `${ORIGIN}/media/og/products/13.jpg`;

    expect(document.title).toBe(`${beans.name} | Oko Farm`);
    expect(meta('description')).toMatch(/^₦2,200\.00 - ₦11,500\.00 · In Stock\. /);
    expect(meta('description')).toContain(beans.description.slice(0, 40));
    expect(canonical()).toBe(url);
    expect(og('og:type')).toBe('product');
    expect(og('og:title')).toBe(beans.name);
    expect(og('og:description')).toBe(meta('description'));
    expect(og('og:url')).toBe(url);
    expect(og('og:image')).toBe(image);
    expect(og('og:image:width')).toBe('1200');
    expect(og('og:image:height')).toBe('630');
    expect(og('og:image:alt')).toBe(beans.name);
    expect(og('product:price:amount')).toBe('2200.00');
    expect(og('product:price:currency')).toBe('NGN');
    expect(og('product:availability')).toBe('in stock');
    expect(meta('twitter:card')).toBe('summary_large_image');
    expect(meta('twitter:image')).toBe(image);

    const product = jsonLdOf('Product');
    expect(product).toMatchObject({
      '@context': 'https://schema.org',
      name: beans.name,
      description: beans.description,
      image: [image],
      url,
      category: beans.category.name,
    });
    expect(product.offers).toEqual(
      beans.product_units.map((unit) => ({
        '@type': 'Offer',
        sku: `13-${unit.id}`,
        name: `${beans.name}, ${unit.unit_number} ${unit.unit.symbol}`,
        price: unit.price_per_unit,
        priceCurrency: 'NGN',
        availability: `https://schema.org/${unit.available_quantity > 0 ? 'InStock' : 'OutOfStock'}`,
        itemCondition: 'https://schema.org/NewCondition',
        url,
      })),
    );
    expect(breadcrumbs()).toEqual([
      [1, 'Oko Farm', `${ORIGIN}/`],
      [2, beans.category.name, `${ORIGIN}/categories/${beans.category.slug}`],
      [3, beans.name, url],
    ]);
  });

  it('a product out of stock says so in its preview and its offers', async () => {
    // Trifoliate Yam (Esuru): its one unit (1 kg, ₦3,000.00) has none left.
    renderApp('/products/4');
    await screen.findByRole('heading', { level: 1, name: 'Trifoliate Yam (Esuru)' });
    expect(meta('description')).toMatch(/^₦3,000\.00 · out of stock\. /);
    expect(og('product:availability')).toBe('out of stock');
    expect(jsonLdOf('Product').offers).toEqual([
      expect.objectContaining({ price: '3000.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('search: the query is the canonical address, and results stay out of search indexes', async () => {
    renderApp('/search?keyword=beans&page=1');
    await screen.findByRole('heading', { level: 1, name: 'Search results for “beans”' });
    expect(document.title).toBe('Search results for “beans” | Oko Farm');
    expect(meta('description')).toBe(
      'Search results for “beans” at Oko Farm: organically grown farm produce, priced in naira.',
    );
    expect(canonical()).toBe(`${ORIGIN}/search?keyword=beans`);
    expect(og('og:url')).toBe(`${ORIGIN}/search?keyword=beans`);
    expect(meta('robots')).toBe('noindex, follow');
  });

  it('the 404 page and an unknown product stay out of search indexes', async () => {
    const router = renderApp('/no/such/page');
    await screen.findByRole('heading', { level: 1, name: 'Page not found' });
    expect(document.title).toBe('Page not found | Oko Farm');
    expect(meta('description')).toBe("Sorry, we couldn't find the page you're looking for.");
    expect(canonical()).toBe(`${ORIGIN}/no/such/page`);
    expect(og('og:title')).toBe('Page not found');
    expect(meta('robots')).toBe('noindex, follow');

    await router.navigate('/products/999999');
    await screen.findByRole('heading', { level: 1, name: 'Product not found' });
    expect(meta('robots')).toBe('noindex, follow');
    expect(document.title).toBe('Product not found | Oko Farm');
    // The API client logs every failed call's message (lib/api-client.ts).
    expectConsoleError('Product not found');
  });

  it('moving to another page replaces the previews, not adds to them', async () => {
    const router = renderApp('/products/13');
    await screen.findByRole('heading', { level: 1, name: demoProduct(13).name });
    await router.navigate('/about');
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(canonical()).toBe(`${ORIGIN}/about`);
    expect(all('meta[property^="og:image"], meta[property^="product:"]')).toHaveLength(0);
    expect(jsonLd().map((entry) => entry['@type'])).toEqual(['BreadcrumbList']);
  });

  it('without an origin provided, absolute URLs use the address in the browser', async () => {
    renderApp('/about', null);
    await screen.findByRole('heading', { level: 1, name: 'About' });
    expect(canonical()).toBe(`${window.location.origin}/about`);
  });
});
