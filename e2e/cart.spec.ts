import { expect, test } from './support/test';
import { productInStock } from './support/shop';
import { signIn, verifiedShopper } from './support/shopper';

// The cart as shoppers meet it (issue 5): a guest fills a cart, signs in and finds it in the account; a signed-in
// shopper changes quantities and removes rows. The account steps are the auth spec's, kept minimal here.

test('a guest fills a cart, signs in and finds it in the account cart', async ({ page, request }) => {
  const product = await productInStock(request);
  const shopper = await verifiedShopper(request, { name: 'Ngozi', lastName: 'Adeyemi' });

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
  const shopper = await verifiedShopper(request, { name: 'Ngozi', lastName: 'Adeyemi' });
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
