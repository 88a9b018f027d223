import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import {
  deliveryChannels,
  freeDeliveryThresholdKobo,
  orderFeeKobo,
  fillLagosAddress,
  lagosAddress,
  naira,
  productInStock,
} from './support/shop';
import { signIn, verifiedShopper } from './support/shopper';

// The whole checkout on a phone (Pixel 7, touch) against the real server: add to the cart, open the checkout,
// create the address, pick channel and payment, confirm, see the order and its tracking page. What a phone
// shopper needs: one column they scroll down (the order form under the cart, never beside it), cart rows that are
// cards with every control on screen, nothing wider than the screen, and each message where their thumb is.

/** The page is no wider than the screen: nothing makes the shopper scroll sideways. */
async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** The element lies within the screen's width (it may still be below the fold). */
async function expectWithinScreenWidth(page: Page, element: Locator, what: string) {
  const box = await element.boundingBox();
  const width = page.viewportSize()!.width;
  expect(box, `${what} is laid out`).not.toBeNull();
  expect(box!.x, `${what} starts on screen`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${what} ends on screen`).toBeLessThanOrEqual(width);
}

test('a phone shopper adds to the cart, checks out in one column and follows the order', async ({
  page,
  request,
}) => {
  const viewport = page.viewportSize()!;
  expect(viewport.width, 'a phone-sized screen').toBeLessThan(640);

  const product = await productInStock(request);
  const channels = await deliveryChannels(request);
  expect(channels.length).toBeGreaterThan(1);
  const chosenChannel = channels[1]!;
  const shopper = await verifiedShopper(request, { name: 'Femi', lastName: 'Adebayo' });
  await signIn(page, shopper);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await page.getByRole('link', { name: 'Cart, 1 item' }).tap();
  await expect(page).toHaveURL(/\/carts$/);
  await page.goto('/checkout');

  // The address form opens by itself; it fits the screen and its button is reachable by scrolling.
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await expect(addressForm).toBeVisible();
  await expectWithinScreenWidth(page, addressForm, 'the address form');
  await fillLagosAddress(addressForm);
  const createAddress = addressForm.getByRole('button', { name: 'Create Address' });
  await createAddress.scrollIntoViewIfNeeded();
  await expect(createAddress).toBeInViewport({ ratio: 1 });
  await createAddress.tap();
  await expect(page.getByText('Address Created Successful')).toBeVisible();
  for (const line of lagosAddress.lines)
    await expect(page.getByTestId('delivery-address')).toContainText(line);
  await expectNoSidewaysScroll(page);

  // The cart row is a card: no column headers on screen, each value labelled in the card, every control on screen.
  const card = page.locator('tr').filter({ hasText: product.name });
  await expect(card).toHaveCount(1);
  await expect(card).toHaveCSS('display', 'grid');
  await expect(page.locator('thead')).toHaveClass(/sr-only/);
  await expect(card.getByText('Price', { exact: true })).toBeVisible();
  await expect(card.getByText('Subtotal', { exact: true })).toBeVisible();
  await expect(card).toContainText(naira(product.priceKobo));
  const oneMore = card.getByRole('button', { name: `One more ${product.label}` });
  for (const [control, what] of [
    [card.getByLabel(`Quantity of ${product.label}`), 'the quantity'],
    [oneMore, 'the plus button'],
    [card.getByRole('button', { name: `Update ${product.label}` }), 'the update button'],
    [card.getByRole('button', { name: `Delete ${product.label}` }), 'the delete button'],
  ] as const) {
    await expect(control).toBeVisible();
    await expectWithinScreenWidth(page, control, what);
  }

  // One column: the order form comes under the cart, at the same left edge, and is reached by scrolling down.
  const cartSection = page.getByRole('region', { name: 'Cart items', exact: true });
  const orderForm = page.getByRole('form', { name: 'Place your order' });
  const cartBox = (await cartSection.boundingBox())!;
  const formBox = (await orderForm.boundingBox())!;
  expect(formBox.y, 'the order form is under the cart').toBeGreaterThanOrEqual(cartBox.y + cartBox.height);
  expect(Math.abs(formBox.x - cartBox.x), 'the order form shares the cart column').toBeLessThanOrEqual(1);
  await expectWithinScreenWidth(page, orderForm, 'the order form');

  const summary = page.getByRole('region', { name: 'Summary', exact: true });
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await confirm.scrollIntoViewIfNeeded();
  await expect(confirm).toBeInViewport({ ratio: 1 });
  await expect(summary).toBeInViewport();
  await expect(page.getByTestId('summary-subtotal')).toHaveText(naira(product.priceKobo));

  // A confirm without a payment method: the list of what is missing is on screen, not off above the fold.
  await confirm.tap();
  const errors = page.getByRole('alert').filter({ hasText: 'Validation Errors:' });
  await expect(errors).toContainText('payment_method: payment_method is required');
  await expect(errors).toBeInViewport();

  await page.getByLabel('Delivery Channel', { exact: true }).selectOption(String(chosenChannel.id));
  const fee = orderFeeKobo(chosenChannel, product.priceKobo, await freeDeliveryThresholdKobo(request));
  await expect(page.getByTestId('summary-delivery-fee')).toHaveText(naira(fee));
  const grandTotal = product.priceKobo + fee;
  await expect(page.getByTestId('summary-grand-total')).toHaveText(naira(grandTotal));
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  await confirm.scrollIntoViewIfNeeded();
  await confirm.tap();

  // The order: its number, total and channel, on a page no wider than the phone.
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  const orderId = Number(/\/users\/orders\/(\d+)$/.exec(page.url())![1]);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: `Order #${orderId}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Payment On delivery');
  await expect(page.getByText(naira(grandTotal)).first()).toBeVisible();
  await expect(page.getByRole('region', { name: 'Delivery', exact: true })).toContainText(chosenChannel.name);
  await expectNoSidewaysScroll(page);

  // Its tracking page: the order, Pending as the current step, the timeline within the screen.
  await page.getByRole('link', { name: 'Track this order' }).tap();
  await expect(page).toHaveURL(new RegExp(`/users/orders/tracking\\?orderId=${orderId}$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Track Order' })).toBeVisible();
  await expect(page.getByRole('link', { name: `Order #${orderId}` })).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toContainText('Pending');
  await expectWithinScreenWidth(page, page.getByRole('list', { name: 'Order progress' }), 'the timeline');
  await expectNoSidewaysScroll(page);
});
