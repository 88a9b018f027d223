import type { APIRequestContext, Page } from '@playwright/test';
import { formatNairaAmount } from '@oko/shared/money';
import { expect, test } from './support/test';
import { shopperAtCheckout } from './support/checkout';
import { fillLagosAddress } from './support/shop';

// Issue 42 on a phone against the real server and the demo shop's zones: the Standard channel prices Lagos
// Island (Eti-Osa, Lagos Island, Ibeju-Lekki) at ₦3,000 and the rest of Lagos, the Mainland, at ₦1,500. A
// shopper in Lekki names their area in the address form and pays the Island fee; one in Ikeja the Mainland's.

// Each test walks a whole checkout: room for a machine under load.
test.describe.configure({ timeout: 240_000 });

const STANDARD = 'Standard Delivery (3-5 days)';

/** The demo shop's fee for `area` of Lagos by the Standard channel, as the API prices it. */
async function standardFee(request: APIRequestContext, area: string) {
  const countries = (await (await request.get('/api/v1/countries')).json()) as { data: { id: number }[] };
  const states = (await (await request.get(`/api/v1/states?country_id=${countries.data[0]!.id}`)).json()) as {
    data: { id: number; name: string }[];
  };
  const lagos = states.data.find((state) => state.name === 'Lagos')!.id;
  const areas = (await (await request.get(`/api/v1/states/${lagos}/areas`)).json()) as {
    data: { id: number; name: string }[];
  };
  const areaId = areas.data.find((entry) => entry.name === area)!.id;
  const channels = (await (
    await request.get(`/api/v1/delivery-channel?state_id=${lagos}&area_id=${areaId}`)
  ).json()) as { data: { name: string; fee: string }[] };
  return channels.data.find((channel) => channel.name === STANDARD)!.fee;
}

/** A new shopper at the checkout who creates a Lagos address in `area` and places the order by Standard. */
async function orderFrom(page: Page, request: APIRequestContext, area: string, expectedFee: string) {
  await shopperAtCheckout(page, request, { name: 'Adaeze', lastName: 'Okafor' });
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await fillLagosAddress(addressForm);
  // The state's areas come after the state.
  await addressForm.getByLabel('Local Government Area').selectOption({ label: area });
  await addressForm.getByRole('button', { name: 'Create Address' }).tap();
  await expect(page.getByText('Address Created Successful')).toBeVisible();

  const form = page.getByRole('form', { name: 'Place your order' });
  await expect(form.getByLabel('Delivery Channel').locator('option:checked')).toHaveText(STANDARD);
  await expect(form.getByText(`Fee ${formatNairaAmount(expectedFee)}.`)).toBeVisible();
  await form.getByLabel('Payment Method', { exact: true }).selectOption({ label: 'Payment On delivery' });
  await form.getByRole('button', { name: 'Confirm Order' }).tap();
  await expect(page).toHaveURL(/\/users\/orders\/\d+/);
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
}

test('a Lekki address pays the Island fee at checkout', async ({ page, request }) => {
  const fee = await standardFee(request, 'Eti-Osa');
  expect(fee).toBe('3000.00');
  await orderFrom(page, request, 'Eti-Osa', fee);
});

test('an Ikeja address pays the Mainland fee at checkout', async ({ page, request }) => {
  const fee = await standardFee(request, 'Ikeja');
  expect(fee).toBe('1500.00');
  await orderFrom(page, request, 'Ikeja', fee);
});

test('an address without its area is asked for it where the fee depends on it, then pays its fee', async ({
  page,
  request,
}) => {
  const island = await standardFee(request, 'Eti-Osa');
  await shopperAtCheckout(page, request, { name: 'Tunde', lastName: 'Bakare' });
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await fillLagosAddress(addressForm);
  await addressForm.getByRole('button', { name: 'Create Address' }).tap();
  await expect(page.getByText('Address Created Successful')).toBeVisible();

  // Priced by the state (the Mainland's fee) until the area is given, and asked for it.
  const form = page.getByRole('form', { name: 'Place your order' });
  await expect(form.getByText(`Fee ${formatNairaAmount('1500.00')}.`)).toBeVisible();
  await expect(
    page.getByText(
      'The delivery fee in Lagos depends on the area. Add your Local Government Area to your address.',
    ),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Add your area' }).tap();
  const update = page.getByRole('form', { name: 'Update Address' });
  await update.getByLabel('Local Government Area').selectOption({ label: 'Eti-Osa' });
  await update.getByRole('button', { name: 'Update Address' }).tap();
  await expect(page.getByTestId('delivery-address')).toContainText('Eti-Osa, Lagos');
  await expect(page.getByRole('button', { name: 'Add your area' })).toBeHidden();
  await expect(form.getByText(`Fee ${formatNairaAmount(island)}.`)).toBeVisible();
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth).toBeLessThanOrEqual(innerWidth);
});
