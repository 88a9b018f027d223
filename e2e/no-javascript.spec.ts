import { expect, test } from './support/test';

// With JavaScript off (the `no-javascript` project, on a phone): the server-rendered pages and their real links
// are enough to browse the shop (decision 016).

test('a shopper without JavaScript opens home, follows a category, opens a product and searches', async ({
  page,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Oko Farm' })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Best prices' }).getByRole('listitem')).toHaveCount(4);

  await page.getByRole('link', { name: /^Fruits \d+ products$/ }).click();
  await expect(page).toHaveURL(/\/categories\/fruits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();

  const product = page.getByRole('list', { name: 'Products' }).getByRole('link').first();
  const name = (await product.getByRole('heading').textContent()) ?? '';
  await product.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText(/^₦[\d,]+\.\d{2}( - ₦[\d,]+\.\d{2})?$/).first()).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Oko Farm`);

  // On a phone the header's search is an icon: without the scripts it leads to the search page's own form, a plain
  // GET form to /search?keyword=.
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).fill('plantain');
  await page.getByRole('main').getByRole('searchbox', { name: 'Search products' }).press('Enter');
  await expect(page).toHaveURL(/\/search\?keyword=plantain$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search results for “plantain”' })).toBeVisible();
  const results = page.getByRole('list', { name: 'Search results' });
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toBeVisible();
  await results.getByRole('link', { name: /Ripe Plantain/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Ripe Plantain' })).toBeVisible();
});
