import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { unitLabel } from '@oko/shared/units';
import { press } from './press';
import { productInStock } from './shop';

// Issue 29, "no lost taps" (packages/shared/src/early-taps.ts): on a desktop and on a phone (early-taps.spec.ts,
// early-taps.phone.spec.ts), a page whose scripts are held back 3 s, as a slow phone on a slow link has them.

const SCRIPTS_HELD_MS = 3000;

type ApiUnit = {
  id: number;
  unit_number: number;
  unit: { name: string; symbol: string };
  available_quantity: number;
};

/** Every script of the shop arrives 3 s late; the page itself (HTML, styles, pictures) as it comes. */
export async function holdScriptsBack(page: Page) {
  await page.route('**/assets/*.js', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, SCRIPTS_HELD_MS));
    await route.continue();
  });
}

const storefront = (page: Page) => page.locator('html').getAttribute('data-storefront');

/** Add to cart tapped as soon as it shows, before any script has run: the badge counts it once they run. */
export async function addBeforeScripts(page: Page, request: APIRequestContext) {
  const product = await productInStock(request, 3);
  await holdScriptsBack(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeVisible();
  await press(add);
  // The tap was made while no script of the shop ran.
  expect(await storefront(page)).toBeNull();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await expect(page.locator('html')).toHaveAttribute('data-storefront', 'running', { timeout: 20_000 });
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect(page.getByRole('main').getByText(/^Added .+ to your cart\.$/)).toBeVisible();
  // Made once: still one item a moment later.
  await page.waitForTimeout(500);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/carts');
  await expect(page.getByLabel(`Quantity of ${product.label}`)).toHaveText('1');
}

/** The unit choice and the header's menu, tapped before the scripts run, take effect once they do. */
export async function chooseBeforeScripts(page: Page, request: APIRequestContext) {
  const answer = await request.get('/api/v1/products?per_page=50');
  expect(answer.ok()).toBe(true);
  const products = (
    (await answer.json()) as { data: { id: number; name: string; product_units: ApiUnit[] }[] }
  ).data;
  const product = products.find(
    (entry) => entry.product_units.filter((unit) => unit.available_quantity > 0).length >= 2,
  );
  if (!product) throw new Error('no seeded product with two units in stock');
  const second = product.product_units.filter((unit) => unit.available_quantity > 0)[1]!;
  const secondLabel = unitLabel(second.unit_number, second.unit);

  await holdScriptsBack(page);
  await page.goto(`/products/${product.id}`, { waitUntil: 'commit' });
  const add = page.getByRole('button', { name: 'Add to cart' });
  await expect(add).toBeVisible();
  await press(page.getByRole('radio', { name: new RegExp(`^${secondLabel}\\b`) }));
  await press(add);
  await press(page.getByRole('button', { name: 'Open menu' }));
  expect(await storefront(page)).toBeNull();

  await expect(page.locator('html')).toHaveAttribute('data-storefront', 'running', { timeout: 20_000 });
  // In the order made: the unit chosen, then added, then the menu opened.
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect(page.getByRole('radio', { name: new RegExp(`^${secondLabel}\\b`) })).toBeChecked();
  await expect(
    page.getByRole('main').getByText(`Added ${secondLabel} of ${product.name} to your cart.`),
  ).toBeVisible();
}
