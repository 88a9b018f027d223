import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { accessToken, type Shopper, submitLogin } from './shopper';

// The shop owner of the back-office specs (issue 13): made with `npm run owner:create` against the e2e server's
// data directory and port, as the README tells a new owner to do, and signed in through the login page.

export type Owner = { email: string; password: string };

/** A fresh owner account, made by the owner's command (it talks to the running e2e server). */
export function createOwner(): Owner {
  const owner = { email: `owner.${randomUUID().slice(0, 8)}@okofarm.test`, password: 'harvest-2026-owner' };
  execFileSync(
    'npm',
    ['run', '--silent', 'owner:create', '--', owner.email, owner.password, 'Ngozi', 'Adebayo'],
    {
      env: { ...process.env, DATA_DIR: process.env.E2E_DATA_DIR, PORT: process.env.E2E_PORT ?? '3100' },
      stdio: 'pipe',
    },
  );
  return owner;
}

/** Signs the owner in at /auth/login and waits for the profile it lands on. */
export async function signInOwner(page: Page, owner: Owner): Promise<void> {
  await page.goto('/auth/login');
  await submitLogin(page, owner.email, owner.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

/** A product name nobody else's test uses, so a search finds this one only. */
export const uniqueProductName = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

/**
 * The shopper orders `quantity` of a unit through the API, as the checkout would (its own spec drives the page):
 * a Lagos address, the first delivery channel, payment on delivery. Answers the order's id and total.
 */
export async function placeOrder(
  request: APIRequestContext,
  shopper: Shopper,
  line: { productId: number; productUnitId: number; quantity: number },
): Promise<{ id: number; total: string }> {
  const headers = { Authorization: `Bearer ${await accessToken(request, shopper)}` };
  const countries = ((await (await request.get('/api/v1/countries')).json()) as { data: { id: number }[] })
    .data;
  const states = (
    (await (await request.get(`/api/v1/states?country_id=${countries[0]!.id}`)).json()) as {
      data: { id: number }[];
    }
  ).data;
  const address = await request.post('/api/v1/address', {
    headers,
    data: {
      country_id: String(countries[0]!.id),
      state_id: String(states[0]!.id),
      street_no: '14',
      nearest_landmark: 'Opposite the market',
      address: 'Adeola Odeku Street',
      city: 'Victoria Island',
      zip_code: '101241',
    },
  });
  expect(address.ok()).toBe(true);
  const channels = (
    (await (await request.get('/api/v1/delivery-channel')).json()) as { data: { id: number }[] }
  ).data;
  const placed = await request.post('/api/v1/create-order', {
    headers: { ...headers, 'Idempotency-Key': randomUUID() },
    data: {
      delivery_channel_id: channels[0]!.id,
      payment_method: 'pay_on_delivery',
      address_id: ((await address.json()) as { data: { id: number } }).data.id,
      order_data: [
        {
          product_id: line.productId,
          product_units: [{ product_unit_id: line.productUnitId, quantity: line.quantity }],
        },
      ],
    },
  });
  expect(placed.status(), 'the order is placed').toBe(201);
  return ((await placed.json()) as { data: { id: number; total: string } }).data;
}

/** The product's id and its units' ids, read by the guest-facing API (hidden units are not shown). */
export async function productUnits(request: APIRequestContext, productId: number) {
  const response = await request.get(`/api/v1/products/${productId}`);
  expect(response.ok()).toBe(true);
  return (
    (await response.json()) as {
      data: { product_units: { id: number; unit_number: number; price_per_unit: string }[] };
    }
  ).data.product_units;
}
