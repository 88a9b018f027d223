import { expectNoAxeViolations } from './support/axe';
import { placeOrder } from './support/orders';
import { signIn, verifiedShopper } from './support/shopper';
import { expect, test } from './support/test';

// A pick-up order on a phone (issue 43): the order page and tracking say where and when to collect, "Ready for
// collection" in place of "Out for delivery", and pay when you collect; no home address.

test('a pick-up order reads as a collection on the order page and its tracking', async ({
  page,
  request,
  owner,
}) => {
  const shopper = await verifiedShopper(request);
  const order = await placeOrder(request, shopper, { pickup: true });
  for (const status of ['confirmed', 'out_for_delivery']) {
    const moved = await request.patch(`/api/v1/admin/orders/${order.id}`, {
      headers: owner.headers,
      data: { status },
    });
    expect(moved.ok(), `the order is ${status}`).toBe(true);
  }

  await page.setViewportSize({ width: 360, height: 780 });
  await signIn(page, shopper);
  await page.goto(`/users/orders/${order.id}`);
  const collection = page.getByRole('region', { name: 'Collection' });
  await expect(collection).toContainText('Collect at');
  await expect(collection).toContainText('Open ');
  await expect(collection).toContainText('Pay when you collect');
  await expect(page.getByRole('region', { name: 'Delivery' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Order summary' })).toContainText('Ready for collection');
  const wide = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(wide, 'the order page is no wider than a 360 px screen').toBeLessThanOrEqual(0);
  await expectNoAxeViolations(page, 'a pick-up order’s page');

  await page.getByRole('link', { name: 'Track this order' }).tap();
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress).toContainText('Ready for collection');
  await expect(progress).not.toContainText('Out for delivery');
  await expectNoAxeViolations(page, 'a pick-up order’s tracking');
});
