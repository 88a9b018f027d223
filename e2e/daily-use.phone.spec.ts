import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { productInStock } from './support/shop';
import { mailsTo, signIn, verifiedShopper } from './support/shopper';

// Issue 23 on a phone (Pixel 7): a card order left unpaid is pointed to from the cart and the checkout (item 4),
// and an order collected at the pick-up point needs no home address (item 6).

const PICKUP = 'Pick-up at our Ikeja hub';

/** A new shopper, signed in on the phone with one unit in the cart and no address, at the checkout. */
async function atCheckoutWithOneItem(page: Page, request: APIRequestContext, name: string) {
  const product = await productInStock(request);
  const shopper = await verifiedShopper(request, { name, lastName: 'Adeyemi' });
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  return shopper;
}

/** Nothing makes the shopper scroll sideways. */
const expectNoSidewaysScroll = async (page: Page) =>
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth),
  ).toBeLessThanOrEqual(0);

test('Back from the card payment page: the checkout and the cart point to the unpaid order and its Pay now', async ({
  page,
  request,
}) => {
  const shopper = await atCheckoutWithOneItem(page, request, 'Kemi');

  // Collected at the hub, so no address is needed here either; paid by card.
  await page.getByLabel('Delivery Channel', { exact: true }).selectOption({ label: PICKUP });
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Cards' });
  // The soonest collection time is chosen once the hub's times have loaded.
  await expect(page.getByLabel('Collection time')).toHaveValue(/\d+/);
  await page.getByRole('button', { name: 'Confirm Order' }).tap();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/checkout\//);

  // The shopper goes Back instead of paying.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByText('There is no cart items yet')).toBeVisible();
  const pointer = page.getByRole('region', { name: /^Order #\d+ is waiting for your card payment$/ });
  await expect(pointer).toBeVisible();
  await expect(pointer).toContainText('Pay within 30 minutes or the order is cancelled');
  await expectNoSidewaysScroll(page);

  // The cart says the same.
  await page.goto('/carts');
  await expect(pointer).toBeVisible();
  const orderId = /#(\d+)/.exec((await pointer.getByRole('heading').textContent())!)![1];

  // Its Pay now opens the payment page again; paid, nothing points to it any more.
  await pointer.getByRole('button', { name: 'Pay now' }).tap();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/checkout\//);
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(page).toHaveURL(new RegExp(`/users/orders/${orderId}\\?`));
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await page.goto('/carts');
  await expect(page.getByText('Your cart is empty.')).toBeVisible();
  await expect(page.getByRole('region', { name: /is waiting for your card payment/ })).toHaveCount(0);
  expect(mailsTo(shopper.email).length).toBeGreaterThan(0);
});

test('a pick-up order needs no home address: confirmed without one, the order names the hub', async ({
  page,
  request,
}) => {
  await atCheckoutWithOneItem(page, request, 'Bisi');
  await expect(page.getByRole('form', { name: 'Create Address' })).toBeVisible();

  // A delivery without an address is refused on the page, as the API would.
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await confirm.tap();
  await expect(page.getByRole('alert').filter({ hasText: 'Validation Errors:' })).toContainText(
    'address_id: address_id is required',
  );

  // "Collect here" on the Pick-up Location tab chooses the hub (and its channel); no address is asked for.
  // Other specs add pick-up points to the same channel: each button is named by its point.
  await page.getByRole('button', { name: 'Collect here: Ikeja hub', exact: true }).tap();
  await expect(page.getByLabel('Collection time')).toHaveValue(/\d+/);
  await confirm.scrollIntoViewIfNeeded();
  await confirm.tap();

  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  // A collection reads as one (issue 43): the point's name and address under "Collect at", no delivery section.
  const collection = page.getByRole('region', { name: 'Collection', exact: true });
  await expect(collection).toContainText(PICKUP);
  await expect(collection).toContainText('Ikeja hub');
  await expect(collection).toContainText('14 Oba Akran Avenue');
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toHaveCount(0);
  await expectNoSidewaysScroll(page);
});
