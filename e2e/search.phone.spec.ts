import { expect, test } from './support/test';

// On a phone: the search overlay searches the real catalog and forgives a typo.

test('the phone search overlay finds a misspelt product and closes', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByPlaceholder('Search', { exact: true });
  await field.fill('tomatoe');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=tomatoe$/);
  await expect(field).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Fresh Tomatoes/ }),
  ).toBeVisible();
});

test('the phone overlay keeps a keyword shorter than 3 characters and stays open', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByPlaceholder('Search', { exact: true });
  await field.fill('ya');
  await field.press('Enter');
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);
});

// Issue 42: shoppers search in their own words. "ugwu" is the Igbo name of the fluted pumpkin leaves.
test('the phone search finds the fluted pumpkin leaves first for ugwu', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByPlaceholder('Search', { exact: true });
  await field.fill('ugwu');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=ugwu$/);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first().getByRole('link', { name: /Ugu \(Fluted Pumpkin Leaves\)/ })).toBeVisible();
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
