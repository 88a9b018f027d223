import { expect, test } from './support/test';

// On a phone: the search icon opens a full-screen overlay; the hamburger opens the side drawer.

test('the search overlay opens and cancels', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByPlaceholder('What are you looking to order today?')).toBeHidden();
  await page.getByRole('button', { name: 'Search' }).click();
  const overlay = page.getByPlaceholder('Search', { exact: true });
  await expect(overlay).toBeVisible();
  await page.getByRole('button', { name: 'cancel' }).click();
  await expect(overlay).toBeHidden();
});

test('the side drawer lists the guest entries in order and navigates', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('link')).toHaveText([
    'Profile',
    'My Order',
    'Cart',
    'Products',
    'Categories',
    'About',
    'Privacy',
    'Help',
    'Sign In',
  ]);
  await expect(drawer.getByRole('link', { name: 'Help' })).toHaveAttribute('href', '/about');
  await drawer.getByRole('link', { name: 'Categories' }).click();
  await expect(page).toHaveURL(/\/categories$/);
  await expect(page.getByRole('heading', { name: 'All categories' })).toBeVisible();
  await expect(drawer).toBeHidden();
});

test('the user menu is not shown to guests', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Sign out' })).toHaveCount(0);
});
