import { randomUUID } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page } from '@playwright/test';

// One way to make a shopper for every spec: a fresh account, the code read from the server's mail folder as a
// person would read their mail, verification, and the sign-in form. The specs that test these steps themselves
// (auth.spec.ts) click through the pages and use only the pieces they need (`newShopper`, `mailedCode`).

export type Shopper = { name: string; lastName: string; email: string; password: string };

/** A shopper nobody has registered yet; the email starts with the first name (the verify page masks it). */
export function newShopper({
  name = 'Chidinma',
  lastName = 'Okonkwo',
  password = 'palm-oil-2026',
}: Partial<Omit<Shopper, 'email'>> = {}): Shopper {
  return { name, lastName, email: `${name.toLowerCase()}.${randomUUID().slice(0, 8)}@example.com`, password };
}

/** The server writes each mail as DATA_DIR/mail/<time>-<address>.json. */
const mailDir = () => join(process.env.E2E_DATA_DIR ?? '', 'mail');

export type Mail = { to: string; subject: string; text: string };

/**
 * The mails written so far to `address`, oldest first. The server's job worker writes each a moment after the
 * answer that queued it; the folder appears with the first mail.
 */
export const mailsTo = (address: string): Mail[] =>
  (existsSync(mailDir()) ? readdirSync(mailDir()) : [])
    .filter((name) => name.endsWith(`-${address}.json`))
    .sort()
    .map((name) => JSON.parse(readFileSync(join(mailDir(), name), 'utf8')) as Mail);

/** The code of the newest mail to `email` whose subject matches, waiting for it to arrive. */
export async function mailedCode(email: string, subject: RegExp = /verification/): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = mailsTo(email)
        .filter((entry) => subject.test(entry.subject))
        .at(-1);
      code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1];
      return code;
    }, `a mail matching ${subject} reaches ${email}`)
    .toMatch(/^\d{6}$/);
  return code!;
}

const byte = () => Math.floor(Math.random() * 256);

/** Registers the shopper through the API (201), leaving the account unverified. */
export async function registerShopper(request: APIRequestContext, shopper: Shopper): Promise<void> {
  const registered = await request.post('/api/v1/auth/register', {
    // Each shopper registers from an address of its own, as real shoppers do: the suite registers more shoppers
    // than one address may in an hour (the mail throttle, decision 009). The e2e server trusts loopback proxies.
    headers: { 'x-forwarded-for': `10.${byte()}.${byte()}.${byte()}` },
    data: {
      name: shopper.name,
      last_name: shopper.lastName,
      email: shopper.email,
      password: shopper.password,
      password_confirmation: shopper.password,
    },
  });
  expect(registered.status(), 'registration is accepted').toBe(201);
}

/** A registered and verified account made through the API, for tests that start with one, signed out. */
export async function verifiedShopper(
  request: APIRequestContext,
  names: Partial<Omit<Shopper, 'email'>> = {},
): Promise<Shopper> {
  const shopper = newShopper(names);
  await registerShopper(request, shopper);
  const code = await mailedCode(shopper.email);
  const verified = await request.post('/api/v1/auth/verify', { data: { email: shopper.email, code } });
  expect(verified.status(), 'the mailed code verifies the account').toBe(200);
  return shopper;
}

/** Fills the login form on the current page and presses Login; what follows is the caller's to check. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
}

/** Signs the shopper in through the login page and waits for the profile it lands on. */
export async function signIn(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  await page.goto('/auth/login');
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

/** The shopper's access token from the API's login, for calls a test makes on their behalf. */
export async function accessToken(
  request: APIRequestContext,
  shopper: Pick<Shopper, 'email' | 'password'>,
): Promise<string> {
  const login = await request.post('/api/v1/auth/login', {
    data: { email: shopper.email, password: shopper.password },
  });
  expect(login.status(), 'the shopper can sign in through the API').toBe(200);
  return ((await login.json()) as { data: { access_token: string } }).data.access_token;
}
