import { searchFromHome } from './support/shop';
import { expect, test } from './support/test';

// The search page on a desktop, through the real API and the seeded demo catalog: searching within a category
// (the search payload's optional category) and a swap of two letters forgiven.

test('the search page narrows the results to a category, kept in the URL across a reload', async ({
  page,
}) => {
  const results = await searchFromHome(page, 'plantain');
  await expect(page).toHaveURL(/\/search\?keyword=plantain$/);
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Plantain Flour/ })).toBeVisible();

  const filter = page.getByRole('combobox', { name: 'Category' });
  await expect(filter).toHaveValue('');
  await expect(filter.getByRole('option', { name: 'Flours & Pantry' })).toBeAttached();
  const searched = page.waitForRequest(
    (request) =>
      request.url().includes('/api/v1/products/search') &&
      request.postDataJSON()?.category === 'flours-and-pantry',
  );
  await filter.selectOption({ label: 'Flours & Pantry' });
  expect((await searched).postDataJSON()).toEqual({ keyword: 'plantain', category: 'flours-and-pantry' });
  await expect(page).toHaveURL(/\/search\?keyword=plantain&category=flours-and-pantry$/);
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toHaveCount(0);
  await expect(results.getByRole('link')).toHaveCount(1);
  await expect(results.getByRole('link', { name: /Plantain Flour/ })).toBeVisible();

  await page.reload();
  await expect(filter).toHaveValue('flours-and-pantry');
  await expect(results.getByRole('link', { name: /Plantain Flour/ })).toBeVisible();
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toHaveCount(0);

  await filter.selectOption({ label: 'All categories' });
  await expect(page).toHaveURL(/\/search\?keyword=plantain$/);
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toBeVisible();
});

test('nothing in the chosen category says so and offers every category', async ({ page }) => {
  await page.goto('/search?keyword=plantain&category=fish-and-seafood');
  await expect(page.getByText(/We couldn’t find anything for “plantain” in /)).toBeVisible();
  await page.getByRole('button', { name: 'Search all categories' }).click();
  await expect(page).toHaveURL(/\/search\?keyword=plantain$/);
  await expect(
    page.getByRole('list', { name: 'Search results' }).getByRole('link', { name: /Ripe Plantain/ }),
  ).toBeVisible();
});

test('two letters swapped in a short word still find the product', async ({ page }) => {
  const results = await searchFromHome(page, 'egsui');
  await expect(page).toHaveURL(/\/search\?keyword=egsui$/);
  await expect(results.getByRole('link', { name: /Egusi \(Melon Seeds\)/ })).toBeVisible();
});
