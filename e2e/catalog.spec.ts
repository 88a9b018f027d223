import { searchFromHome } from './support/shop';
import { expect, test } from './support/test';

// Browsing and searching the seeded demo catalog through the real API, as a guest on a desktop.

test('home → category → product → add to cart raises the cart badge', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'New arrivals' }).getByRole('listitem')).toHaveCount(8);
  await expect(page.getByRole('list', { name: 'Best prices' }).getByRole('listitem')).toHaveCount(4);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await page.getByRole('link', { name: /^Fruits \d+ products$/ }).click();
  await expect(page).toHaveURL(/\/categories\/fruits$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fruits' })).toBeVisible();

  const inStock = page
    .getByRole('list', { name: 'Products' })
    .getByRole('link')
    .filter({ hasText: 'In Stock' })
    .first();
  const name = (await inStock.getByRole('heading').textContent()) ?? '';
  await inStock.click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByText('In Stock', { exact: true }).first()).toBeVisible();
  await expect(page.getByText(/^₦[\d,]+\.\d{2}( - ₦[\d,]+\.\d{2})?$/).first()).toBeVisible();

  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'to your cart' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(sessionStorage.getItem('cart') ?? '[]'));
  expect(cart).toMatchObject([{ name, quantity: 1, product_units: [{ quantity: 1 }] }]);
});

test('the products page filters by category and sorts, in the URL', async ({ page }) => {
  await page.goto('/products');
  // 113 demo products, plus any the back office's e2e test (sharing this server) has added by now.
  await expect(page.getByText(/^Results 1 - 12 of 11\d Entries$/)).toBeVisible();

  await page.getByRole('combobox', { name: 'Category' }).selectOption({ label: 'Fruits' });
  await expect(page).toHaveURL(/\/products\?category=fruits$/);
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Price: low to high' });
  await expect(page).toHaveURL(/\/products\?category=fruits&sort=price_asc$/);

  const cards = page.getByRole('list', { name: 'Products' }).getByRole('link');
  await expect(cards.first()).toContainText('Fruits');
  const lowest = async () =>
    (await cards.allTextContents()).map((text) =>
      Number(/₦([\d,]+\.\d{2})/.exec(text)?.[1]?.replace(/,/g, '')),
    );
  // The list shows the previous answer until the sorted one arrives: wait for the sorted one.
  const ascending = (prices: number[]) =>
    prices.every((price, i) => i === 0 || (prices[i - 1] ?? 0) <= price);
  await expect
    .poll(async () => {
      const prices = await lowest();
      return prices.length > 3 && ascending(prices);
    })
    .toBe(true);

  await page.reload();
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('price_asc');
});

test('the desktop search box finds a misspelt product, and the URL searches again on reload', async ({
  page,
}) => {
  const results = await searchFromHome(page, '  plantian ');
  await expect(page).toHaveURL(/\/search\?keyword=plantian$/);
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toBeVisible();

  // The reload searches again, on the server (decision 016): the page arrives with the results, not restored ones.
  const searched = page.waitForResponse(
    (response) => response.request().resourceType() === 'document' && response.url().includes('/search?'),
  );
  await page.reload();
  expect(await (await searched).text()).toContain('Ripe Plantain');
  await expect(results.getByRole('link', { name: /Ripe Plantain/ })).toBeVisible();

  const box = page.getByPlaceholder('What are you looking to order today?');
  await box.fill('xylophone');
  await box.press('Enter');
  await expect(page.getByText('We couldn’t find anything for “xylophone”.')).toBeVisible();
});
