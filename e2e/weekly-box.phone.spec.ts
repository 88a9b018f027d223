import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import {
  addDays,
  formatLagosDay,
  isoWeekday,
  lagosDay,
  lagosInstant,
  lagosIso,
} from '@oko/shared/lagos-time';
import { createOwner, signInOwner } from './support/admin';
import { lagosAddress, productInStock } from './support/shop';
import { accessToken, signIn, verifiedShopper } from './support/shopper';
import { expect, test } from './support/test';

// The weekly box on a phone (issue 40, decisions 046 and 048): a shopper turns a card order into a weekly box,
// skips next week, changes a quantity and adds a product; the owner sees it in the forecast; the owner's Run now
// places the week after's box, with both products, paid by the kept card through the test gateway. The channel is the spec's own, its two Saturdays
// (or whichever weekday is 3 days off) one-off windows, so the week after's can be due today by the real clock.

type Json = Record<string, unknown>;

async function call(request: APIRequestContext, token: string, method: string, url: string, data?: Json) {
  const answer = await request.fetch(`/api/v1${url}`, {
    method,
    headers: { Authorization: `Bearer ${token}` },
    ...(data ? { data } : {}),
  });
  expect(answer.ok(), `${method} ${url}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as { data: Json & Json[] };
}

test('a shopper’s weekly box: repeat, skip, change; the owner’s forecast; the next box paid by the kept card', async ({
  page,
  browser,
  request,
}) => {
  // About 30 s on a quiet machine; a loaded one (2 cores, several suites) took 2 minutes.
  test.setTimeout(180_000);
  const owner = createOwner();
  const ownerToken = await accessToken(request, owner);
  const day = addDays(lagosDay(new Date()), 3);
  const weekAfter = addDays(day, 7);
  const channel = await call(request, ownerToken, 'POST', '/admin/delivery-channels', {
    name: `Weekly van ${randomUUID().slice(0, 5)}`,
    fee: 1500,
  });
  const channelId = channel.data.id as number;
  // Next week's window closes the evening before; the week after's closes in 30 hours, so with a 48-hour lead time
  // its box is due now.
  const windows = [
    { day, cutoff: lagosInstant(addDays(day, -1), '18:00') },
    { day: weekAfter, cutoff: new Date(Date.now() + 30 * 3_600_000) },
  ];
  for (const window of windows) {
    await call(request, ownerToken, 'POST', '/admin/delivery-windows', {
      delivery_channel_id: channelId,
      starts_at: lagosIso(lagosInstant(window.day, '09:00')),
      ends_at: lagosIso(lagosInstant(window.day, '13:00')),
      cutoff_at: lagosIso(window.cutoff),
      capacity: 10,
    });
  }
  await call(request, ownerToken, 'PUT', `/admin/delivery-channels/${channelId}/schedule`, {
    schedule: [
      { weekday: isoWeekday(day), start_time: '09:00', end_time: '13:00', cutoff_hours: 15, capacity: 10 },
    ],
  });

  // The shopper's card order for next week's window, paid at the test gateway.
  const shopper = await verifiedShopper(request, { name: 'Kemi', lastName: 'Bello' });
  const token = await accessToken(request, shopper);
  const product = await productInStock(request, 5);
  const countries = (await call(request, token, 'GET', '/countries')).data;
  const states = (await call(request, token, 'GET', `/states?country_id=${countries[0]!.id}`)).data;
  const address = await call(request, token, 'POST', '/address', {
    country_id: String(countries[0]!.id),
    state_id: String(states.find((state) => state.name === 'Lagos')!.id),
    street_no: lagosAddress.streetNo,
    nearest_landmark: lagosAddress.landmark,
    address: lagosAddress.address,
    city: lagosAddress.city,
    zip_code: lagosAddress.zipCode,
  });
  const offered = (await call(request, token, 'GET', `/delivery-windows?delivery_channel_id=${channelId}`))
    .data;
  const placed = await call(request, token, 'POST', '/create-order', {
    delivery_channel_id: channelId,
    payment_method: 'cards',
    address_id: address.data.id,
    delivery_window_id: offered[0]!.id,
    order_data: [
      { product_id: product.id, product_units: [{ product_unit_id: product.unitId, quantity: 1 }] },
    ],
  });
  const orderId = placed.data.id as number;
  await signIn(page, shopper);
  await page.goto((placed.data.payment as { authorization_url: string }).authorization_url);
  await page.getByRole('button', { name: 'Pay', exact: true }).tap();
  await expect(page.getByText('Payment received. Thank you!')).toBeVisible();

  // Repeat this order every week, from its page.
  const repeat = page.getByRole('region', { name: 'Repeat this order every week' });
  await repeat.getByRole('button', { name: 'Repeat this order' }).tap();
  await repeat.getByRole('link', { name: 'See My weekly orders' }).tap();
  await expect(page.getByRole('heading', { level: 1, name: 'My weekly orders' })).toBeVisible();
  const box = page.getByRole('article', { name: /^Weekly order: Every / });
  await expect(box).toContainText(/Changes close \w{3} \d+ \w{3}, \d+:\d\d/);

  // The owner sees next week's box in the next 7 days.
  const office = await (await browser.newContext({ viewport: page.viewportSize()! })).newPage();
  await signInOwner(office, owner);
  await office.goto('/admin/weekly-orders');
  await expect(
    office.getByRole('listitem', { name: new RegExp(`\\(${shopper.email.replace(/\./g, '\\.')}\\)$`) }),
  ).toBeVisible();
  const forecastDay = office
    .getByRole('region', { name: 'Next 7 days' })
    .getByRole('listitem', { name: formatLagosDay(lagosInstant(day, '12:00')) });
  await expect(forecastDay).toContainText(/[1-9]\d* box/);
  await expect(forecastDay).toContainText(product.name);

  // Skip next week (the first the form offers), and take 2 from now on.
  const skip = box.getByRole('form', { name: 'Skip a delivery' });
  await skip.getByRole('button', { name: 'Skip it' }).tap();
  await expect(
    box.getByRole('region', { name: 'Next deliveries' }).getByRole('listitem').first(),
  ).toContainText('Skipped');
  const items = box.getByRole('form', { name: 'Items' });
  await items.getByRole('spinbutton').fill('2');
  await items.getByRole('button', { name: 'Save items' }).tap();
  await expect
    .poll(async () => {
      const mine = (await call(request, token, 'GET', '/standing-orders')).data[0] as { lines: Json[] };
      return mine.lines[0]!.quantity;
    })
    .toBe(2);

  // Add another product, found by the shop's search, to every box not yet placed.
  const more = await productInStock(request, 5, [product.id]);
  const adding = box.getByRole('region', { name: 'Add a product' });
  await adding.getByRole('searchbox', { name: 'Product' }).fill(more.name);
  await adding.getByRole('button', { name: 'Find' }).tap();
  await adding.getByRole('button', { name: `Add ${more.name}, ${more.unitLabel}`, exact: true }).tap();
  await expect(items.getByLabel(`Quantity of ${more.name}, ${more.unitLabel}`)).toHaveValue('1');
  await items.getByRole('button', { name: 'Save items' }).tap();
  await expect
    .poll(async () => {
      const mine = (await call(request, token, 'GET', '/standing-orders')).data[0] as { lines: Json[] };
      return mine.lines.map((line) => line.product_unit_id);
    })
    .toEqual([product.unitId, more.unitId]);

  // The owner's lead time of 48 hours makes the week after's box due: the generator places it and the kept card
  // pays it (the schedule may have run first: either way one order, placed and paid).
  await call(request, ownerToken, 'PATCH', '/admin/settings', { standing_order_lead_hours: 48 });
  try {
    // The owner's Run now, confirmed: it says what it placed (nothing, when the schedule was first).
    const runNow = office.getByRole('region', { name: 'Place the boxes now' });
    await runNow.getByRole('button', { name: 'Run now' }).click();
    await runNow.getByRole('button', { name: 'Yes, run now' }).click();
    await expect(runNow.getByRole('status')).toContainText(/^(Placed|Nothing was due)/);
    const mine = (await call(request, token, 'GET', '/standing-orders')).data[0] as {
      next_runs: { state: string; order_id?: number }[];
    };
    expect(mine.next_runs.slice(0, 2).map((run) => run.state)).toEqual(['skipped', 'placed']);
    const boxOrderId = mine.next_runs[1]!.order_id!;
    expect(boxOrderId).not.toBe(orderId);
    await page.goto(`/users/orders/${boxOrderId}`);
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary.getByText('Paid', { exact: true })).toBeVisible();
    const boxItems = page.getByRole('table', { name: `Items of order #${boxOrderId}` });
    await expect(boxItems).toContainText(product.name);
    await expect(boxItems).toContainText(more.name);
  } finally {
    await call(request, ownerToken, 'PATCH', '/admin/settings', { standing_order_lead_hours: 24 });
    // The spec's channel leaves the checkout's list for the specs after it.
    await call(request, ownerToken, 'PATCH', `/admin/delivery-channels/${channelId}`, { active: false });
  }
});
