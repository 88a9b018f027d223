import { expect, test } from './support/test';
import { signInOwner } from './support/admin';
import { placeOrder } from './support/orders';
import { naira } from './support/shop';
import { mailsTo, signIn, verifiedShopper } from './support/shopper';

// A refund to the shopper's bank account (issue 39) on a phone, through the built-in test gateway: a Pay with
// Transfer order paid at the test bank, a line left out at packing, the shopper giving their account on the order
// page (the name resolved to confirm), and the owner sending the refund with one tap. No money moves.

test('a packing refund on a Pay with Transfer order goes to the shopper’s kept bank account', async ({
  page,
  browser,
  request,
  owner,
}) => {
  const shopper = await verifiedShopper(request);

  // Paid by Pay with Transfer: the test bank sends Paystack's signed charge.success.
  const order = (await placeOrder(request, shopper, { paymentMethod: 'transfer' })) as unknown as {
    id: number;
    payment: { reference: string };
    items: { id: number; line_total: string }[];
  };
  const sent = await request.post(
    `/api/v1/payments/test-gateway/transfer/${encodeURIComponent(order.payment.reference)}/send`,
    { maxRedirects: 0 },
  );
  expect(sent.status(), 'the test bank sends the transfer').toBeLessThan(400);

  // Packing leaves the line out; when the order leaves the shop, its price is due back.
  const confirmed = await request.patch(`/api/v1/admin/orders/${order.id}`, {
    headers: owner.headers,
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok(), 'the order is confirmed').toBe(true);
  const packed = await request.patch(`/api/v1/admin/orders/${order.id}/lines/${order.items[0]!.id}`, {
    headers: owner.headers,
    data: { outcome: 'unavailable' },
  });
  expect(packed.ok(), 'the line is left out').toBe(true);
  const out = await request.patch(`/api/v1/admin/orders/${order.id}`, {
    headers: owner.headers,
    data: { status: 'out_for_delivery' },
  });
  expect(out.ok(), 'the order leaves the shop').toBe(true);
  const refund = (
    (await out.json()) as { data: { refunds: { id: number; amount: string; status: string }[] } }
  ).data.refunds[0]!;
  expect(refund.status).toBe('pending');
  const amount = naira(Math.round(Number(refund.amount) * 100));

  // The shopper's order page asks where to send it; the bank resolves the name to confirm.
  const phone = await browser.newPage({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  await signIn(phone, shopper);
  await phone.goto(`/users/orders/${order.id}`);
  const ask = phone.getByRole('region', { name: 'Your refund' });
  await expect(ask).toContainText('A refund is due on this order: tell us the bank account to send it to.');
  await ask.getByLabel('Bank').selectOption({ label: 'Guaranty Trust Bank' });
  await ask.getByLabel('Account number').fill('0123451234');
  await ask.getByRole('button', { name: 'Check and save' }).tap();
  await expect(ask).toContainText('It goes to ADA OBI, Guaranty Trust Bank ••••1234.');
  const { scrollWidth, innerWidth } = await phone.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the order page is no wider than the screen').toBeLessThanOrEqual(innerWidth);

  // The owner sends it with one tap; the test gateway's transfer.success marks it sent.
  await signInOwner(page, owner);
  await page.goto(`/admin/orders/${order.id}`);
  const send = page.getByRole('button', {
    name: `Send ${amount} to ADA OBI, Guaranty Trust Bank ••••1234`,
  });
  await send.tap();
  await expect(send).toHaveCount(0);
  await expect(async () => {
    await page.reload();
    await expect(
      page.getByRole('region', { name: 'Refunds' }).getByText('Refunded', { exact: true }),
    ).toBeVisible({ timeout: 2000 });
  }).toPass();

  await phone.reload();
  await expect(phone.getByRole('region', { name: 'Refunds' })).toContainText('Sent to your bank account');
  await expect
    .poll(() => mailsTo(shopper.email).map((mail) => mail.subject))
    .toContain(`Oko Farm: ${amount} refunded for order #${order.id}`);
  await phone.close();
});
