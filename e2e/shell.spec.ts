import { expect, test } from './support/test';

// The page shell of spec section 2, word for word, over the real API's site settings.

test('the shell shows the banner, header, and every footer text', async ({ page, request }) => {
  const settings = (await (await request.get('/api/v1/get-setting')).json()).data;
  await page.goto('/');

  await expect(
    page.getByText(
      'All farm produce is organically cultivated and carefully processed under optimal conditions',
    ),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'shopNow' })).toHaveAttribute('href', '/products');

  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const name of ['Home', 'Categories', 'About', 'Login']) {
    await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByPlaceholder('What are you looking to order today?')).toBeVisible();
  await expect(page.getByRole('link', { name: /cart/i }).first()).toHaveAttribute('href', '/carts');
  await expect(page.getByRole('img', { name: settings.site_name }).first()).toBeVisible();

  const footer = page.getByRole('contentinfo');
  for (const text of [
    'Best Prices & Deals',
    "Don't miss our daily amazing deals and prices",
    'Refundable',
    'If your items have damage we agree to refund it',
    '8:00 - 20:00, Sunday - Thursday',
    settings.address,
    settings.site_phone,
    settings.site_email,
    'Shipping Details',
    'Hot deals',
    'Promotions',
    'Q&A',
  ]) {
    await expect(footer.getByText(text, { exact: false }).first()).toBeVisible();
  }
  // The demo shop delivers free over ₦5000, so its footer shows the spec's third benefit word for word.
  expect(settings.free_delivery_threshold).toBe('5000.00');
  await expect(footer.getByRole('heading', { name: 'Free delivery' })).toBeVisible();
  await expect(footer.getByText('Do purchase over ₦5000 and get free delivery anywhere')).toBeVisible();
  await expect(footer.getByRole('link', { name: 'New products' })).toHaveAttribute('href', '/products');
  await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByText(String(new Date().getFullYear()))).toBeVisible();
});

test('the document title is "{title} | {brand}"', async ({ page, request }) => {
  const { site_name } = (await (await request.get('/api/v1/get-setting')).json()).data;
  await page.goto('/categories');
  await expect(page).toHaveTitle(`All categories | ${site_name}`);
});

test('the logo falls back to the bundled image when the settings logo fails', async ({ page }) => {
  await page.route('**/media/logo.svg', (route) => route.fulfill({ status: 404, body: '' }));
  await page.goto('/');
  const logo = page.getByRole('banner').getByRole('img').first();
  await expect(logo).toBeVisible();
  await expect(logo).not.toHaveAttribute('src', /\/media\/logo\.svg$/);
});

test('an unknown path shows the 404 page with a way home', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByText("Sorry, we couldn't find the page you're looking for.")).toBeVisible();
  await page.getByRole('link', { name: 'Go to home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('navigation scrolls back to the top', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

// Issue 23: between pages the shell stays, and the content area shows that the next page is loading; the
// full-screen spinner is for the app and the user loading, not for a page whose code is still on its way.
test('a page whose code has not arrived loads inside the shell', async ({ page }) => {
  await page.goto('/');
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'About', exact: true })
    .click();

  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('main').getByRole('status', { name: 'Loading' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('link', { name: /home$/ })).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeAttached();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
});
