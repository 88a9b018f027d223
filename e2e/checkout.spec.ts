import { expect, test } from './support/test';
import {
  deliveryChannels,
  feeKobo,
  freeDeliveryThresholdKobo,
  orderFeeKobo,
  fillLagosAddress,
  lagosAddress,
  naira,
} from './support/shop';
import { createOwner, signInOwner } from './support/admin';
import { shopperAtCheckout } from './support/checkout';

// The checkout as a new shopper meets it (issue 6), against the real server: add to the cart, open the checkout,
// create the delivery address, step a quantity (sent on blur), pick a channel and a payment method, confirm, and
// land on the order with the cart emptied. The account steps are the auth spec's, made through the API here.
// The phone the checkout asks for (optional) reaches the back office's order page and packing slip.

test('a new shopper goes from an empty cart to a placed order', async ({ page, browser, request }) => {
  // The shopper's whole checkout, then the owner's command (a process of its own, 10+ s on a busy 2-core machine).
  test.slow();
  const channels = await deliveryChannels(request);
  expect(channels.length).toBeGreaterThan(1);
  const [firstChannel, chosenChannel] = channels as [(typeof channels)[0], (typeof channels)[0]];
  const { product } = await shopperAtCheckout(page, request, { name: 'Chiamaka', lastName: 'Eze' });

  // No address yet: the form opens by itself.
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await expect(addressForm).toBeVisible();
  await addressForm.getByRole('button', { name: 'Create Address' }).click();
  await expect(addressForm.getByText('The street no field is required.')).toBeVisible();
  await fillLagosAddress(addressForm);
  await addressForm.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('Address Created Successful')).toBeVisible();
  for (const line of lagosAddress.lines)
    await expect(page.getByTestId('delivery-address')).toContainText(line);

  // One more, sent to the server when focus leaves the stepper.
  const quantity = page.getByLabel(`Quantity of ${product.label}`);
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: `One more ${product.label}` }).click();
  await expect(quantity).toHaveText('2');
  await page.keyboard.press('Tab');
  await expect(page.getByText('cart updated successfully').first()).toBeVisible();

  // The fee follows the channel (none over the demo shop's ₦5000, and the channel's note says so); the totals
  // are right to the kobo.
  const subtotal = product.priceKobo * 2;
  const threshold = await freeDeliveryThresholdKobo(request);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(naira(subtotal));
  await expect(page.getByTestId('summary-delivery-fee')).toHaveText(
    naira(orderFeeKobo(firstChannel, subtotal, threshold)),
  );
  await page.getByLabel('Delivery Channel', { exact: true }).selectOption(String(chosenChannel.id));
  const fee = orderFeeKobo(chosenChannel, subtotal, threshold);
  await expect(page.getByTestId('summary-delivery-fee')).toHaveText(naira(fee));
  await expect(page.getByLabel('Delivery Channel', { exact: true })).toHaveAccessibleDescription(
    fee === 0
      ? /^Free delivery: your order is over ₦5000\. /
      : new RegExp(`^Fee ${naira(feeKobo(chosenChannel)).replace('.', '\\.')}\\. `),
  );
  const grandTotal = subtotal + fee;
  await expect(page.getByTestId('summary-grand-total')).toHaveText(naira(grandTotal));

  // Confirm without a payment method: the list says what is missing, and never the phone (it is optional).
  const phone = page.getByLabel('Phone number (optional)');
  await expect(phone).toHaveValue('');
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('Validation Errors:')).toBeVisible();
  await expect(page.getByText('payment_method: payment_method is required')).toBeVisible();
  await expect(page.getByText(/^phone:/)).toHaveCount(0);

  // The rider's number, as people write it.
  await phone.fill('0803 123 4567');
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  const orderUrl = page.url();
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page.getByText(naira(grandTotal)).first()).toBeVisible();

  // The server emptied the cart.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('There is no cart items yet')).toBeVisible();

  // The owner's order page and packing slip give the rider that number to dial (issue 13).
  const orderId = Number(/\/users\/orders\/(\d+)$/.exec(orderUrl)?.[1]);
  const ownerPage = await browser.newPage();
  await signInOwner(ownerPage, createOwner());
  await ownerPage.goto(`/admin/orders/${orderId}`);
  const shopperCard = ownerPage.getByRole('region', { name: 'Shopper' });
  await expect(shopperCard).toContainText('Chiamaka Eze');
  await expect(shopperCard.getByRole('link', { name: '+234 803 123 4567' })).toHaveAttribute(
    'href',
    'tel:+2348031234567',
  );
  await ownerPage.getByRole('link', { name: 'Packing slip' }).click();
  await expect(ownerPage.getByRole('article', { name: `Packing slip for order #${orderId}` })).toContainText(
    'Phone+234 803 123 4567',
  );
  await ownerPage.close();
});
