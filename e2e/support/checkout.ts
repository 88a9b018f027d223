import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { press } from './press';
import { expect } from './test';
import {
  deliveryChannels,
  fillLagosAddress,
  freeDeliveryThresholdKobo,
  orderFeeKobo,
  productInStock,
} from './shop';
import { signIn, type Shopper, verifiedShopper } from './shopper';

// The steps every checkout spec takes before the part it is about: a new shopper signs in, puts one unit in the
// cart and opens the checkout, then creates the delivery address there. A phone taps, a desktop clicks.

/**
 * A new, verified shopper (`names`), signed in on `page` with one unit of a product in stock in the cart, at the
 * checkout with no address yet.
 */
export async function shopperAtCheckout(
  page: Page,
  request: APIRequestContext,
  names: Partial<Omit<Shopper, 'email'>>,
) {
  const product = await productInStock(request);
  const shopper = await verifiedShopper(request, names);
  await signIn(page, shopper);
  await page.goto(`/products/${product.id}`);
  await press(page.getByRole('button', { name: 'Add to cart' }));
  await expect(page.getByRole('link', { name: 'Cart, 1 item' })).toBeVisible();
  await page.goto('/checkout');
  return { product, shopper };
}

/**
 * Creates the Lagos address (in another `state` when named) in the checkout's "Create Address" form; answers the
 * "Place your order" form.
 */
export async function createAddressAtCheckout(page: Page, state?: string): Promise<Locator> {
  const addressForm = page.getByRole('form', { name: 'Create Address' });
  await fillLagosAddress(addressForm);
  if (state) await addressForm.getByLabel('State').selectOption({ label: state });
  await press(addressForm.getByRole('button', { name: 'Create Address' }));
  await expect(page.getByText('Address Created Successful')).toBeVisible();
  return page.getByRole('form', { name: 'Place your order' });
}

/**
 * A new shopper (`names`) signed in with one unit in the cart and an address, at the checkout; answers the shopper and
 * the grand total in kobo by the first delivery channel.
 */
export async function shopperReadyToPay(
  page: Page,
  request: APIRequestContext,
  names: Omit<Shopper, 'email' | 'password'>,
) {
  const [channel] = await deliveryChannels(request);
  const { product, shopper } = await shopperAtCheckout(page, request, names);
  await createAddressAtCheckout(page);
  const fee = orderFeeKobo(channel!, product.priceKobo, await freeDeliveryThresholdKobo(request));
  return { shopper, grandTotal: product.priceKobo + fee };
}
