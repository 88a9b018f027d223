// The screenshots of docs/back-office.md, at 390×844 (a phone): a running shop (`npm start`) with an owner
// (`npm run owner:create`), a few orders placed by the owner's own account so the pages have something to show,
// then each back-office page in Chromium, saved as small palette PNGs under docs/images/.
// Usage: node scripts/back-office-screenshots.mjs <base URL> <owner e-mail> <owner password>
/* global document, window -- the page.evaluate callback runs in the browser */
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import sharp from 'sharp';

const [base = 'http://localhost:3000', email, password] = process.argv.slice(2);
if (!email || !password) throw new Error('usage: back-office-screenshots.mjs <base URL> <e-mail> <password>');
const images = join(import.meta.dirname, '../docs/images');
mkdirSync(images, { recursive: true });

async function call(path, { token, method = 'GET', body, headers = {} } = {}) {
  const response = await fetch(`${base}/api/v1${path}`, {
    method,
    headers: {
      Accept: 'application/json',
      ...(body ? { 'Content-Type': 'application/json' } : {}),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...headers,
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

const token = (await call('/auth/login', { method: 'POST', body: { email, password } })).data.access_token;
const country = (await call('/countries')).data[0];
const state = (await call(`/states?country_id=${country.id}`)).data.find((entry) => entry.name === 'Lagos');
const address = (
  await call('/address', {
    token,
    method: 'POST',
    body: {
      country_id: String(country.id),
      state_id: String(state.id),
      street_no: '14',
      nearest_landmark: 'Opposite the market',
      address: 'Adeola Odeku Street',
      city: 'Victoria Island',
      zip_code: '101241',
    },
  })
).data;
const channels = (await call('/delivery-channel')).data;
const products = (await call('/products?per_page=12')).data.filter((product) =>
  product.product_units.some((unit) => unit.available_quantity >= 3),
);
const orders = [];
for (const [index, method] of ['pay_on_delivery', 'bank_transfer', 'pay_on_delivery'].entries()) {
  const lines = products.slice(index * 2, index * 2 + 2).map((product) => ({
    product_id: product.id,
    product_units: [
      { product_unit_id: product.product_units.find((unit) => unit.available_quantity >= 3).id, quantity: 2 },
    ],
  }));
  const order = await call('/create-order', {
    token,
    method: 'POST',
    headers: { 'Idempotency-Key': randomUUID() },
    body: {
      delivery_channel_id: channels[0].id,
      payment_method: method,
      address_id: address.id,
      order_data: lines,
    },
  });
  orders.push(order.data);
}
await call(`/admin/orders/${orders[0].id}`, { token, method: 'PATCH', body: { status: 'confirmed' } });

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1 });
await page.goto(`${base}/auth/login`);
await page.getByLabel('Email', { exact: true }).fill(email);
await page.getByLabel('Password', { exact: true }).fill(password);
await page.getByRole('button', { name: 'Login' }).click();
await page.getByRole('heading', { level: 1, name: 'Your Profile' }).waitFor();

/** Opens a page, waits for what shows it has loaded, scrolls to the back office and saves the screen. */
async function shoot(name, path, ready, prepare) {
  await page.goto(`${base}${path}`);
  await ready().waitFor();
  await prepare?.();
  // The back office's own nav just under the shop's sticky header (64 px), past the top banner.
  await page.evaluate(() => {
    const nav = document.querySelector('nav[aria-label="Back office"]');
    if (nav) window.scrollTo(0, nav.getBoundingClientRect().top + window.scrollY - 72);
  });
  const png = await page.screenshot();
  const small = await sharp(png).png({ palette: true, quality: 80, compressionLevel: 9 }).toBuffer();
  writeFileSync(join(images, `${name}.png`), small);
  console.log(`${name}.png: ${(small.length / 1024).toFixed(0)} kB`);
}

await shoot('back-office-dashboard', '/admin', () => page.getByRole('region', { name: 'Orders waiting' }));
await shoot('back-office-orders', '/admin/orders', () => page.getByRole('table', { name: 'Orders' }));
await shoot(`back-office-order`, `/admin/orders/${orders[1].id}`, () =>
  page.getByRole('region', { name: 'Actions' }),
);
await page.setViewportSize({ width: 390, height: 700 });
await shoot('back-office-packing-slip', `/admin/orders/${orders[0].id}/packing-slip`, () =>
  page.getByRole('article'),
);
await page.setViewportSize({ width: 390, height: 844 });
await shoot('back-office-products', '/admin/products', () => page.getByRole('form').first());
await shoot(
  'back-office-new-product',
  '/admin/products/new',
  () => page.getByRole('button', { name: 'Create product' }),
  async () => {
    await page.getByLabel('Name', { exact: true }).fill('Ube (Bush Pear)');
    await page.getByLabel('Category').selectOption({ label: 'Fruits' });
    await page.getByRole('button', { name: 'Create product' }).click();
    await page.getByText('The price is required.').waitFor();
  },
);
await browser.close();
