import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { mailedCode, newShopper, registerShopper, submitLogin, verifiedShopper } from './support/shopper';

// Accounts as a new shopper meets them (issue 3): register, read the code in the mail folder, verify (which signs
// in), the profile, sign out, a forgotten password, and a session that outlives its access token.

test('register → code from the mail folder → verify → login → profile → logout', async ({
  page,
  context,
}) => {
  const shopper = newShopper();
  await page.goto('/auth/register');
  await page.getByLabel('First Name').fill(shopper.name);
  await page.getByLabel('Last Name').fill(shopper.lastName);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email.toUpperCase());
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByLabel('Confirm Password').fill(shopper.password);
  await page.getByRole('button', { name: 'Register' }).click();

  await expect(page).toHaveURL(/\/auth\/verify$/);
  await expect(page.getByRole('heading', { name: 'Verify your email' })).toBeVisible();
  await expect(page.getByText(`ch**@example.com`)).toBeVisible();
  const code = await mailedCode(shopper.email, /verification/);
  await page.getByLabel('Code').fill(code);
  await page.getByRole('button', { name: 'Verify' }).click();

  // Verified is signed in (issue 23): no second login, straight to the profile.
  await expect(page).toHaveURL(/\/users\/profiles$/);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  await expect(page.getByText(`${shopper.name} ${shopper.lastName}`)).toBeVisible();

  // Spec sections 3, 4 and 9: cookies, the stored user and the persisted auth store.
  const cookies = Object.fromEntries((await context.cookies()).map((cookie) => [cookie.name, cookie]));
  expect(cookies.accessToken?.path).toBe('/');
  const day = 24 * 3600;
  expect(cookies.accessToken!.expires - Date.now() / 1000).toBeGreaterThan(day - 120);
  expect(cookies.accessToken!.expires - Date.now() / 1000).toBeLessThan(day + 120);
  expect(cookies.refreshToken!.expires - Date.now() / 1000).toBeGreaterThan(7 * day - 120);
  const stored = await page.evaluate(() => ({
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
    store: JSON.parse(localStorage.getItem('userStore') ?? 'null'),
  }));
  expect(stored.user.email).toBe(shopper.email);
  expect(stored.store.state).toMatchObject({ isAuthenticated: true, email: shopper.email, isVerified: true });

  // The profile edits the name, and adds the phone the rider calls; the header greets by the new name.
  await page.getByLabel('First Name').fill('Chioma');
  await page.getByLabel('Phone number (optional)').fill('0803 123 4567');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated successfully.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account details' })).toContainText('+234 803 123 4567');
  const menu = page.getByRole('button', { name: 'Account menu' });
  await expect(menu).toContainText('Chioma');

  // Sign out from the user menu (desktop, on hover).
  await menu.hover();
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/auth\/login$/);
  await expect(page.getByText('Logout Successfully')).toBeVisible();
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('accessToken');
  expect((await context.cookies()).map((cookie) => cookie.name)).not.toContain('refreshToken');
  expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();
  await expect(
    page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Login' }),
  ).toBeVisible();
  await page.goto('/users/profiles');
  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fusers%2Fprofiles$/);
});

test('an unverified shopper who signs in is sent to verify, and can have a new code', async ({
  page,
  request,
}) => {
  const shopper = newShopper();
  await registerShopper(request, shopper);
  const firstCode = await mailedCode(shopper.email, /verification/);
  await page.goto('/auth/login?redirectTo=%2Fusers%2Forders');
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/auth\/verify\?redirectTo=%2Fusers%2Forders$/);
  await expect(page.getByText('ch**@example.com')).toBeVisible();

  await page.getByRole('button', { name: 'Resend code' }).click();
  await expect(
    page.getByText('If that address is waiting for verification, a new code is on its way.'),
  ).toBeVisible();
  let secondCode = firstCode;
  await expect
    .poll(async () => (secondCode = await mailedCode(shopper.email, /verification/)))
    .not.toBe(firstCode);

  await page.getByLabel('Code').fill(firstCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is invalid or has expired.')).toBeVisible();

  await page.getByLabel('Code').fill(secondCode);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/users\/orders$/);
});

