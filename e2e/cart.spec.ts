import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The cart as shoppers meet it (issue 5): a guest fills a cart, signs in and finds it in the account; a signed-in
// shopper changes quantities and removes rows. The account steps are the auth spec's, kept minimal here.

const mailDir = () => join(process.env.E2E_DATA_DIR ?? '', 'mail');

async function verifiedAccount(request: APIRequestContext) {
  const email = `cart.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'palm-oil-2026';
  const registered = await request.post('/api/v1/auth/register', {
    data: { name: 'Ngozi', last_name: 'Adeyemi', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = readdirSync(mailDir())
        .filter((name) => name.endsWith(`-${email}.json`))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(mailDir(), name), 'utf8')) as { text: string })
        .at(-1);
      code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await request.post('/api/v1/auth/verify', { data: { email, code } })).status()).toBe(200);
  return { email, password };
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

type ApiProduct = {
  id: number;
  name: string;
  product_units: { id: number; unit_number: number; unit: { symbol: string }; available_quantity: number }[];
};

/** A seeded product whose first unit in stock (the one the product page chooses) has at least 3. */
async function productInStock(request: APIRequestContext) {
  const response = await request.get('/api/v1/products?per_page=50');
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  for (const product of products) {
    const unit = product.product_units.find((entry) => entry.available_quantity > 0);
    if (unit && unit.available_quantity >= 3) {
      return { id: product.id, label: `${product.name} (${unit.unit_number} ${unit.unit.symbol})` };
    }
  }
  throw new Error('no seeded product with 3 in stock');
}

test('a guest fills a cart, signs in and finds it in the account cart', async ({ page, request }) => {
  const product = await productInStock(request);
  const shopper = await verifiedAccount(request);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByLabel(`Quantity of ${product.label}`)).toHaveText('2');

  await signIn(page, shopper);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/carts$/);
  await expect(page.getByLabel(`Quantity of ${product.label}`)).toHaveText('2');
  expect(await page.evaluate(() => window.sessionStorage.getItem('cart'))).toBeNull();
});

test('a signed-in shopper changes quantities and removes rows', async ({ page, request }) => {
  const product = await productInStock(request);
  const shopper = await verifiedAccount(request);
  await signIn(page, shopper);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  const quantity = page.getByLabel(`Quantity of ${product.label}`);
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: `One more ${product.label}` }).click();
  await expect(quantity).toHaveText('2');
  await expect(page.getByText('cart updated successfully').first()).toBeVisible();
  await page.getByRole('button', { name: `One less ${product.label}` }).click();
  await expect(quantity).toHaveText('1');

  await page.getByRole('button', { name: `Remove ${product.label}` }).click();
  await expect(page.getByText('product deleted successfully')).toBeVisible();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.reload();
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
});

test('a guest adds to the cart straight from a product card', async ({ page }) => {
  await page.goto('/products');
  const addButton = page.locator('button:enabled').filter({ hasText: 'Add to cart' }).first();
  const label = (await addButton.getAttribute('aria-label')) ?? '';
  const name = /^Add (.+) to cart$/.exec(label)?.[1];
  expect(name, 'a product card offers "Add to cart"').toBeTruthy();

  await addButton.click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page).toHaveURL(/\/carts$/);
  await expect(page.getByRole('row', { name: new RegExp(name ?? '') })).toBeVisible();
});
