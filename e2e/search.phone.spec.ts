import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

// On a phone: the search overlay searches the real catalog and forgives a typo.

/** From the home page, the search overlay's field with `keyword` typed and Enter pressed. */
async function searchInOverlay(page: Page, keyword: string) {
  await page.goto('/');
  await page.getByRole('button', { name: 'Search' }).click();
  const field = page.getByPlaceholder('Search', { exact: true });
  await field.fill(keyword);
  await field.press('Enter');
  return field;
}

test('the phone search overlay finds a misspelt product and closes', async ({ page }) => {
  const field = await searchInOverlay(page, 'tomatoe');
  await expect(page).toHaveURL(/\/search\?keyword=tomatoe$/);
  await expect(field).toBeHidden();
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Fresh Tomatoes/ }),
  ).toBeVisible();
});

test('the phone overlay keeps a keyword shorter than 3 characters and stays open', async ({ page }) => {
  const field = await searchInOverlay(page, 'ya');
  await expect(field).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/\/$/);
});

// Issue 42: shoppers search in their own words. "ugwu" is the Igbo name of the fluted pumpkin leaves.
test('the phone search finds the fluted pumpkin leaves first for ugwu', async ({ page }) => {
  await searchInOverlay(page, 'ugwu');
  await expect(page).toHaveURL(/\/search\?keyword=ugwu$/);
  const results = page.getByRole('list', { name: 'Search results' }).getByRole('listitem');
  await expect(results.first().getByRole('link', { name: /Ugu \(Fluted Pumpkin Leaves\)/ })).toBeVisible();
  // No sideways scroll on a phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
