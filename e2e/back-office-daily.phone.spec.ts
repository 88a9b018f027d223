import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { pressAndConfirm, signInOwner } from './support/admin';
import { placeOrder } from './support/orders';
import { productInStock } from './support/shop';
import { type Mail, mailsTo, signIn, verifiedShopper } from './support/shopper';

// The back office's daily use on a phone (issue 23, items 10-14), against the real server: the owner invites a
// staff member, who opens the mailed link on their phone, chooses a password and lands in the back office; the
// staff member takes a payment-on-delivery order one step at a time (a skip asks first), collects the cash (the
// shopper sees it), finds it among the paid orders, and is shown no price field or owner's form.

/** The page is no wider than the screen. */
async function expectNoSidewaysScroll(page: Page, where: string) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${where} is no wider than the screen`).toBeLessThanOrEqual(innerWidth);
}

/** The newest mail to `email` whose subject matches, as the server's job wrote it to DATA_DIR/mail. */
async function mailTo(email: string, subject: RegExp): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(() => {
      found = mailsTo(email)
        .filter((mail) => subject.test(mail.subject))
        .at(-1);
      return found?.subject;
    }, `a mail matching ${subject} reaches ${email}`)
    .toMatch(subject);
  return found!;
}

test('on a phone a new staff member joins from the invitation, takes an order step by step and collects the cash', async ({
  page,
  browser,
  request,
  owner,
}) => {
  const email = `tunde.${randomUUID().slice(0, 8)}@okofarm.test`;

  // The owner invites from the Staff page.
  await signInOwner(page, owner);
  await page.goto('/admin/staff');
  const invite = page.getByRole('form', { name: 'Invite a staff member' });
  await invite.getByLabel('E-mail').fill(email);
  await invite.getByLabel('First name').fill('Tunde');
  await invite.getByLabel('Last name').fill('Ade');
  await invite.getByRole('button', { name: 'Invite' }).tap();
  await expect(invite).toContainText(`${email} was mailed an invitation, valid for 7 days.`);
  await expect(page.getByRole('listitem', { name: email })).toContainText(
    'Staff · Invited, has not chosen a password yet',
  );
  await expectNoSidewaysScroll(page, 'the staff page');

  // A real invitation: who, which shop, a link for days; no reset code.
  const mail = await mailTo(email, /invited you to/);
  expect(mail.subject).toBe('Ngozi Adebayo invited you to Oko Farm');
  expect(mail.text).toContain("Ngozi Adebayo invited you to run Oko Farm's online shop with them");
  expect(mail.text).toContain('The link works for 7 days and only once.');
  expect(mail.text).not.toMatch(/reset|code/i);
  const link = /(http\S+\/admin\/invitation#token=[\w-]+)/.exec(mail.text)?.[1];
  expect(link, 'the mail links the invitation page').toBeTruthy();

  // The staff member opens it on their own phone: a guest until the password is set.
  const staff = await browser.newPage({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  await staff.goto(link!);
  await expect(staff.getByRole('heading', { level: 1, name: 'Join the back office' })).toBeVisible();
  await expect(
    staff.getByText(/Ngozi Adebayo invited you, Tunde, to run Oko Farm’s online shop/),
  ).toBeVisible();
  await expectNoSidewaysScroll(staff, 'the invitation page');
  await staff.getByLabel('Password', { exact: true }).fill('rider-2026-tunde');
  await staff.getByLabel('Confirm Password').fill('rider-2026-tunde');
  await staff.getByRole('button', { name: 'Set password and open the back office' }).tap();
  await expect(staff.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  const nav = staff.getByRole('navigation', { name: 'Back office' });
  await expect(nav.getByRole('link')).toHaveText(['Dashboard', 'Orders', 'Products', 'Weekly orders']);
  // Spent: the link works once.
  const again = await browser.newPage({ viewport: page.viewportSize()! });
  await again.goto(link!);
  await expect(again.getByRole('alert')).toContainText('This invitation link is not valid any more.');
  await again.close();

  // A shopper's order, paid on delivery.
  const product = await productInStock(request);
  const shopper = await verifiedShopper(request, { name: 'Bisi', lastName: 'Ola' });
  const order = await placeOrder(request, shopper, {
    line: { productId: product.id, productUnitId: product.unitId, quantity: 1 },
  });

  // One tap takes the next step only; a skip asks first, in plain words.
  await staff.goto(`/admin/orders/${order.id}`);
  const actions = staff.getByRole('region', { name: 'Actions' });
  await expect(actions.getByRole('button', { name: 'Mark confirmed' })).toBeVisible();
  await expect(actions.getByRole('button', { name: 'Mark delivered' })).toHaveCount(0);
  await actions.getByRole('button', { name: 'Skip to delivered' }).tap();
  const ask = actions.getByRole('alertdialog', { name: 'Skip steps?' });
  await expect(ask).toContainText(
    `Mark order #${order.id} delivered now? It is pending: Confirmed, Processing and Out for delivery would be skipped`,
  );
  await expectNoSidewaysScroll(staff, 'the order page asking before a skip');
  await ask.getByRole('button', { name: 'Keep it pending' }).tap();
  await expect(ask).toHaveCount(0);
  await expect(staff.getByRole('region', { name: 'Order' })).toContainText('StatusPending');
  await actions.getByRole('button', { name: 'Mark confirmed' }).tap();
  await expect(staff.getByRole('region', { name: 'Order' })).toContainText('StatusConfirmed');
  await expect(actions.getByRole('button', { name: 'Mark processing' })).toBeVisible();

  // The cash, collected: asked first, then paid everywhere the owner and the shopper look.
  await expect(staff.getByRole('region', { name: 'Order' })).toContainText('PaymentTo pay on delivery');
  await pressAndConfirm(
    actions,
    'Mark cash collected',
    'Mark the payment received?',
    'Yes, mark cash collected',
  );
  await expect(staff.getByRole('region', { name: 'Order' })).toContainText('PaymentCash collected');
  await expect(actions.getByRole('button', { name: 'Mark cash collected' })).toHaveCount(0);

  await staff.goto('/admin/orders?payment_status=paid');
  const row = staff
    .getByRole('row')
    .filter({ has: staff.getByRole('link', { name: `#${order.id}`, exact: true }) });
  await expect(row).toContainText('Payment On delivery · Cash collected');
  await expect(staff.getByRole('combobox', { name: 'Payment', exact: true })).toHaveValue('paid');
  await expectNoSidewaysScroll(staff, 'the orders list');

  const shopperPage = await browser.newPage({ viewport: page.viewportSize()! });
  await signIn(shopperPage, shopper);
  await shopperPage.goto(`/users/orders/${order.id}`);
  await expect(shopperPage.getByText('Cash collected')).toBeVisible();
  await shopperPage.close();

  // Staff see the stock to change, never a price field or an owner's form.
  await staff.goto(`/admin/products/${product.id}`);
  await expect(staff.getByRole('form', { name: /^Stock of / }).first()).toBeVisible();
  await expect(staff.getByRole('textbox', { name: 'Price (₦)' })).toHaveCount(0);
  await expect(staff.getByRole('button', { name: 'Save product' })).toHaveCount(0);
  await expectNoSidewaysScroll(staff, 'a product as staff see it');
  await staff.goto('/admin/settings');
  await expect(staff.getByText('This part of the back office is for the shop owner.')).toBeVisible();
  await expect(staff.getByRole('form')).toHaveCount(0);
  await staff.close();
});
