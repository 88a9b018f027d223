import type { APIRequestContext } from '@playwright/test';
import { createOwner } from './support/admin';
import { placeOrder } from './support/orders';
import { accessToken, signIn, verifiedShopper } from './support/shopper';
import { expect, test } from './support/test';
import { formatNairaAmount } from '@oko/shared/money';

// The orders area as a shopper meets it (issue 6): an order placed against the real server shows in My Orders,
// opens with its lines, totals and bank details, and its tracking page moves from Pending to Confirmed when the
// shop owner moves it in the back office. The order is placed through the API with the shopper's token: the
// checkout page has its own spec.

// The shop's time zone, so the expected dates below do not depend on the machine's.
test.use({ timezoneId: 'Africa/Lagos' });

/** The storefront's "5th Jan 2026 - 3:07 pm" for a moment, in Lagos time (UTC+1, no summer time). */
function lagosDateTime(iso: string): string {
  const date = new Date(new Date(iso).getTime() + 60 * 60 * 1000);
  const day = date.getUTCDate();
  const suffix =
    day % 100 >= 11 && day % 100 <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[day % 10] ?? 'th');
  const month = date.toLocaleString('en-GB', { month: 'short', timeZone: 'UTC' });
  const hours = date.getUTCHours();
  const minutes = String(date.getUTCMinutes()).padStart(2, '0');
  return `${day}${suffix} ${month} ${date.getUTCFullYear()} - ${hours % 12 || 12}:${minutes} ${hours < 12 ? 'am' : 'pm'}`;
}

/** The shop owner moves the order in the back office's API, signed in as the owner `npm run owner:create` made. */
async function setOrderStatus(request: APIRequestContext, orderId: number, status: string) {
  const token = await accessToken(request, createOwner());
  const moved = await request.patch(`/api/v1/admin/orders/${orderId}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { status },
  });
  expect(moved.status(), 'the back office moves the order').toBe(200);
}

test('a shopper finds a placed order in My Orders, opens it and follows it from Pending to Confirmed', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request, { name: 'Tunde', lastName: 'Bakare' });
  const order = await placeOrder(request, shopper, { paymentMethod: 'bank_transfer' });
  const line = order.items[0]!;

  await signIn(page, shopper);
  await page.goto('/users/orders');
  await expect(page.getByRole('heading', { level: 1, name: 'My Orders' })).toBeVisible();
  const row = page
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `#${order.id}`, exact: true }) });
  await expect(row).toContainText('Bank Transfer');
  await expect(row).toContainText('Pending');
  await expect(row).toContainText(formatNairaAmount(order.total));
  await expect(row.getByRole('cell').nth(2)).toHaveText('2');

  await row.getByRole('link', { name: `#${order.id}`, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/users/orders/${order.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: `Order #${order.id}` })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(line.product_name) })).toContainText(line.unit_label);
  const bank = page.getByRole('region', { name: 'Pay by bank transfer' });
  await expect(bank).toContainText(`Please transfer the Grand Total of ${formatNairaAmount(order.total)}`);
  await expect(bank).toContainText(order.bank_details!.account_number);

  await page.getByRole('link', { name: 'Track this order' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/orders/tracking\\?orderId=${order.id}$`));
  const current = page.locator('[aria-current="step"]');
  await expect(current).toContainText('Pending');

  await setOrderStatus(request, order.id, 'confirmed');
  const token = await accessToken(request, shopper);
  const tracking = (
    (await (
      await request.get(`/api/v1/orders/${order.id}/tracking`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { history: { status: string; at: string }[] } }
  ).data;
  const confirmedAt = tracking.history.find((entry) => entry.status === 'confirmed')?.at;
  expect(confirmedAt, 'the status change is in the history').toBeTruthy();

  await page.reload();
  await expect(current).toContainText('Confirmed');
  await expect(current).toContainText(lagosDateTime(confirmedAt!));
  await expect(current).toContainText(/\d+ (sec|min) ago/);
  const progress = page.getByRole('list', { name: 'Order progress' });
  await expect(progress.getByRole('listitem').filter({ hasText: 'Pending' })).not.toHaveAttribute(
    'aria-current',
  );

  // Without ?orderId= the page tracks the latest open order: this one.
  await page.goto('/users/orders/tracking');
  await expect(page.getByRole('link', { name: `Order #${order.id}` })).toBeVisible();
  await expect(current).toContainText('Confirmed');
});

test('another shopper\'s order is "Order not found"', async ({ page, request }) => {
  const owner = await verifiedShopper(request, { name: 'Tunde', lastName: 'Bakare' });
  const order = await placeOrder(request, owner, { paymentMethod: 'bank_transfer' });
  const stranger = await verifiedShopper(request, { name: 'Bisi', lastName: 'Ojo' });

  await signIn(page, stranger);
  await page.goto(`/users/orders/${order.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order not found' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Back to My Orders' }).click();
  await expect(page.getByText('No Entries Found')).toBeVisible();
});
