import { type APIRequestContext, type BrowserContext, expect, type Page } from '@playwright/test';
import { createOwner, uniqueProductName } from './admin';
import { productInStock } from './shop';
import { accessToken } from './shopper';

// Issue 29 and decision 030: the storefront without signal, on a desktop and on a phone (offline.spec.ts,
// offline.phone.spec.ts). Service workers are blocked in every other spec (playwright.config.ts); these allow them.

/** The warning toast while the phone is offline (apps/web/src/app/offline.ts). */
export const OFFLINE_NOTICE = 'Prices and stock are from your last visit and may be out of date.';
/** The note while the page or its data is the worker's saved copy and the phone is online (lie-fi). */
export const SAVED_COPY_NOTE = 'Prices and stock may be out of date: you are seeing a saved copy.';

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
  await page.reload();
  // The cart page is rendered in the browser: its saved copy is the shell, titled with the shop's name alone.
  await page.goto('/carts');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
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
  // Issue 43 item 10: the note covers nothing of the header. On a phone it sits at the bottom, clear of the menu,
  // search and cart; on a desktop toasts stay at the right, where spec section 9 puts them, just below the header
  // (Tailwind's `sm`, 640 px, is the switch), at the top of the page and scrolled.
  const note = page.getByRole('alert', { name: 'You are offline' });
  const belowHeader = async () => {
    const box = await note.boundingBox();
    const header = await page.getByRole('banner').boundingBox();
    expect(box!.y, 'the offline note is below the header').toBeGreaterThanOrEqual(header!.y + header!.height);
    // What a tap on the cart's icon reaches: the cart's link, not the note.
    const cart = page.getByRole('link', { name: 'Cart, 0 items' });
    const at = (await cart.boundingBox())!;
    expect(
      await cart.evaluate(
        (link, [x, y]) => link.contains(document.elementFromPoint(x!, y!)),
        [at.x + at.width / 2, at.y + at.height / 2],
      ),
      "the cart's link is on top",
    ).toBe(true);
    return box!;
  };
  const box = await belowHeader();
  if (page.viewportSize()!.width < 640)
    expect(box.y + box.height, 'at the bottom of the screen').toBeGreaterThan(
      page.viewportSize()!.height - 40,
    );
  else {
    await page.mouse.wheel(0, 600);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await belowHeader();
    await page.evaluate(() => window.scrollTo(0, 0));
  }
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
  // Each page once, by its own name: the cart's shell is not a second "Oko Farm" beside the home page.
  await expect(saved.getByRole('link', { name: 'Oko Farm', exact: true })).toHaveAttribute('href', '/');
  await expect(saved.getByRole('link', { name: 'Cart | Oko Farm', exact: true })).toHaveAttribute(
    'href',
    '/carts',
  );
  // Rendered for no one, the page cannot know the cart's count: it shows none rather than a wrong 0.
  await expect(page.getByRole('banner').getByRole('link', { name: 'Cart', exact: true })).toBeVisible();

  await page.goto(`/products/${seen.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
}

/**
 * Issue 29: a product page opened from the cache without signal says its prices and stock may be out of date; when
 * the signal returns the page refreshes itself (no reload) and shows the server's price and stock. The product is
 * the owner's own, made for this test, so no other test sees its price change.
 */
export async function refreshWhenSignalReturns(
  page: Page,
  context: BrowserContext,
  request: APIRequestContext,
) {
  const owner = createOwner();
  const token = await accessToken(request, owner);
  const headers = { Authorization: `Bearer ${token}` };
  const categories = await request.get('/api/v1/products/categories');
  const [category] = ((await categories.json()) as { data: { id: number }[] }).data;
  const created = await request.post('/api/v1/admin/products', {
    headers,
    data: {
      name: uniqueProductName('Fluted Pumpkin Leaves'),
      category_id: category?.id,
      description: 'Ugu, cut this morning.',
      product_units: [
        {
          unit: { name: 'Bunch', symbol: 'bunch' },
          unit_number: 1,
          price_per_unit: 1500,
          available_quantity: 40,
        },
      ],
    },
  });
  expect(created.status()).toBe(201);
  const product = (
    (await created.json()) as { data: { id: number; name: string; product_units: { id: number }[] } }
  ).data;

  await page.goto(`/products/${product.id}`);
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText('40 in stock')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  // Meanwhile the shop changes the price and the stock.
  const changed = await request.patch(`/api/v1/admin/product-units/${product.product_units[0]?.id}`, {
    headers,
    data: { price_per_unit: 1750, available_quantity: 7 },
  });
  expect(changed.status()).toBe(200);
  await expect(page.getByText('40 in stock')).toBeVisible();
  await expect(page.getByRole('main').getByText('₦1,500.00').first()).toBeVisible();

  let documents = 0;
  page.on('request', (sent) => {
    if (sent.isNavigationRequest()) documents += 1;
  });
  await context.setOffline(false);
  await expect(page.getByText('7 in stock')).toBeVisible();
  await expect(page.getByRole('main').getByText('₦1,750.00').first()).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  expect(documents, 'refreshed in place, not reloaded').toBe(0);
}

/**
 * Lie-fi (issue 29, decision 030): the phone stays "online" but the network fails for a product's page and its
 * data, so the service worker answers from its cache: the page shows, with a note that prices and stock may be out
 * of date. When the network answers again the note goes by itself (the storefront asks again every 10 s).
 */
export async function savedCopyWhileOnline(page: Page, context: BrowserContext, request: APIRequestContext) {
  const product = await productInStock(request);
  await page.goto(`/products/${product.id}`);
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  // Fresh from the network: no note.
  await page.waitForTimeout(1000);
  await expect(page.getByText(SAVED_COPY_NOTE)).toBeHidden();

  // The page and the product's API answer fail (the worker's own requests too), the browser still online.
  const failing = new RegExp(`/products/${product.id}(\\?|$)`);
  await context.route(failing, (route) => route.abort('failed'));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await expect(page.getByText(SAVED_COPY_NOTE)).toBeVisible();
  await expect(page.getByText(OFFLINE_NOTICE)).toBeHidden();
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);

  await context.unroute(failing);
  await expect(page.getByText(SAVED_COPY_NOTE)).toBeHidden({ timeout: 25_000 });
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();

  // A catalog answer the page asks for (as a page opened in the storefront does) says so too: the worker tells
  // the page, and its answer carries the mark.
  const ask = (url: string) =>
    page.evaluate(async (address) => {
      const answer = await fetch(address);
      const { data } = (await answer.json()) as { data: { name: string } };
      return { name: data.name, savedCopy: answer.headers.get('x-oko-saved-copy') };
    }, url);
  const api = `/api/v1/products/${product.id}`;
  expect(await ask(api)).toEqual({ name: product.name, savedCopy: null });
  await context.route(failing, (route) => route.abort('failed'));
  expect(await ask(api)).toEqual({ name: product.name, savedCopy: '1' });
  await expect(page.getByText(SAVED_COPY_NOTE)).toBeVisible();
  await context.unroute(failing);
  await expect(page.getByText(SAVED_COPY_NOTE)).toBeHidden({ timeout: 25_000 });
}
