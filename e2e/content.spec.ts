import { randomUUID } from 'node:crypto';
import { expect, test } from './support/test';
import { signInOwner } from './support/admin';
import { productInStock } from './support/shop';
import { signIn, verifiedShopper } from './support/shopper';

// The shop's content on a desktop against the real server (issue 13, decision 018): the owner adds a pick-up
// point and rewrites the Terms & Conditions in the back office; a shopper finds the point in the checkout's
// "Pick-up Location" tab and the new Terms through the checkout's note.

test('the owner adds a pick-up point and edits the Terms; a shopper sees both from the checkout', async ({
  page,
  browser,
  request,
  owner,
}) => {
  const pointName = `Yaba stall ${randomUUID().slice(0, 6)}`;
  const promise = `Fresh produce reaches you within ${randomUUID().slice(0, 4)} hours of harvest.`;

  await signInOwner(page, owner);
  await page.goto('/admin');
  const nav = page.getByRole('navigation', { name: 'Back office' });

  await nav.getByRole('link', { name: 'Pick-up points' }).click();
  const form = page.getByRole('form', { name: 'New pick-up point' });
  await form.getByLabel('Name').fill(pointName);
  await form.getByLabel('Address').fill('Stall 12, Yaba Market, Lagos');
  await form.getByLabel('Opening hours').fill('Tuesday and Friday, 8:00 to 14:00');
  await expect(form.getByLabel('Delivery channel')).toHaveValue(/\d+/);
  await form.getByRole('button', { name: 'Add pick-up point' }).click();
  await expect(page.getByRole('form', { name: `Edit ${pointName}` })).toBeVisible();

  await nav.getByRole('link', { name: 'Pages' }).click();
  await page.getByRole('button', { name: 'Terms & Conditions' }).click();
  const text = page.getByRole('textbox', { name: 'Text (Markdown)' });
  await expect(text).toHaveValue(/## Orders/);
  await text.fill(`## Our promise\n\n${promise}\n\nQuestions: {{site_email}}.`);
  await page.getByRole('tab', { name: 'Preview' }).click();
  await expect(page.getByLabel('Preview').getByRole('heading', { name: 'Our promise' })).toBeVisible();
  const saved = page.waitForResponse((response) => response.url().endsWith('/admin/pages/terms'));
  await page.getByRole('button', { name: 'Save page' }).click();
  expect((await saved).status()).toBe(200);

  // A shopper at the checkout.
  const product = await productInStock(request);
  const shopper = await verifiedShopper(request, { name: 'Tobi', lastName: 'Ade' });
  const shop = await (await browser.newContext()).newPage();
  await signIn(shop, shopper);
  await shop.goto(`/products/${product.id}`);
  await shop.getByRole('button', { name: 'Add to cart' }).click();
  await expect(shop.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await shop.goto('/checkout');

  await expect(shop.getByRole('tab', { name: 'Pick-up Location' })).toHaveAttribute('aria-selected', 'true');
  const location = shop.getByRole('tabpanel');
  await expect(location.getByText(pointName)).toBeVisible();
  await expect(location).toContainText('Tuesday and Friday, 8:00 to 14:00');
  await shop.getByRole('tab', { name: 'Pick-up Address' }).click();
  await expect(shop.getByRole('tabpanel')).toContainText('Stall 12, Yaba Market, Lagos');

  await shop.getByRole('link', { name: 'Terms & Conditions' }).click();
  await expect(shop).toHaveURL(/\/terms$/);
  await expect(shop.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(shop.getByRole('heading', { level: 2, name: 'Our promise' })).toBeVisible();
  await expect(shop.getByText(promise)).toBeVisible();
  await expect(shop.getByText(/Questions: \S+@\S+\./)).toBeVisible();
});
