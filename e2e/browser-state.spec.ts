import { expect, test } from './support/test';
import { productInStock } from './support/shop';

// What the browser keeps across a reload (spec section 3): the guest cart in session storage under `cart`, the
// auth store in local storage under `userStore`. The browser entry reads both before the first render, not the
// stores' modules when they load (decision 016), and a visitor must not see the difference.

test("a guest's cart is still counted after a reload", async ({ page, request }) => {
  const product = await productInStock(request);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();

  await page.reload();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.getByRole('link', { name: 'Cart, 1 item' }).click();
  await expect(page.getByLabel(`Quantity of ${product.label}`)).toHaveText('1');
});

test('the verify page names the address the auth store kept', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'userStore',
      JSON.stringify({
        state: { isAuthenticated: false, email: 'adaeze@example.com', isVerified: false },
        version: 0,
      }),
    ),
  );
  await page.goto('/auth/verify');
  await expect(page.getByText('We sent a 6-digit code to')).toContainText('ad**@example.com');
});
