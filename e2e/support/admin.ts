import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { press } from './press';
import { submitLogin } from './shopper';

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
  // The owner lands on the back office, not the shopper's profile (issue 43 item 11).
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
}

/** An order action that asks first (issue 23): presses `action`, then `yes` in the dialog asking `question`. */
export async function pressAndConfirm(where: Page | Locator, action: string, question: string, yes: string) {
  await press(where.getByRole('button', { name: action }));
  await press(where.getByRole('alertdialog', { name: question }).getByRole('button', { name: yes }));
}

/** A sale unit as the new product form asks for it, as typed. */
export type NewUnit = { name: string; symbol: string; price: string; stock: string };

/** Fills unit `n` of the new product form (the first is there; the caller adds the next with "Add a unit"). */
export async function fillNewUnit(page: Page, n: number, unit: NewUnit): Promise<void> {
  const row = page.getByRole('listitem', { name: `Unit ${n}` });
  await row.getByLabel('Unit name').fill(unit.name);
  await row.getByLabel('Symbol').fill(unit.symbol);
  await row.getByLabel('Price (₦)').fill(unit.price);
  await row.getByLabel('Stock').fill(unit.stock);
}

/** A product name nobody else's test uses, so a search finds this one only. */
export const uniqueProductName = (name: string) => `${name} ${randomUUID().slice(0, 6)}`;

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

/**
 * A product of the spec's own, made through the back office's API with the owner's `headers`, in the shop's first
 * category, with one sale unit as the new product form sends it (a `weight` for one sold by weight). Answers its id
 * and its unit's, as an order line names them.
 */
export async function createProduct(
  request: APIRequestContext,
  headers: Record<string, string>,
  name: string,
  unit: object,
): Promise<{ productId: number; productUnitId: number }> {
  const categories = (await (await request.get('/api/v1/products/categories')).json()) as {
    data: { id: number }[];
  };
  const response = await request.post('/api/v1/admin/products', {
    headers,
    data: { name, category_id: categories.data[0]!.id, product_units: [unit] },
  });
  expect(response.status(), `${name} is created`).toBe(201);
  const product = ((await response.json()) as { data: { id: number; product_units: { id: number }[] } }).data;
  return { productId: product.id, productUnitId: product.product_units[0]!.id };
}
