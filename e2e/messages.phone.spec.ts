import { signInOwner } from './support/admin';
import { createAddressAtCheckout, shopperAtCheckout } from './support/checkout';
import { deliveryChannels } from './support/shop';
import { expect, test } from './support/test';

// Issue 41 on a phone, in test mode (no WhatsApp or SMS keys: messages are written to DATA_DIR/messages/ and
// delivered at once): a shopper gives their number at checkout and ticks "Send my order updates here by
// WhatsApp"; the owner's order page lists the order's messages, each with its channel and state.

test('a shopper opts in to WhatsApp at checkout; the owner sees the messages and their states', async ({
  page,
  browser,
  request,
  owner,
}) => {
  expect(page.viewportSize()!.width, 'a phone-sized screen').toBeLessThan(640);
  await shopperAtCheckout(page, request, { name: 'Chioma', lastName: 'Eze' });
  const orderForm = await createAddressAtCheckout(page);

  await page.getByLabel('Phone number (optional)').fill('0803 555 0199');
  const optIn = page.getByLabel('Send my order updates here by WhatsApp');
  await optIn.tap();
  await expect(optIn).toBeChecked();
  const [channel] = await deliveryChannels(request);
  await orderForm.getByLabel('Delivery Channel', { exact: true }).selectOption(String(channel!.id));
  await orderForm
    .getByLabel('Payment Method', { exact: true })
    .selectOption({ label: 'Payment On delivery' });
  const confirm = page.getByRole('button', { name: 'Confirm Order' });
  await confirm.scrollIntoViewIfNeeded();
  await confirm.tap();
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  const orderId = Number(/\/users\/orders\/(\d+)$/.exec(page.url())![1]);

  // The owner, on their own phone.
  const office = await browser.newPage({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  await signInOwner(office, owner);
  await office.goto(`/admin/orders/${orderId}`);
  const messages = office.getByRole('region', { name: 'Messages' });
  // The worker sends within a poll or two (every 2 s); the page shows what it found when loaded.
  await expect(async () => {
    await office.reload();
    await expect(messages).toContainText(/WhatsApp · delivered \d{1,2}:\d{2}/, { timeout: 2000 });
  }).toPass({ timeout: 30_000 });
  await expect(messages).toContainText('Order received');
  await expect(messages).toContainText(/E-mail · sent \d{1,2}:\d{2}/);
  const { scrollWidth, innerWidth } = await office.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'no sideways scroll').toBeLessThanOrEqual(innerWidth);
});
