import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';

// On a phone, a signed-in shopper signs out from the side drawer (spec sections 2 and 6).

test('the drawer offers "Sign out" to a signed-in shopper, and it signs out', async ({ page, request }) => {
  const email = `emeka.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'groundnut-oil';
  const registered = await request.post('/api/v1/auth/register', {
    data: { name: 'Emeka', last_name: 'Nwosu', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  const mailDir = join(process.env.E2E_DATA_DIR ?? '', 'mail');
  const mail = readdirSync(mailDir).find((name) => name.endsWith(`-${email}.json`));
  const code = /Your code: (\d{6})/.exec(JSON.parse(readFileSync(join(mailDir, mail!), 'utf8')).text)?.[1];
  expect((await request.post('/api/v1/auth/verify', { data: { email, code } })).status()).toBe(200);

  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/users\/profiles$/);

  await page.getByRole('button', { name: 'Open menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toHaveCount(0);
  await drawer.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Logout Successfully')).toBeVisible();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(drawer.getByRole('link', { name: 'Sign In' })).toBeVisible();
});
