import { expect, test } from './support/test';

// The categories page against the real API and the seeded catalog.

test('lists categories with their product counts and pages through them', async ({ page, request }) => {
  await page.goto('/categories');
  await expect(page.getByRole('heading', { name: 'All categories' })).toBeVisible();

  const summary = page.getByText(/^Results \d+ - \d+ of \d+ Entries$/);
  await expect(summary).toBeVisible();
  const [, , shownTo, total] =
    /Results (\d+) - (\d+) of (\d+) Entries/.exec((await summary.textContent()) ?? '') ?? [];
  const perPage = Number(shownTo);
  const api = await (await request.get(`/api/v1/products/categories?per_page=${perPage}`)).json();
  expect(Number(total)).toBe(api.meta.total);

  // Every card of the first page: name, "N products", link by slug.
  for (const category of api.data) {
    const card = page.getByRole('link', { name: new RegExp(category.name) });
    await expect(card).toHaveAttribute('href', `/categories/${category.slug}`);
    await expect(card).toContainText(`${category.products_count} products`);
  }

  const pageCount = Math.ceil(api.meta.total / perPage);
  const select = page.getByRole('combobox', { name: /page/i });
  await expect(select.locator('option')).toHaveText(
    Array.from({ length: pageCount }, (_, i) => `Page ${i + 1}`),
  );

  expect(pageCount, 'the demo catalog spans more than one page').toBeGreaterThan(1);
  await select.selectOption({ label: 'Page 2' });
  await expect(page).toHaveURL(/[?&]page=2/);
  const secondPage = await (
    await request.get(`/api/v1/products/categories?per_page=${perPage}&page=2`)
  ).json();
  await expect(
    page.getByText(
      `Results ${perPage + 1} - ${Math.min(2 * perPage, api.meta.total)} of ${api.meta.total} Entries`,
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(secondPage.data[0].name) })).toBeVisible();
});
