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

// A photo for the first product, as a phone would send one: a basket of yams, drawn here and sent as a JPEG.
const photoOf = products[0];
const basket = Buffer.from(
  `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1200">` +
    `<rect width="1600" height="1200" fill="#c9b48a"/><rect y="760" width="1600" height="440" fill="#7a5a34"/>` +
    [0, 1, 2, 3, 4]
      .map(
        (i) =>
          `<ellipse cx="${420 + i * 190}" cy="${640 + (i % 2) * 70}" rx="230" ry="105" ` +
          `transform="rotate(${-20 + i * 9} ${420 + i * 190} ${640 + (i % 2) * 70})" fill="#8b5a2b" stroke="#5d3a1a" stroke-width="10"/>`,
      )
      .join('') +
    `</svg>`,
);
const photo = await sharp(basket).jpeg({ quality: 85 }).toBuffer();
const uploaded = await fetch(`${base}/api/v1/admin/products/${photoOf.id}/image`, {
  method: 'PUT',
  headers: { 'Content-Type': 'image/jpeg', Authorization: `Bearer ${token}` },
  body: photo,
});
if (!uploaded.ok) throw new Error(`photo upload: ${uploaded.status} ${await uploaded.text()}`);

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
async function shoot(name, path, ready, prepare, top = 'nav[aria-label="Back office"]') {
  await page.goto(`${base}${path}`);
  await ready().waitFor();
  await prepare?.();
  // The back office's own nav (or `top`) just under the shop's sticky header (64 px), past the top banner.
  await page.evaluate((selector) => {
    const element = document.querySelector(selector);
    if (element) window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY - 72);
  }, top);
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
await shoot(
  'back-office-product-photo',
  `/admin/products/${photoOf.id}`,
  () => page.getByRole('button', { name: 'Remove photo' }),
  async () => {
    const image = page.getByRole('region', { name: 'Photo' }).getByRole('img');
    await image.evaluate((element) => element.decode());
  },
  'section[aria-label="Photo"]',
);
await browser.close();
