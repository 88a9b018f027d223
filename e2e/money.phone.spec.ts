import { readFileSync } from 'node:fs';
import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import type { PaymentMethod } from '@oko/shared/constants';
import { nairaToKobo } from '@oko/shared/money';
import { expect, test } from './support/test';
import { createProduct, signInOwner, uniqueProductName } from './support/admin';
import { placeOrder } from './support/orders';
import { naira } from './support/shop';
import { signIn, verifiedShopper } from './support/shopper';

// Money that adds up (issue 38) on phones, against the real server: one account per order, read the same by the
// shopper's order page, the owner's order page, the dashboard and the CSV. A bank transfer received and packed
// lighter asks for nothing more and shows its refund, and the owner's net takings count that refund; a card order
// packing made dearer pays the difference with Pay now at the test gateway, and then every page agrees.

/** The narrowest phone the shop serves, for the owner. */
const NARROW = { width: 360, height: 780 };

const ownerOnAPhone = (browser: Browser) =>
  browser.newPage({ viewport: NARROW, isMobile: true, hasTouch: true });

/** The amount a list of totals (`<dl>`) gives beside `label`. */
const amountBeside = (list: Locator, label: string) =>
  list.locator('dt', { hasText: new RegExp(`^${label}$`) }).locator('xpath=following-sibling::dd[1]');

/** A net as the dashboard writes one: "−₦225.00" below 0. */
const netText = (amount: string) =>
  amount.startsWith('-') ? `−${naira(nairaToKobo(amount.slice(1)))}` : naira(nairaToKobo(amount));

async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, 'the page is no wider than the screen').toBeLessThanOrEqual(innerWidth);
}

/** The owner moves the order through the back office's API, as its buttons do. */
async function moveOrder(
  request: APIRequestContext,
  headers: Record<string, string>,
  id: number,
  body: object,
) {
  const response = await request.patch(`/api/v1/admin/orders/${id}`, { headers, data: body });
  expect(response.ok(), `order #${id} takes ${JSON.stringify(body)}`).toBe(true);
  return response;
}

async function packLine(
  request: APIRequestContext,
  headers: Record<string, string>,
  orderId: number,
  lineId: number,
  body: object,
) {
  const response = await request.patch(`/api/v1/admin/orders/${orderId}/lines/${lineId}`, {
    headers,
    data: body,
  });
  expect(response.ok(), 'the line is packed').toBe(true);
}

/**
 * A new shopper orders one of the owner's own products sold by weight (`unit`: its unit and `weight`, 20 in stock),
 * paid by `paymentMethod`; answers the shopper, the order and its total in kobo.
 */
async function orderOneWeighed(
  request: APIRequestContext,
  ownerHeaders: Record<string, string>,
  paymentMethod: PaymentMethod,
  name: string,
  unit: { unit: { name: string; symbol: string }; weight: object },
) {
  const product = await createProduct(request, ownerHeaders, uniqueProductName(name), {
    ...unit,
    available_quantity: 20,
  });
  const shopper = await verifiedShopper(request);
  const order = await placeOrder(request, shopper, { line: { ...product, quantity: 1 }, paymentMethod });
  return { shopper, order, totalKobo: nairaToKobo(order.total) };
}

type Takings = { money_in: string; money_back: string; net: string };

async function takingsToday(request: APIRequestContext, headers: Record<string, string>) {
  const response = await request.get('/api/v1/admin/dashboard', { headers });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { takings: { today: Takings } } }).data.takings.today;
}

/** The cells of a CSV line (RFC 4180: quoted cells may hold commas and doubled quotes). */
function csvCells(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let index = 0; index < line.length; index += 1) {
    const char = line[index]!;
    if (quoted && char === '"' && line[index + 1] === '"') {
      cell += '"';
      index += 1;
    } else if (char === '"') {
      quoted = !quoted;
    } else if (char === ',' && !quoted) {
      cells.push(cell);
      cell = '';
    } else {
      cell += char;
    }
  }
  return [...cells, cell];
}

