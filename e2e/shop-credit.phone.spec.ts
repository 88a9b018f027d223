import { expect, test } from './support/test';
import { placeOrder } from './support/orders';
import { productInStock } from './support/shop';
import { mailsTo, signIn, verifiedShopper } from './support/shopper';

// Shop credit on a phone (issue 39): a refund packing made on a paid bank transfer order is kept as shop credit
// from the order page, at once and with a mail, then offered and spent at the next checkout.

test('a packing refund kept as shop credit is spent at the next checkout', async ({
  page,
  request,
  owner,
}) => {
  const shopper = await verifiedShopper(request, { name: 'Chiamaka', lastName: 'Eze' });
  const product = await productInStock(request, 5);

  // A paid bank transfer order whose line ran out at packing: the shop owes the goods back.
  const order = await placeOrder(request, shopper, { paymentMethod: 'bank_transfer' });
  const admin = async (method: 'post' | 'patch', url: string, data?: object) => {
    const response = await request[method](`/api/v1/admin/orders/${order.id}${url}`, {
      headers: owner.headers,
      data,
    });
    expect(response.ok(), `${method} ${url}`).toBe(true);
    return (await response.json()) as { data: { items: { id: number }[] } };
  };
  await admin('post', '/payment-received');
  const confirmed = await admin('patch', '', { status: 'confirmed' });
  await admin('patch', `/lines/${confirmed.data.items[0]!.id}`, { outcome: 'unavailable' });
  await admin('patch', '', { status: 'out_for_delivery' });

  // On the order page: the refund waits for the shop's transfer; kept as credit instead, at once.
  await signIn(page, shopper);
  await page.goto(`/users/orders/${order.id}`);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('The shop will send it back to you by bank transfer');
  await refunds.getByRole('button', { name: 'Keep as shop credit' }).tap();
  await expect(refunds).toContainText('Kept as shop credit');
  await expect(refunds.getByRole('button', { name: 'Keep as shop credit' })).toHaveCount(0);
  await expect
    .poll(() => mailsTo(shopper.email).some((mail) => /credited to your account/.test(mail.subject)))
    .toBe(true);

  // The next checkout offers it, ticked; the Summary takes it off what is left to pay.
  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).tap();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  const useCredit = page.getByRole('checkbox', { name: /^Use ₦[\d,]+(\.\d\d)? of your credit$/ });
  await expect(useCredit).toBeChecked();
  await expect(page.getByTestId('summary-credit')).toBeVisible();
  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the checkout is no wider than the screen').toBeLessThanOrEqual(innerWidth);
  await page.getByRole('button', { name: 'Confirm Order' }).tap();

  // The new order shows the credit it used; the profile's history has both movements.
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  const spentOn = Number(/\/users\/orders\/(\d+)/.exec(page.url())![1]);
  await expect(page.getByTestId('order-credit-used')).toHaveText(/^−₦[\d,]+\.\d\d$/);
  await page.goto('/users/profiles');
  const credit = page.getByRole('region', { name: 'Shop credit' });
  await expect(credit.getByRole('link', { name: `Used on order #${spentOn}` })).toBeVisible();
  await expect(
    credit.getByRole('link', { name: `Refund of order #${order.id} kept as credit` }),
  ).toBeVisible();
});
