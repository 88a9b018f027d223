import { expect, test } from './support/test';
import { signIn, verifiedShopper } from './support/shopper';

// On a phone, a signed-in shopper signs out from the side drawer (spec sections 2 and 6).

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

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