test('a bank transfer received and packed lighter asks for nothing more, shows its refund, and the owner’s net takings count it', async ({
  page,
  browser,
  request,
  owner,
}) => {
  // A yam tuber of about 2 kg at ₦1,500/kg: ₦3,000 as ordered.
  const { shopper, order, totalKobo } = await orderOneWeighed(
    request,
    owner.headers,
    'bank_transfer',
    'Yam tuber',
    {
      unit: { name: 'Tuber', symbol: 'tuber' },
      weight: { price_per_kg: '1500', estimated_kg: 2 },
    },
  );

  // The transfer arrives; the packer weighs 1.85 kg (₦2,775); the order leaves, and ₦225 is due back.
  const received = await request.post(`/api/v1/admin/orders/${order.id}/payment-received`, {
    headers: owner.headers,
  });
  expect(received.ok(), 'the transfer is marked received').toBe(true);
  await moveOrder(request, owner.headers, order.id, { status: 'confirmed' });
  await packLine(request, owner.headers, order.id, order.items[0]!.id, { weighed_kg: 1.85 });
  await moveOrder(request, owner.headers, order.id, { status: 'out_for_delivery' });
  const before = await takingsToday(request, owner.headers);

  // The owner sends it back and says so, on a phone.
  const office = await ownerOnAPhone(browser);
  await signInOwner(office, owner);
  await office.goto(`/admin/orders/${order.id}`);
  await office.getByRole('button', { name: 'Mark transfer sent' }).tap();
  await expect(office.getByRole('button', { name: 'Mark transfer sent' })).toHaveCount(0);

  // The shopper's order page: no request to pay, what came in and what went back.
  await signIn(page, shopper);
  await page.goto(`/users/orders/${order.id}`);
  const items = page.getByRole('region', { name: 'Items' });
  await expect(amountBeside(items, 'Final total after packing')).toHaveText(naira(totalKobo - 22_500));
  await expect(amountBeside(items, 'Paid')).toHaveText(naira(totalKobo));
  await expect(amountBeside(items, 'Refunded')).toHaveText('₦225.00');
  await expect(amountBeside(items, 'Still to pay')).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Pay by bank transfer' })).toHaveCount(0);
  await expect(page.getByText(/Please transfer/)).toHaveCount(0);
  const refunds = page.getByRole('region', { name: 'Refunds' });
  await expect(refunds).toContainText('₦225.00');
  await expect(refunds).toContainText('Sent back to you by bank transfer');
  await expectNoSidewaysScroll(page);

  // The dashboard: today's money in, money back (the refund among it) and net, and the chart with its table.
  await office.goto('/admin');
  const takings = office.getByRole('region', { name: 'Takings' });
  await expect(takings.getByTestId('takings-chart')).toBeVisible();
  // Other orders may move money meanwhile: the page is read again until it shows what the API says now.
  let today = before;
  await expect(async () => {
    today = await takingsToday(request, owner.headers);
    await office.reload();
    const card = takings.getByRole('definition').filter({ hasText: /^In ₦/ }).first();
    await expect(takings.getByRole('definition').first()).toHaveText(netText(today.net), { timeout: 5000 });
    await expect(card).toHaveText(
      `In ${naira(nairaToKobo(today.money_in))} · back ${naira(nairaToKobo(today.money_back))}`,
      { timeout: 5000 },
    );
    // The screen readers' table: its last row is today, with the same three figures.
    await expect(takings.getByRole('row').last().getByRole('cell')).toHaveText(
      [naira(nairaToKobo(today.money_in)), naira(nairaToKobo(today.money_back)), netText(today.net)],
      { timeout: 5000 },
    );
  }).toPass();
  expect(nairaToKobo(today.money_back) - nairaToKobo(before.money_back)).toBeGreaterThanOrEqual(22_500);
  expect(nairaToKobo(today.net)).toBe(nairaToKobo(today.money_in) - nairaToKobo(today.money_back));
  await expectNoSidewaysScroll(office);
  await office.close();
});

