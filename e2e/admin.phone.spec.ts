import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { fillNewUnit, pressAndConfirm, productUnits, signInOwner, uniqueProductName } from './support/admin';
import { placeOrder } from './support/orders';
import { cameraPhoto, expectPictureDrawn, expectProductPhoto } from './support/photos';
import { signIn, verifiedShopper } from './support/shopper';

// The back office on a phone (Pixel 7, touch) against the real server: owners work from their phones (issue 13).
// The owner reaches it from the side drawer, creates a product with two units and a photo from the phone's
// gallery, replaces the photo, changes a price and the stock, and takes an order to delivered; a guest sees the
// photo; no page is wider than the screen; the shopper's tracking follows.

/** The page is no wider than the screen: nothing makes the owner scroll sideways. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is no wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

test('on a phone the owner adds a product, changes price and stock, and delivers its order', async ({
  page,
  browser,
  request,
  owner,
}) => {
  expect(page.viewportSize()!.width, 'a phone-sized screen').toBeLessThan(640);
  const name = uniqueProductName('Garden Egg');

  // Signed in, the owner lands on the back office (issue 43); the shop's menu leads there too.
  await signInOwner(page, owner);
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).tap();
  await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Back office' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link', { name: 'Orders', exact: true })).toBeInViewport();

  await nav.getByRole('link', { name: 'Products' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'Products' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the products list');
  await page.getByRole('link', { name: 'New product', exact: true }).tap();
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Category').selectOption({ label: 'Vegetables' });
  await fillNewUnit(page, 1, { name: 'Basket', symbol: 'basket', price: '4500', stock: '10' });
  await page.getByRole('button', { name: 'Add a unit' }).tap();
  await fillNewUnit(page, 2, { name: 'Kilogram', symbol: 'kg', price: '1200.50', stock: '30' });
  await page.getByLabel('Photo file').setInputFiles(await cameraPhoto('garden-egg.jpg', '#e8e0c8'));
  await expectPictureDrawn(page.getByRole('img', { name: 'Chosen photo: the new product' }));
  await expectNoSidewaysScroll(page, 'the new product form');
  await page.getByRole('button', { name: 'Create product' }).tap();

  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const productId = Number(/\/admin\/products\/(\d+)$/.exec(page.url())?.[1]);
  // The photo came with the product; a better one replaces it.
  const photoCard = page.getByRole('region', { name: 'Photo' });
  const photo = photoCard.getByRole('img', { name: `Photo of ${name}` });
  await expect(photo).toHaveAttribute('src', new RegExp(`^/media/uploads/products/${productId}-`));
  const firstPhoto = await photo.getAttribute('src');
  await photoCard.getByLabel('Photo file').setInputFiles(await cameraPhoto('garden-egg-2.jpg', '#5a7d2a'));
  await expectPictureDrawn(photoCard.getByRole('img', { name: `Chosen photo: Photo of ${name}` }));
  await expectNoSidewaysScroll(page, 'the photo before it is uploaded');
  await photoCard.getByRole('button', { name: 'Upload photo' }).tap();
  await expect(photo).not.toHaveAttribute('src', firstPhoto!);
  await expect(photo).toHaveAttribute('src', new RegExp(`^/media/uploads/products/${productId}-`));
  const replaced = await photo.getAttribute('src');
  const basket = page.getByRole('form', { name: `Price and stock of ${name}, 1 basket` });
  await basket.getByLabel('Price (₦)').fill('4200');
  await basket.getByLabel('Stock').fill('12');
  const saved = page.waitForResponse((response) => response.url().includes('/admin/product-units/'));
  await basket.getByRole('button', { name: 'Save' }).tap();
  expect((await saved).status()).toBe(200);
  await expectNoSidewaysScroll(page, 'the product page');

  const unit = (await productUnits(request, productId)).find(
    (entry) => entry.unit_number === 1 && entry.price_per_unit === '4200.00',
  );
  expect(unit, 'the storefront sells the basket at the new price').toBeTruthy();
  const shopper = await verifiedShopper(request, { name: 'Femi', lastName: 'Adeyemi' });
  const order = await placeOrder(request, shopper, {
    line: { productId, productUnitId: unit!.id, quantity: 1 },
  });

  await nav.getByRole('link', { name: 'Orders', exact: true }).tap();
  await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Pending' });
  await page.getByRole('searchbox', { name: 'Search' }).fill(String(order.id));
  await page.getByRole('search', { name: 'Search orders' }).getByRole('button', { name: 'Search' }).tap();
  const card = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
  await expect(card).toContainText('Femi Adeyemi');
  await expectNoSidewaysScroll(page, 'the orders list');
  await card.getByRole('link', { name: `#${order.id}`, exact: true }).tap();

  await page.getByRole('button', { name: 'Mark confirmed' }).tap();
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('StatusConfirmed');
  await expectNoSidewaysScroll(page, 'the order page');
  // A skip asks first (issue 23).
  await pressAndConfirm(page, 'Skip to delivered', 'Skip steps?', 'Yes, mark delivered');
  await expect(page.getByRole('region', { name: 'Order' })).toContainText('StatusDelivered');

  // A guest on a phone sees the new photo on the product's page at once.
  const guest = await browser.newPage({ viewport: page.viewportSize()! });
  await guest.goto(`/products/${productId}`);
  await expect(guest.getByRole('heading', { level: 1, name })).toBeVisible();
  expect(await expectProductPhoto(guest, name)).toBe(replaced);
  await guest.close();

  const shopperPage = await browser.newPage({ viewport: page.viewportSize()! });
  await signIn(shopperPage, shopper);
  await shopperPage.goto(`/users/orders/tracking?orderId=${order.id}`);
  await expect(shopperPage.locator('[aria-current="step"]')).toContainText('Delivered');
  const progress = shopperPage.getByRole('list', { name: 'Order progress' });
  for (const reached of ['Pending', 'Confirmed', 'Delivered']) {
    await expect(progress.getByRole('listitem').filter({ hasText: reached })).toContainText(
      /\d+ (sec|min) ago/,
    );
  }
});

test('on a phone the owner keeps pick-up points and pages, and the Terms read well', async ({
  page,
  owner,
}) => {
  await signInOwner(page, owner);
  await page.goto('/admin/pickup-points');
  const nav = page.getByRole('navigation', { name: 'Back office' });
  await expect(page.getByRole('heading', { level: 1, name: 'Pick-up points' })).toBeVisible();
  await expect(page.getByRole('form', { name: 'Edit Ikeja hub' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the pick-up points page');

  await nav.getByRole('link', { name: 'Pages' }).tap();
  await page.getByRole('button', { name: 'Privacy Policy' }).tap();
  await expect(page.getByRole('textbox', { name: 'Text (Markdown)' })).toHaveValue(
    /Data Protection Act 2023/,
  );
  await page.getByRole('tab', { name: 'Preview' }).tap();
  await expect(page.getByLabel('Preview').getByRole('heading', { name: 'Your rights' })).toBeVisible();
  await expectNoSidewaysScroll(page, 'the pages editor');

  await page.goto('/terms');
  await expect(page.getByRole('heading', { level: 1, name: 'Terms & Conditions' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expectNoSidewaysScroll(page, 'the Terms page');
});