test('a forgotten password is reset with a mailed code, and the old one stops working', async ({
  page,
  request,
}) => {
  const shopper = await verifiedShopper(request);
  await page.goto('/auth/login?redirectTo=%2Fusers%2Fprofiles');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot-password\?redirectTo=%2Fusers%2Fprofiles$/);
  await page.getByLabel('Email', { exact: true }).fill(shopper.email);
  await page.getByRole('button', { name: 'Send code' }).click();

  await expect(page).toHaveURL(/\/auth\/verify-reset\?redirectTo=%2Fusers%2Fprofiles$/);
  await expect(page.getByText('ch**@example.com')).toBeVisible();
  await page.getByLabel('Code').fill(await mailedCode(shopper.email, /password reset/));
  await page.getByRole('button', { name: 'Verify' }).click();

  await expect(page).toHaveURL(/\/auth\/password-reset\?redirectTo=%2Fusers%2Fprofiles$/);
  await page.getByLabel('New Password').fill('ofada-stew-99');
  await page.getByLabel('Confirm Password').fill('ofada-stew-9');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('passwords must match')).toBeVisible();
  await page.getByLabel('Confirm Password').fill('ofada-stew-99');
  await page.getByRole('button', { name: 'Reset Password' }).click();

  await expect(page).toHaveURL(/\/auth\/login\?redirectTo=%2Fusers%2Fprofiles$/);
  await expect(page.getByText('Your password has been reset. You can now sign in.')).toBeVisible();
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page.getByText('These credentials do not match our records.')).toBeVisible();
  await submitLogin(page, shopper.email, 'ofada-stew-99');
  await expect(page).toHaveURL(/\/users\/profiles$/);
  await expect(page.getByText(shopper.email)).toBeVisible();
});

test('a page still works when the access token is bad but the refresh token is good', async ({
  page,
  context,
  request,
}) => {
  const shopper = await verifiedShopper(request);
  await page.goto('/auth/login');
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/users\/profiles$/);

  await context.addCookies([
    { name: 'accessToken', value: 'corrupted.token.value', domain: 'localhost', path: '/' },
  ]);
  const refreshes: string[] = [];
  page.on('request', (req) => {
    if (req.url().endsWith('/api/v1/auth/refresh-token')) refreshes.push(req.url());
  });
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByText(shopper.email)).toBeVisible();
  expect(refreshes).toHaveLength(1);
  const accessToken = (await context.cookies()).find((cookie) => cookie.name === 'accessToken');
  expect(accessToken?.value).not.toBe('corrupted.token.value');
  expect(accessToken?.value.split('.')).toHaveLength(3);
});

test.describe('validation messages of spec section 5, in red under their fields', () => {
  async function expectFieldError(page: Page, label: string, message: string) {
    const field = page.getByLabel(label, { exact: true });
    await expect(field).toHaveAccessibleDescription(message);
    const error = page.getByText(message, { exact: true }).filter({ visible: true });
    await expect(error.first()).toHaveClass(/text-red-600/);
  }

  test('login', async ({ page }) => {
    await page.goto('/auth/login');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectFieldError(page, 'Email', 'Email is required');
    await expectFieldError(page, 'Password', 'password is required');
    await page.getByLabel('Email', { exact: true }).fill('adaeze.example');
    await page.getByLabel('Password').fill('12345');
    await page.getByRole('button', { name: 'Login' }).click();
    await expectFieldError(page, 'Email', 'Invalid email address');
    await expectFieldError(page, 'Password', 'password is required');
  });

  test('register', async ({ page }) => {
    await page.goto('/auth/register');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'First Name', 'First Name field is required');
    await expectFieldError(page, 'Last Name', 'Last Name field is required');
    await expectFieldError(page, 'Email', 'Email field is required');
    await expectFieldError(page, 'Password', 'required');
    await expectFieldError(page, 'Confirm Password', 'required');

    await page.getByLabel('Email', { exact: true }).fill('adaeze.example');
    await page.getByLabel('Password', { exact: true }).fill('123456');
    await page.getByLabel('Confirm Password').fill('1234567');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'Email', 'Invalid email address');
    await expectFieldError(page, 'Confirm Password', 'passwords must match');
  });

  test('an address already taken says so under the email', async ({ page, request }) => {
    const shopper = await verifiedShopper(request);
    await page.goto('/auth/register');
    await page.getByLabel('First Name').fill('Another');
    await page.getByLabel('Last Name').fill('Shopper');
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill('whatever-1');
    await page.getByLabel('Confirm Password').fill('whatever-1');
    await page.getByRole('button', { name: 'Register' }).click();
    await expectFieldError(page, 'Email', 'The email has already been taken.');
  });
});

test('auth links carry redirectTo, and a signed-in shopper on an auth page goes there', async ({
  page,
  request,
}) => {
  await page.goto('/auth/login?redirectTo=%2Fcheckout');
  await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute(
    'href',
    '/auth/register?redirectTo=%2Fcheckout',
  );
  await expect(page.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
    'href',
    '/auth/forgot-password?redirectTo=%2Fcheckout',
  );
  const shopper = await verifiedShopper(request);
  await submitLogin(page, shopper.email, shopper.password);
  await expect(page).toHaveURL(/\/checkout$/);
  await page.goto('/auth/register');
  await expect(page).toHaveURL(/\/users\/profiles$/);
});