test('a card order packing made dearer pays the difference with Pay now; the shopper, the owner and the CSV agree', async ({
  page,
  browser,
  request,
  owner,
}) => {
  // A watermelon of about 5 kg at ₦700/kg (₦3,500), up to 10 % more.
  const { shopper, order, totalKobo } = await orderOneWeighed(request, owner.headers, 'cards', 'Watermelon', {
    unit: { name: 'Piece', symbol: 'pc' },
    weight: { price_per_kg: 700, estimated_kg: 5, tolerance_percent: 10 },
  });

  // Paid at the test gateway's card page.
  await signIn(page, shopper);
  await page.goto(order.payment!.authorization_url!);
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Weighed at 5.4 kg: ₦3,780, within its tolerance: ₦280 more than was paid.
  await moveOrder(request, owner.headers, order.id, { status: 'confirmed' });
  await packLine(request, owner.headers, order.id, order.items[0]!.id, { weighed_kg: 5.4 });
  const finalText = naira(totalKobo + 28_000);

  // The order page asks for the difference, and Pay now takes it at the card page.
  await page.goto(`/users/orders/${order.id}`);
  const card = page.getByRole('region', { name: 'Card payment' });
  await expect(card).toContainText('Packing came to more than you paid: ₦280.00 is still to pay.');
  const items = page.getByRole('region', { name: 'Items' });
  await expect(amountBeside(items, 'Still to pay')).toHaveText('₦280.00');
  await card.getByRole('button', { name: 'Pay now' }).tap();
  await expect(page).toHaveURL(/\/api\/v1\/payments\/test-gateway\/checkout\//);
  await expect(page.getByText('₦280.00')).toBeVisible();
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Nothing is due now: the shopper's page.
  await expect(card.getByRole('button', { name: 'Pay now' })).toHaveCount(0);
  await expect(amountBeside(items, 'Final total after packing')).toHaveText(finalText);
  await expect(amountBeside(items, 'Paid')).toHaveText(finalText);
  await expect(amountBeside(items, 'Refunded')).toHaveCount(0);
  await expect(amountBeside(items, 'Still to pay')).toHaveCount(0);
  await expectNoSidewaysScroll(page);

  // The owner's order page says the same.
  const office = await ownerOnAPhone(browser);
  await signInOwner(office, owner);
  await office.goto(`/admin/orders/${order.id}`);
  const lines = office.getByRole('region', { name: 'Items' });
  await expect(lines.getByRole('row', { name: `Final total ${finalText}` })).toBeVisible();
  await expect(lines.getByRole('row', { name: `Paid ${finalText}` })).toBeVisible();
  await expect(lines.getByRole('row', { name: /^(Refunded|Still to pay|To give back) / })).toHaveCount(0);
  await expectNoSidewaysScroll(office);

  // And the CSV the owner downloads for this order.
  await office.goto(`/admin/orders?q=${order.id}`);
  const [download] = await Promise.all([
    office.waitForEvent('download'),
    office.getByRole('button', { name: 'Download CSV' }).tap(),
  ]);
  const [header, ...rows] = readFileSync((await download.path())!, 'utf8')
    .trimEnd()
    .split('\r\n');
  const columns = csvCells(header!);
  const row = csvCells(rows.find((line) => line.startsWith(`${order.id},`))!);
  const cell = (column: string) => row[columns.indexOf(column)];
  expect({
    final_total: cell('final_total'),
    amount_paid: cell('amount_paid'),
    amount_refunded: cell('amount_refunded'),
    amount_due: cell('amount_due'),
    refund_due: cell('refund_due'),
  }).toEqual({
    final_total: ((totalKobo + 28_000) / 100).toFixed(2),
    amount_paid: ((totalKobo + 28_000) / 100).toFixed(2),
    amount_refunded: '0.00',
    amount_due: '0.00',
    refund_due: '0.00',
  });
  await office.close();
});
