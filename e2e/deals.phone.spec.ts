import { randomUUID } from 'node:crypto';
import { nairaToKobo, formatNaira } from '@oko/shared/money';
import { DEAL_MESSAGES } from '@oko/shared/schemas/deals';
import { expect, test } from './support/test';
import { createOwner, signInOwner } from './support/admin';
import { createAddressAtCheckout, shopperAtCheckout } from './support/checkout';
import { mailsTo } from './support/shopper';

// Issue 28 on a phone against the real server: the owner makes a discount code in the back office, a shopper
// applies it at the checkout and sees the Discount row and the right Grand Total, and the order page and the
// order's mail (DATA_DIR/mail) show it.

test.describe.configure({ timeout: 240_000 });

const amountOf = (text: string | null) => nairaToKobo((text ?? '').replace(/[^\d.]/g, ''));

test('the owner makes a code; a shopper applies it, and the order and its mail show the discount', async ({
  page,
  request,
}) => {
  const code = `E2E${randomUUID()
    .slice(0, 6)
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, 'X')}`;
  const owner = createOwner();
  const office = page;
  await signInOwner(office, owner);
  await office.goto('/admin/settings');
  const form = office.getByRole('form', { name: 'New discount code' });
  await form.getByRole('textbox', { name: 'Code' }).fill(code.toLowerCase());
  await form.getByLabel('Kind').selectOption('amount');
  await form.getByRole('textbox', { name: 'Value (percent or ₦)' }).fill('500');
  await form.getByRole('button', { name: 'Create code' }).tap();
  await expect(office.getByTestId('discount-code').filter({ hasText: code })).toContainText('Used 0');
  // Issue 43 item 13: on a phone "Save settings" touched the "Discount codes" heading below it.
  const save = await office.getByRole('button', { name: 'Save settings' }).boundingBox();
  const heading = await office.getByRole('heading', { level: 2, name: 'Discount codes' }).boundingBox();
  expect(
    heading!.y - (save!.y + save!.height),
    'room between Save settings and the codes',
  ).toBeGreaterThanOrEqual(24);
  // The shopper signs in on the same phone: the owner's tokens go.
  await page.context().clearCookies();

  const { shopper } = await shopperAtCheckout(page, request, { name: 'Kemi', lastName: 'Adeyemi' });
  const order = await createAddressAtCheckout(page);
  await expect(order.getByTestId('summary-discount')).toHaveCount(0);
  await order.getByRole('textbox', { name: DEAL_MESSAGES.field }).fill(code.toLowerCase());
  await order.getByRole('button', { name: DEAL_MESSAGES.apply }).tap();
  await expect(order.getByTestId('summary-discount')).toHaveText(`−${formatNaira(50_000)}`);
  const subtotal = amountOf(await order.getByTestId('summary-subtotal').textContent());
  const fee = amountOf(await order.getByTestId('summary-delivery-fee').textContent());
  const total = formatNaira(Math.max(subtotal - 50_000, 0) + fee);
  await expect(order.getByTestId('summary-grand-total')).toHaveText(total);
  await page.evaluate(() => window.scrollTo(0, 0));
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );

  await order.getByLabel('Payment Method').selectOption('pay_on_delivery');
  await order.getByRole('button', { name: 'Confirm Order' }).tap();
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  await expect(page.getByText(`Discount (${code})`)).toBeVisible();
  await expect(page.getByText(total).first()).toBeVisible();

  await expect
    .poll(() => mailsTo(shopper.email).find((mail) => mail.text.includes(`Discount (${code})`)), {
      timeout: 30_000,
    })
    .toBeTruthy();
});
