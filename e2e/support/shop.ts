import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import { deliveryFeeFor } from '@oko/shared/delivery-fee';
import { nairaToKobo } from '@oko/shared/money';
import { unitLabel } from '@oko/shared/units';

// What the checkout specs read from the real shop before they start: a product the product page can sell, the
// delivery channels, money as the storefront prints it, and the address form filled as a shopper would.

type ApiProduct = {
  id: number;
  name: string;
  product_units: {
    id: number;
    unit_number: number;
    unit: { name: string; symbol: string };
    price_per_unit: string;
    available_quantity: number;
  }[];
};

export type ProductInStock = {
  id: number;
  name: string;
  /** The unit the product page chooses. */
  unitId: number;
  /** "<name> (<unit_number> <symbol>)": how the cart and checkout name the row. */
  label: string;
  /** "25 kg", "1 bunch". */
  unitLabel: string;
  priceKobo: number;
};

/**
 * A seeded product whose first unit in stock (the one the product page chooses) has at least `atLeast`; not one
 * of the products `besides` names.
 */
export async function productInStock(
  request: APIRequestContext,
  atLeast = 3,
  besides: readonly number[] = [],
): Promise<ProductInStock> {
  const response = await request.get('/api/v1/products?per_page=50');
  expect(response.ok()).toBe(true);
  const products = ((await response.json()) as { data: ApiProduct[] }).data;
  for (const product of products) {
    if (besides.includes(product.id)) continue;
    const unit = product.product_units.find((entry) => entry.available_quantity > 0);
    if (unit && unit.available_quantity >= atLeast) {
      return {
        id: product.id,
        name: product.name,
        unitId: unit.id,
        label: `${product.name} (${unitLabel(unit.unit_number, unit.unit)})`,
        unitLabel: unitLabel(unit.unit_number, unit.unit),
        priceKobo: Math.round(Number(unit.price_per_unit) * 100),
      };
    }
  }
  throw new Error(`no seeded product with ${atLeast} in stock`);
}

export type DeliveryChannel = { id: number; name: string; fee: string; has_windows: boolean };

/**
 * The shop's delivery channels, in the order the checkout lists them (the first is chosen by default); with a
 * state, those delivering there at its fee (issue 26).
 */
export async function deliveryChannels(
  request: APIRequestContext,
  stateId?: number,
): Promise<DeliveryChannel[]> {
  const response = await request.get(`/api/v1/delivery-channel${stateId ? `?state_id=${stateId}` : ''}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DeliveryChannel[] }).data;
}

export type DeliveryWindow = {
  id: number;
  starts_at: string;
  ends_at: string;
  cutoff_at: string;
  remaining: number;
  status: 'open' | 'full' | 'closed';
};

/** A channel's bookable delivery windows (the open ones of its coming windows), soonest first. */
export async function deliveryWindows(
  request: APIRequestContext,
  channelId: number,
): Promise<DeliveryWindow[]> {
  const response = await request.get(`/api/v1/delivery-windows?delivery_channel_id=${channelId}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: DeliveryWindow[] }).data.filter(
    (window) => window.status === 'open',
  );
}

export const feeKobo = (channel: Pick<DeliveryChannel, 'fee'>) => Math.round(Number(channel.fee) * 100);

/** The shop's free-delivery threshold in kobo (the demo shop's: ₦5000), or null when it is off. */
export async function freeDeliveryThresholdKobo(request: APIRequestContext): Promise<number | null> {
  const response = await request.get('/api/v1/get-setting');
  expect(response.ok()).toBe(true);
  const threshold = ((await response.json()) as { data: { free_delivery_threshold: string | null } }).data
    .free_delivery_threshold;
  return threshold === null ? null : nairaToKobo(threshold);
}

/** The fee an order of `subtotal` kobo pays for `channel`: none over the shop's free-delivery threshold. */
export const orderFeeKobo = (
  channel: Pick<DeliveryChannel, 'fee'>,
  subtotal: number,
  thresholdKobo: number | null,
) => deliveryFeeFor(feeKobo(channel), subtotal, thresholdKobo);

/** The storefront's "₦1,234.50" for an amount in kobo. */
export { formatNaira as naira } from '@oko/shared/money';

/** A Lagos address, as the checkout's summary shows it afterwards. */
export const lagosAddress = {
  streetNo: '14',
  landmark: 'Opposite the market',
  address: 'Adeola Odeku Street',
  city: 'Victoria Island',
  zipCode: '101241',
  /** The summary's first two lines. */
  lines: ['14, Opposite the market, Adeola Odeku Street', '101241, Victoria Island'],
};

/** Searches from the home page's search box as a shopper types (Enter); answers the results list. */
export async function searchFromHome(page: Page, typed: string): Promise<Locator> {
  await page.goto('/');
  const box = page.getByPlaceholder('What are you looking to order today?');
  await box.fill(typed);
  await box.press('Enter');
  return page.getByRole('list', { name: 'Search results' });
}

/** Fills the checkout's "Create Address" form with the Lagos address (the caller submits it). */
export async function fillLagosAddress(form: Locator): Promise<void> {
  // Nigeria comes chosen (issue 23): the state is the first choice.
  await expect(form.getByLabel('Country').locator('option:checked')).toHaveText('Nigeria');
  await form.getByLabel('State').selectOption({ label: 'Lagos' });
  await form.getByLabel('Street No').fill(lagosAddress.streetNo);
  await form.getByLabel('Nearest Landmark').fill(lagosAddress.landmark);
  await form.getByLabel('Address', { exact: true }).fill(lagosAddress.address);
  await form.getByLabel('City').fill(lagosAddress.city);
  await form.getByLabel('Zip Code').fill(lagosAddress.zipCode);
}
