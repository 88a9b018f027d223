import { expect, test } from './support/test';

// Spec section 2 "Guard": a protected page without a signed-in user goes to login, replacing history,
// with redirectTo set to the path it came from.
const protectedPaths = [
  '/checkout',
  '/users/profiles',
  '/users/orders',
  '/users/orders/tracking',
  '/users/friends',
];

for (const path of protectedPaths) {
  test(`${path} sends a guest to login with redirectTo`, async ({ page }) => {
    await page.goto(path);
    await expect(page).toHaveURL(
      (url) => url.pathname === '/auth/login' && url.searchParams.get('redirectTo') === path,
    );
  });
}

test('the redirect replaces history', async ({ page }) => {
  await page.goto('/about');
  await page.goto('/users/orders');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=/);
  await page.goBack();
  await expect(page).toHaveURL(/\/about$/);
});
