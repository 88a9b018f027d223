import { expect, test } from './support/test';
import {
  browseWithoutSignal,
  refreshWhenSignalReturns,
  savedCopyWhileOnline,
  untilServiceWorkerControls,
} from './support/offline';
import { productInStock } from './support/shop';
import { accessToken, signIn, verifiedShopper } from './support/shopper';

test.use({ serviceWorkers: 'allow' });

test('pages seen open without signal, a page never seen shows the offline page, the cart counts', async ({
  page,
  context,
  request,
}) => {
  await browseWithoutSignal(page, context, request);
});

test('a page opened from the cache says so, and refreshes itself when the signal returns', async ({
  page,
  context,
  request,
}) => {
  await refreshWhenSignalReturns(page, context, request);
});

test('a page the worker answers from its cache while the phone is online says it is a saved copy, until fresh', async ({
  page,
  context,
  request,
}) => {
  await savedCopyWhileOnline(page, context, request);
});

test("a signed-in shopper's cart changes made offline reach the server cart once, in order, when the signal returns", async ({
  page,
  context,
  request,
}) => {
  const product = await productInStock(request, 3);
  const shopper = await verifiedShopper(request, { name: 'Amaka', lastName: 'Obi' });
  const token = await accessToken(request, shopper);
  const serverQuantity = async () => {
    const answer = await request.get('/api/v1/cart', { headers: { Authorization: `Bearer ${token}` } });
    expect(answer.ok()).toBe(true);
    const { data } = (await answer.json()) as {
      data: { items: { product_unit_id: number; quantity: number }[] };
    };
    return data.items.find((row) => row.product_unit_id === product.unitId)?.quantity ?? 0;
  };
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();

  await context.setOffline(true);
  const add = page.getByRole('button', { name: 'Add to cart' });
  await add.click();
  await add.click();
  // Held on the phone while there is no signal: nothing reached the server.
  await expect.poll(serverQuantity).toBe(0);

  await context.setOffline(false);
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await expect.poll(serverQuantity).toBe(2);
  // Sent once each: nothing more arrives later.
  await page.waitForTimeout(1000);
  expect(await serverQuantity()).toBe(2);
});

test('signing out clears the pages, catalog and pictures the service worker kept for the shopper', async ({
  page,
  request,
}) => {
  const product = await productInStock(request, 1);
  const shopper = await verifiedShopper(request, { name: 'Kelechi', lastName: 'Eze' });
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}`);
  await untilServiceWorkerControls(page);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  const kept = () =>
    page.evaluate(async () => {
      const counts: Record<string, number> = {};
      for (const name of await caches.keys()) counts[name] = (await (await caches.open(name)).keys()).length;
      return counts;
    });
  await expect.poll(async () => (await kept())['oko-pages'] ?? 0).toBeGreaterThan(0);
  expect((await kept())['oko-media'] ?? 0).toBeGreaterThan(0);

  await page.getByRole('button', { name: 'Account menu' }).hover();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect
    .poll(async () => Object.keys(await kept()).filter((name) => name.startsWith('oko-')))
    .toEqual([]);
  // The app's own code (Workbox's precache) stays: it is no one's.
  expect(Object.keys(await kept()).some((name) => name.startsWith('workbox-precache'))).toBe(true);
});
