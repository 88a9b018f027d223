import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';

// The checkout as a new shopper meets it (issue 6), against the real server: add to the cart, open the checkout,
// create the delivery address, step a quantity (sent on blur), pick a channel and a payment method, confirm, and
// land on the order with the cart emptied. The account steps are the auth spec's, kept minimal here.

const mailDir = () => join(process.env.E2E_DATA_DIR ?? '', 'mail');

async function verifiedAccount(request: APIRequestContext) {
  const email = `checkout.${randomUUID().slice(0, 8)}@example.com`;
  const password = 'palm-oil-2026';
  const registered = await request.post('/api/v1/auth/register', {
    data: { name: 'Chiamaka', last_name: 'Eze', email, password, password_confirmation: password },
  });
  expect(registered.status()).toBe(201);
  let code: string | undefined;
  await expect
    .poll(() => {
      const mail = readdirSync(mailDir())
        .filter((name) => name.endsWith(`-${email}.json`))
        .sort()
        .map((name) => JSON.parse(readFileSync(join(mailDir(), name), 'utf8')) as { text: string })
        .at(-1);
      code = /Your code: (\d{6})/.exec(mail?.text ?? '')?.[1];
      return code;
    })
    .toMatch(/^\d{6}$/);
  expect((await request.post('/api/v1/auth/verify', { data: { email, code } })).status()).toBe(200);
  return { email, password };
}

async function signIn(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your Profile' })).toBeVisible();
}

type ApiProduct = {
  id: number;
  name: string;
  product_units: {
    id: number;
    unit_number: number;
    unit: { symbol: string };
    price_per_unit: string;
    available_quantity: number;
  }[];
};

/** A seeded product whose first unit in stock (the one the product page chooses) has at least 3. */
async function productInStock(request: APIRequestContext) {
  const response = await request.get('/api/v1/products?per_page=50');
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  for (const product of products) {
    const unit = product.product_units.find((entry) => entry.available_quantity > 0);
    if (unit && unit.available_quantity >= 3) {
      return {
        id: product.id,
        label: `${product.name} (${unit.unit_number} ${unit.unit.symbol})`,
        priceKobo: Math.round(Number(unit.price_per_unit) * 100),
      };
    }
  }
  throw new Error('no seeded product with 3 in stock');
}

const naira = (kobo: number) =>
  `₦${new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(kobo / 100)}`;

test('a new shopper goes from an empty cart to a placed order', async ({ page, request }) => {
  const product = await productInStock(request);
  const channels = (
    (await (await request.get('/api/v1/delivery-channel')).json()) as {
      data: { id: number; name: string; fee: string }[];
    }
  ).data;
  expect(channels.length).toBeGreaterThan(1);
  const [firstChannel, chosenChannel] = channels as [(typeof channels)[0], (typeof channels)[0]];
  const shopper = await verifiedAccount(request);
  await signIn(page, shopper);

  await page.goto(`/products/${product.id}`);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');

  // No address yet: the form opens by itself.
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await expect(addressForm).toBeVisible();
  await addressForm.getByRole('button', { name: 'Create Address' }).click();
  await expect(addressForm.getByText('The street no field is required.')).toBeVisible();
  await addressForm.getByLabel('Country').selectOption({ label: 'Nigeria' });
  await addressForm.getByLabel('State').selectOption({ label: 'Lagos' });
  await addressForm.getByLabel('Street No').fill('14');
  await addressForm.getByLabel('Nearest Landmark').fill('Opposite the market');
  await addressForm.getByLabel('Address', { exact: true }).fill('Adeola Odeku Street');
  await addressForm.getByLabel('City').fill('Victoria Island');
  await addressForm.getByLabel('Zip Code').fill('101241');
  await addressForm.getByRole('button', { name: 'Create Address' }).click();
  await expect(page.getByText('Address Created Successful')).toBeVisible();
  await expect(page.getByTestId('delivery-address')).toContainText(
    '14, Opposite the market, Adeola Odeku Street',
  );
  await expect(page.getByTestId('delivery-address')).toContainText('101241, Victoria Island');

  // One more, sent to the server when focus leaves the stepper.
  const quantity = page.getByLabel(`Quantity of ${product.label}`);
  await expect(quantity).toHaveText('1');
  await page.getByRole('button', { name: `One more ${product.label}` }).click();
  await expect(quantity).toHaveText('2');
  await page.keyboard.press('Tab');
  await expect(page.getByText('cart updated successfully').first()).toBeVisible();

  // The fee follows the channel; the totals are right to the kobo.
  const subtotal = product.priceKobo * 2;
  const feeOf = (channel: { fee: string }) => Math.round(Number(channel.fee) * 100);
  await expect(page.getByTestId('summary-subtotal')).toHaveText(naira(subtotal));
  await expect(page.getByTestId('summary-delivery-fee')).toHaveText(naira(feeOf(firstChannel)));
  await page.getByLabel('Delivery Channel', { exact: true }).selectOption(String(chosenChannel.id));
  await expect(page.getByTestId('summary-delivery-fee')).toHaveText(naira(feeOf(chosenChannel)));
  const grandTotal = subtotal + feeOf(chosenChannel);
  await expect(page.getByTestId('summary-grand-total')).toHaveText(naira(grandTotal));

  // Confirm without a payment method: the list says what is missing.
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page.getByText('Validation Errors:')).toBeVisible();
  await expect(page.getByText('payment_method: payment_method is required')).toBeVisible();

  await page.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  await page.getByRole('button', { name: 'Confirm Order' }).click();
  await expect(page).toHaveURL(/\/users\/orders\/\d+$/);
  await expect(page.getByText('Order created successfully')).toBeVisible();
  await expect(page.getByText(naira(grandTotal)).first()).toBeVisible();

  // The server emptied the cart.
  await expect(page.getByRole('link', { name: 'Cart, 0 items' })).toBeVisible();
  await page.goto('/checkout');
  await expect(page.getByText('There is no cart items yet')).toBeVisible();
});
