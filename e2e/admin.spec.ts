import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillNewUnit, pressAndConfirm, productUnits, signInOwner, uniqueProductName } from './support/admin';
import { placeOrder } from './support/orders';
import { cameraPhoto, expectPictureDrawn, expectProductPhoto } from './support/photos';
import { searchFromHome } from './support/shop';
import { signIn, verifiedShopper } from './support/shopper';

// The back office on a desktop against the real server (issue 13): the owner made by `npm run owner:create`
// signs in, creates a product with two units and a photo, lowers a price; a guest finds the product by search
// at the new price, with the owner's photo; a shopper orders it; the owner sees it on the dashboard, confirms it, opens its slip and marks it
// delivered; the shopper's tracking page shows each step.

test.use({ timezoneId: 'Africa/Lagos' });

/** The tracking page's current step, after a reload. */
async function trackedStep(page: Page, orderId: number) {
  await page.goto(`/users/orders/tracking?orderId=${orderId}`);
  return page.locator('[aria-current="step"]');
}

test('the owner adds a product, changes its price and takes its order through to delivered', async ({
  page,
  browser,
  request,
  owner,
}) => {
  const name = uniqueProductName('Ube Bush Pear');

  await signInOwner(page, owner);
  await page.getByRole('button', { name: 'Account menu' }).hover();
  await page.getByRole('link', { name: 'Back office' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  const nav = page.getByRole('navigation', { name: 'Back office' });

  // A product with two units.
  await nav.getByRole('link', { name: 'Products' }).click();
  await page.getByRole('link', { name: 'New product', exact: true }).click();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Fruits' });
  await page.getByLabel('Description').fill('Soft purple pears from Enugu, to roast or boil.');
  await fillNewUnit(page, 1, { name: 'Kilogram', symbol: 'kg', price: '3500', stock: '20' });
  await page.getByRole('button', { name: 'Add a unit' }).click();
  await fillNewUnit(page, 2, { name: 'Basket', symbol: 'basket', price: '16000', stock: '6' });
  // And a photo, shown before anything is saved.
  await page.getByLabel('Photo file').setInputFiles(await cameraPhoto('pears.jpg', '#6b3f7a'));
  await expectPictureDrawn(page.getByRole('img', { name: 'Chosen photo: the new product' }));
  const photoSaved = page.waitForResponse(
    (response) =>
      /\/admin\/products\/\d+\/image$/.test(response.url()) && response.request().method() === 'PUT',
  );
  await page.getByRole('button', { name: 'Create product' }).click();
  expect((await photoSaved).status()).toBe(200);

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productId = Number(/\/admin\/products\/(\d+)$/.exec(page.url())?.[1]);
  expect(productId, 'the new product has its own page').toBeGreaterThan(0);
  const photoCard = page.getByRole('region', { name: 'Photo' });
  await expect(photoCard.getByRole('img', { name: `Photo of ${name}` })).toHaveAttribute(
    'src',
    new RegExp(`^/media/uploads/products/${productId}-[0-9a-f]{16}\\.webp$`),
  );
  await expect(photoCard.getByRole('button', { name: 'Remove photo' })).toBeVisible();

  // A lower price for the kilogram.
  const kilogram = page.getByRole('form', { name: `Price and stock of ${name}, 1 kg` });
  await kilogram.getByLabel('Price (₦)').fill('3200');
  const saved = page.waitForResponse((response) => response.url().includes('/admin/product-units/'));
  await kilogram.getByRole('button', { name: 'Save' }).click();
  expect((await saved).status()).toBe(200);

  // A guest finds it by search, at the new price at once.
  const guest = await browser.newPage();
  const found = await searchFromHome(guest, name);
  await found
    .getByRole('link', { name: new RegExp(name) })
    .first()
    .click();
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(guest.getByRole('radio', { name: /1 kg/ }).locator('..')).toContainText('₦3,200.00');
  await expect(guest.getByRole('radio', { name: /1 basket/ }).locator('..')).toContainText('₦16,000.00');
  // The owner's photo, where the drawing would be.
  expect(await expectProductPhoto(guest, name)).toMatch(new RegExp(`/${productId}-`));
  await guest.close();

  // A shopper orders two kilograms.
  const shopper = await verifiedShopper(request, { name: 'Amaka', lastName: 'Eze' });
  const unit = (await productUnits(request, productId)).find((entry) => entry.unit_number === 1)!;
  expect(unit.price_per_unit).toBe('3200.00');
  const order = await placeOrder(request, shopper, {
    line: { productId, productUnitId: unit.id, quantity: 2 },
  });

  // The owner sees it on the dashboard, finds it among the orders and confirms it.
  await nav.getByRole('link', { name: 'Dashboard' }).click();
  await expect(
    page
      .getByRole('table', { name: 'Latest orders' })
      .getByRole('link', { name: `#${order.id}`, exact: true }),
  ).toBeVisible();
  await nav.getByRole('link', { name: 'Orders', exact: true }).click();
  await page
    .getByRole('search', { name: 'Search orders' })
    .getByRole('searchbox', { name: 'Search' })
    .fill(shopper.email);
  await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).click();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
  await expect(row).toContainText('Amaka Eze');
  await expect(row).toContainText('Pending');
  await row.getByRole('link', { name: `#${order.id}`, exact: true }).click();
  await expect(page.getByRole('region', { name: 'Items' })).toContainText(
    `${name}1 kg at ₦3,200.002₦6,400.00`,
  );
  await page.getByRole('button', { name: 'Mark confirmed' }).click();
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('StatusConfirmed');

  const shopperPage = await browser.newPage();
  await signIn(shopperPage, shopper);
  await expect(await trackedStep(shopperPage, order.id)).toContainText('Confirmed');

  // The packing slip, then delivered.
  await page.getByRole('link', { name: 'Packing slip' }).click();
  const slip = page.getByRole('article', { name: `Packing slip for order #${order.id}` });
  await expect(slip).toContainText('Amaka Eze');
  await expect(slip).toContainText('14 Adeola Odeku Street, Victoria Island');
  await expect(slip).toContainText(`${name}1 kg at ₦3,200.002₦6,400.00`);
  await slip.getByRole('link', { name: `← Order #${order.id}` }).click();
  // Skipping processing and out for delivery asks first (issue 23).
  await pressAndConfirm(page, 'Skip to delivered', 'Skip steps?', 'Yes, mark delivered');
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('StatusDelivered');
  const actions = page.getByRole('region', { name: 'Actions' });
  await expect(
    actions.getByRole('button', {
      name: /^(Mark|Skip to) (confirmed|processing|out for delivery|delivered)$/,
    }),
  ).toHaveCount(0);
  // The cash is still to collect: delivered is not paid (issue 23).
  await expect(actions.getByRole('button', { name: 'Mark cash collected' })).toBeVisible();

  const step = await trackedStep(shopperPage, order.id);
  await expect(step).toContainText('Delivered');
  const progress = shopperPage.getByRole('list', { name: 'Order progress' });
  for (const reached of ['Pending', 'Confirmed', 'Delivered']) {
    await expect(progress.getByRole('listitem').filter({ hasText: reached })).toContainText(
      /\d+ (sec|min) ago/,
    );
  }
});

test('a shopper who opens /admin gets the 404 page', async ({ page, request }) => {
  const shopper = await verifiedShopper(request, { name: 'Bisi', lastName: 'Ojo' });
  await signIn(page, shopper);
  await page.getByRole('button', { name: 'Account menu' }).hover();
  await expect(page.getByRole('link', { name: 'Profile', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back office' })).toHaveCount(0);
  await page.goto('/admin/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
});
