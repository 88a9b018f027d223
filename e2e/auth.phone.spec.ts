import { expect, test } from './support/test';
import { signIn, submitLogin, verifiedShopper } from './support/shopper';

// On a phone, a signed-in shopper signs out from the side drawer (spec sections 2 and 6), and a guest has the
// header's Login link (spec section 2: "plus Login for guests only").

test('a guest has the Login link in the header, which a signed-in shopper does not', async ({
  page,
  request,
}) => {
  // The narrowest phone the shop serves: the Login link fits beside the logo, the search and the cart.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/categories');
  const login = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' });
  await expect(login).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await login.click();
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fcategories$/);

  const shopper = await verifiedShopper(request, {
    name: 'Ifeoma',
    lastName: 'Eze',
    password: 'palm-kernel',
  });
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('link', { name: 'Login' })).toHaveCount(0);
});

test('the drawer offers "Sign out" to a signed-in shopper, and it signs out', async ({ page, request }) => {
  const shopper = await verifiedShopper(request, {
    name: 'Emeka',
    lastName: 'Nwosu',
    password: 'groundnut-oil',
  });
  await signIn(page, shopper);
  await expect(page).toHaveURL(/\/users\/profiles$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  // Spec section 4: local storage is cleared, and stays so: the offline cache's write, throttled to a second, is
  // not written back (nothing is fetched meanwhile on the login page).
  await page.waitForTimeout(1500);
  expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
