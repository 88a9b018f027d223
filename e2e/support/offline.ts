import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { productInStock } from './shop';

// Issue 29 and decision 030: the storefront without signal, on a desktop and on a phone (offline.spec.ts,
// offline.phone.spec.ts). Service workers are blocked in every other spec (playwright.config.ts); these allow them.

/** The warning toast while the phone is offline (apps/web/src/app/offline.ts). */
export const OFFLINE_NOTICE = 'Prices and stock are from your last visit and may be out of date.';

/** Resolves once the service worker has installed (its precache filled) and controls the page. */
export async function untilServiceWorkerControls(page: Page) {
  await page.waitForFunction(() => Boolean(navigator.serviceWorker?.controller), undefined, {
    timeout: 45_000,
  });
}

/** A picture that has loaded (from the network or the service worker's cache), not a broken one. */
const loaded = (page: Page, name: string) =>
  page
    .getByRole('img', { name, exact: true })
    .first()
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);

/** The storefront's saved query cache (spec section 7: local storage, written a second after a change). */
const savedQueries = (page: Page) =>
  page.evaluate(() => window.localStorage.getItem('REACT_QUERY_OFFLINE_CACHE') ?? '');

type Category = { slug: string; name: string };

/**
 * Visit home, a category and a product; go offline; reload the product and open its category from its link (both
 * show, with the product's picture and the offline notice); open a product never seen (the shop's offline page,
 * listing what is saved); add the seen product to the guest cart (the badge counts it).
 */
export async function browseWithoutSignal(page: Page, context: BrowserContext, request: APIRequestContext) {
  const seen = await productInStock(request);
  const answer = await request.get(`/api/v1/products/${seen.id}`);
  expect(answer.ok()).toBe(true);
  const { category } = ((await answer.json()) as { data: { category: Category } }).data;
  const list = await request.get('/api/v1/products?per_page=50');
  const others = ((await list.json()) as { data: { id: number }[] }).data.filter(({ id }) => id !== seen.id);
  const unseen = others.at(-1);
  expect(unseen, 'a second product to leave unseen').toBeDefined();

  await page.goto('/');
  await untilServiceWorkerControls(page);
  await page.goto(`/categories/${category.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  // A shopper reads a page for more than the second the storefront takes to save its data (spec section 7).
  await expect.poll(() => savedQueries(page)).toContain(`"category","${category.slug}"`);
  await page.goto(`/products/${seen.id}`);
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await expect.poll(() => loaded(page, seen.name)).toBe(true);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: seen.name })).toBeVisible();
  await expect.poll(() => loaded(page, seen.name)).toBe(true);
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await page.getByRole('link', { name: category.name, exact: true }).first().click();
  await expect(page).toHaveURL(new RegExp(`/categories/${category.slug}$`));
  await expect(page.getByRole('heading', { level: 1, name: category.name })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Products' }).getByRole('link').first()).toBeVisible();

  await page.goto(`/products/${unseen?.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();
  const saved = page.getByRole('list', { name: 'Saved pages' });
  await expect(saved.getByRole('link', { name: new RegExp(seen.name) })).toHaveAttribute(
    'href',
    `/products/${seen.id}`,
  );

  await page.goto(`/products/${seen.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}
