import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { naira } from './support/shop';
import { shopperReadyToPay } from './support/checkout';
import { mailsTo } from './support/shopper';

// Pay with Transfer (issue 39) on a phone, through the built-in test gateway: `npm start` without
// PAYSTACK_SECRET_KEY opens a test account number, and its test bank sends Paystack's signed events. The order is
// paid by the event alone: nobody in the shop marks it.

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

test('a phone shopper pays with transfer: a wrong amount is told, the right one pays the order by itself', async ({
  page,
  request,
}) => {
  // Two trips to the test bank and the page's own asking every 5 s: more than a quick test's minute under load.
  test.slow();
  const { shopper, grandTotal } = await shopperReadyToPay(page, request, {
    name: 'Amaka',
    lastName: 'Bello',
  });
  await page
    .getByLabel('Payment Method', { exact: true })
    .selectOption({ label: 'Pay with Transfer (account number in the next step)' });
  await expect(page.getByTestId('summary-grand-total')).toHaveText(naira(grandTotal));
  await page.getByRole('button', { name: 'Confirm Order' }).click();

  // The order page: the account, its bank, the exact amount and the time left.
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  const orderId = /\/users\/orders\/(\d+)/.exec(page.url())![1];
  const box = page.getByRole('region', { name: 'Pay with Transfer' });
  await expect(box.getByText('Test Bank', { exact: true })).toBeVisible();
  await expect(box.getByText(/^\d{10}$/)).toBeVisible();
  await expect(box.getByText(naira(grandTotal), { exact: true })).toBeVisible();
  await expect(box.getByLabel('Time left')).toHaveText(/^(29|30|2\d):\d\d$/);
  await expect(box.getByText('Test mode: no money moves')).toBeVisible();
  await expect(box.getByRole('button', { name: /^Copy account number \d{10}$/ })).toBeVisible();
  await expectNoSidewaysScroll(page);

  // The test bank: first a wrong amount, sent back and told.
  await box.getByRole('link', { name: 'Open the test bank' }).click();
  await page.getByRole('button', { name: 'Send a wrong amount' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/orders/${orderId}$`));
  await expect(
    box.getByText('Transfer rejected: the amount did not match. Your bank returns it.'),
  ).toBeVisible();
  await expect
    .poll(() => mailsTo(shopper.email).map((mail) => mail.subject))
    .toContain(`Oko Farm: your transfer for order #${orderId} was sent back`);

  // Then the transfer: paid, without anyone in the shop.
  await box.getByRole('link', { name: 'Open the test bank' }).click();
  await page.getByRole('button', { name: 'Send the transfer' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/orders/${orderId}$`));
  await expect(box.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('Paid', { exact: true }),
  ).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expect
    .poll(() => mailsTo(shopper.email).map((mail) => mail.subject))
    .toContain(`Oko Farm: payment received for order #${orderId}`);
});
