import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { createOwner, signInOwner } from './support/admin';
import { naira } from './support/shop';
import { shopperReadyToPay } from './support/checkout';
import { mailsTo } from './support/shopper';

// Cards through the shop's built-in test gateway (issue 14): `npm start` without PAYSTACK_SECRET_KEY takes card
// payments from itself over Paystack's protocol, so the whole flow runs here as a visitor would try it.

async function confirmWithCards(page: Page, grandTotal: number) {
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Cards' });
  await expect(page.getByTestId('summary-grand-total')).toHaveText(naira(grandTotal));
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  // The test gateway's checkout page: the amount, the test note, Pay and Decline.
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/checkout\//);
  await expect(page.getByText(naira(grandTotal))).toBeVisible();
  await expect(page.getByText('Test mode: no money moves')).toBeVisible();
}

test('a shopper pays by card through the test gateway, sees Paid, and the mails reach the outbox', async ({
  page,
  request,
}) => {
  const { shopper, grandTotal } = await shopperReadyToPay(page, request, {
    name: 'Ngozi',
    lastName: 'Okafor',
  });
  await confirmWithCards(page, grandTotal);
  await page.getByRole('button', { name: 'Pay', exact: true }).click();

  await expect(page).toHaveURL(/\/users\/orders\/\d+\?trxref=.+&reference=/);
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  const summary = page.getByRole('region', { name: 'Order summary' });
  await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  const orderId = /\/users\/orders\/(\d+)/.exec(page.url())![1];

  // My Orders and tracking show it paid too.
  await page.goto('/users/orders');
  await expect(page.getByText('Cards · Paid').first()).toBeVisible();
  await page.goto(`/users/orders/tracking?orderId=${orderId}`);
  await expect(page.getByText('Payment: Cards · Paid')).toBeVisible();

  // The outbox (DATA_DIR/mail): order received and payment received to the shopper, with the grand total.
  await expect
    .poll(() => mailsTo(shopper.email).map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        `Oko Farm: we received your order #${orderId}`,
        `Oko Farm: payment received for order #${orderId}`,
      ]),
    );
  const paidMail = mailsTo(shopper.email).find((mail) => mail.subject.includes('payment received'))!;
  expect(paidMail.text).toContain(
    `We received your card payment of ${naira(grandTotal)} for order #${orderId}`,
  );
  expect(mailsTo(shopper.email).filter((mail) => mail.subject.includes('payment received'))).toHaveLength(1);
  // …and the new order and the card payment to the shop.
  await expect
    .poll(() => mailsTo('hello@okofarm.ng').map((mail) => mail.subject))
    .toEqual(
      expect.arrayContaining([
        `Oko Farm: new order #${orderId} (${naira(grandTotal)})`,
        `Oko Farm: card payment received for order #${orderId} (${naira(grandTotal)})`,
      ]),
    );
});

test('a declined card shows what went wrong, and Pay now pays afterwards', async ({
  page,
  request,
  browser,
}) => {
  // A shopper's two card tries, then the owner signing in on a phone of their own.
  test.slow();
  const { grandTotal } = await shopperReadyToPay(page, request, { name: 'Emeka', lastName: 'Okafor' });
  await confirmWithCards(page, grandTotal);
  await page.getByRole('button', { name: 'Decline' }).click();

  await expect(page).toHaveURL(/\/users\/orders\/\d+\?trxref=/);
  await expect(page.getByRole('alert')).toHaveText(
    'Your card payment did not go through (Declined). You can try again with Pay now.',
  );
  await expect(page.getByRole('region', { name: 'Order summary' }).getByText('Payment failed')).toBeVisible();

  await page.getByRole('button', { name: 'Pay now' }).click();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/checkout\//);
  await expect(page.getByText(naira(grandTotal))).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).click();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Order summary' }).getByText('Paid', { exact: true }),
  ).toBeVisible();

  // The owner, on a phone, sees both tries, each marked as a test payment.
  const orderId = /\/users\/orders\/(\d+)/.exec(page.url())![1];
  const phone = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    viewport: { width: 390, height: 844 },
  });
  const ownerPage = await phone.newPage();
  await signInOwner(ownerPage, createOwner());
  await ownerPage.goto(`/admin/orders/${orderId}`);
  const payments = ownerPage.getByRole('region', { name: 'Card payments' });
  await expect(payments.getByRole('listitem')).toHaveCount(2);
  await expect(payments.getByRole('listitem').first()).toContainText('DeclinedTest payment');
  await expect(payments.getByRole('listitem').last()).toContainText('PaidTest payment');
  const overflow = await ownerPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'nothing wider than the phone').toBeLessThanOrEqual(0);
  await ownerPage.screenshot({ path: test.info().outputPath('admin-order-phone.png'), fullPage: true });
  await phone.close();
});
