import { expectNoAxeViolations } from './support/axe';
import { expect, test } from './support/test';
import { createProduct, signInOwner, uniqueProductName } from './support/admin';
import { placeOrder } from './support/orders';
import { accessToken, mailsTo, signIn, verifiedShopper } from './support/shopper';

// Packing fresh produce on a phone (issue 27), against the real server: the packer weighs a weighed line and marks
// another unavailable for this order only (the shop keeps selling it; issue 43), undoes a mis-tap, and recounts
// the shelf only when asked for a count; when the order leaves the shop, the shopper's order page and their one packing mail show
// both; the difference of their paid bank transfer is a refund the shopper sees waiting, then sent once the owner
// marks it so.

test('on a phone the packer weighs a line and leaves one out; the shopper sees both on the order page and in the mail', async ({
  page,
  browser,
  request,
  owner,
}) => {
  // The spec's own products: the packer recounts one's shelf, which no other spec should meet.
  const create = (name: string, unit: object) => createProduct(request, owner.headers, name, unit);
  const yam = await create(uniqueProductName('Yam tuber'), {
    unit: { name: 'Tuber', symbol: 'tuber' },
    available_quantity: 20,
    weight: { price_per_kg: '1500', estimated_kg: 2 },
  });
  const ugu = await create(uniqueProductName('Ugu'), {
    unit: { name: 'Bunch', symbol: 'bunch' },
    available_quantity: 20,
    price_per_unit: '800',
  });
  const shopper = await verifiedShopper(request);

  // The shopper, on their own phone: the weighed yam's cart and checkout lines say how it is priced, as its
  // product page does.
  const phone = await browser.newPage({ viewport: page.viewportSize()!, isMobile: true, hasTouch: true });
  await signIn(phone, shopper);
  const carted = await request.post('/api/v1/cart', {
    headers: { Authorization: `Bearer ${await accessToken(request, shopper)}` },
    data: {
      cart_data: [
        { product_id: yam.productId, product_units: [{ product_unit_id: yam.productUnitId, quantity: 1 }] },
      ],
    },
  });
  expect(carted.ok(), 'the yam is in the cart').toBe(true);
  await phone.goto('/carts');
  await expect(phone.getByRole('row', { name: /Yam tuber/ })).toContainText('Final price by weight');
  await phone.goto('/checkout');
  await expect(phone.getByRole('row', { name: /Yam tuber/ })).toContainText('Final price by weight');

  const order = await placeOrder(request, shopper, {
    lines: [
      { ...yam, quantity: 1 },
      { ...ugu, quantity: 1, ifUnavailable: 'substitute' },
    ],
    paymentMethod: 'bank_transfer',
  });
  const received = await request.post(`/api/v1/admin/orders/${order.id}/payment-received`, {
    headers: owner.headers,
  });
  expect(received.ok(), 'the transfer is marked received').toBe(true);
  const confirmed = await request.patch(`/api/v1/admin/orders/${order.id}`, {
    headers: owner.headers,
    data: { status: 'confirmed' },
  });
  expect(confirmed.ok()).toBe(true);

  // The packer, on a phone: one weight field per weighed line, Unavailable for the ugu.
  // The narrowest phone the shop serves.
  await page.setViewportSize({ width: 360, height: 780 });
  await signInOwner(page, owner);
  await page.goto(`/admin/orders/${order.id}`);
  const packing = page.getByRole('region', { name: 'Packing' });
  const yamLine = packing.getByRole('listitem', { name: /^Yam tuber .* \(1 tuber\) × 1$/ });
  await yamLine.getByLabel(/Weighed \(kg\)/).fill('1.85');
  await yamLine.getByRole('button', { name: 'Save weight' }).tap();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items).toContainText('Weighed 1.85 kg');
  // The shopper allowed a similar item for the ugu, not for the yam: only its line offers a list of sale units.
  const uguLine = packing.getByRole('listitem', { name: /^Ugu .* \(1 bunch\) × 1$/ });
  const similar = uguLine.getByRole('combobox', { name: 'Similar item' });
  await expect(similar).toBeVisible();
  await expect(similar.getByRole('option', { name: /in stock$/ }).first()).toBeAttached();
  await expect(yamLine.getByRole('combobox', { name: 'Similar item' })).toHaveCount(0);
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, 'the packing list is no wider than a 360 px screen').toBeLessThanOrEqual(0);
  // A mis-tap on the yam: left out of this order only, its stock untouched, and undone.
  const stockOf = async (unitId: number, productId: number) => {
    const product = (await (
      await request.get(`/api/v1/admin/products/${productId}`, { headers: owner.headers })
    ).json()) as { data: { product_units: { id: number; available_quantity: number }[] } };
    return product.data.product_units.find((unit) => unit.id === unitId)!.available_quantity;
  };
  await yamLine.getByRole('button', { name: 'Unavailable for this order' }).tap();
  await expect(yamLine).toContainText('Left out of this order');
  expect(await stockOf(yam.productUnitId, yam.productId), 'the shop still sells the yam').toBe(19);
  await expectNoAxeViolations(page, 'the packing list with a line left out');
  await yamLine.getByRole('button', { name: 'Undo' }).tap();
  await expect(yamLine.getByRole('button', { name: 'Unavailable for this order' })).toBeVisible();
  await expect(items).toContainText('Weighed 1.85 kg');
  // The ugu: the packer counts the shelf, and its stock becomes that count.
  await uguLine.getByRole('button', { name: 'Recount the shelf' }).tap();
  await uguLine.getByLabel('How many are left on the shelf?').fill('4');
  await expectNoAxeViolations(page, 'the packing list asking for a shelf count');
  await uguLine.getByRole('button', { name: 'Leave out and recount' }).tap();
  await expect(items).toContainText('Not available: left out');
  expect(await stockOf(ugu.productUnitId, ugu.productId), 'the ugu shelf as counted').toBe(4);
  await expect(items).toContainText('Final total');
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the order page is no wider than the screen').toBeLessThanOrEqual(innerWidth);

  // The shopper's order page before the order leaves: the difference will go back then.
  await phone.goto(`/users/orders/${order.id}`);
  const shopperItems = phone.getByRole('region', { name: 'Items' });
  await expect(shopperItems).toContainText(
    '₦1,025.00 goes back to you by bank transfer when the order leaves the shop',
  );

  // It leaves the shop: the final total is settled.
  const out = await request.patch(`/api/v1/admin/orders/${order.id}`, {
    headers: owner.headers,
    data: { status: 'out_for_delivery' },
  });
  expect(out.ok()).toBe(true);
  const finalTotal = ((await out.json()) as { data: { total: string; final_total: string } }).data;
  // 1.85 kg at ₦1,500/kg is ₦2,775 for the ₦3,000 estimate; the ₦800 ugu is left out.
  expect(Number(finalTotal.total) - Number(finalTotal.final_total)).toBe(1025);

  // After it left: settled, and the refund's state under Refunds.
  await phone.reload();
  await expect(shopperItems).toContainText('Weighed 1.85 kg');
  await expect(shopperItems).toContainText('Not available: left out');
  await expect(shopperItems).toContainText('Final total after packing');
  await expect(shopperItems).toContainText(
    'Settled when the order left the shop: ₦1,025.00 comes back to you by bank transfer. See Refunds for where it stands.',
  );
  const refunds = phone.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('₦1,025.00');
  await expect(refunds).toContainText('The shop will send it back to you by bank transfer');

  // One mail says what changed and the new total.
  await expect
    .poll(() => mailsTo(shopper.email).filter((mail) => /was packed/.test(mail.subject)).length)
    .toBe(1);
  const mail = mailsTo(shopper.email).find((entry) => /was packed/.test(entry.subject))!;
  expect(mail.text).toContain('estimated 2 kg, weighed 1.85 kg: ₦2,775.00 (estimate ₦3,000.00)');
  expect(mail.text).toContain('not available today, left out (₦800.00 off)');
  expect(mail.text).toContain('We will send ₦1,025.00 back to you by bank transfer');

  // The owner sends the transfer and says so; the shopper's page says it is sent.
  await page.goto(`/admin/orders/${order.id}`);
  await page.getByRole('button', { name: 'Mark transfer sent' }).tap();
  await expect(page.getByRole('button', { name: 'Mark transfer sent' })).toHaveCount(0);
  await phone.reload();
  await expect(phone.getByRole('region', { name: 'Refunds' })).toContainText(
    'Sent back to you by bank transfer',
  );
  await phone.close();
});
