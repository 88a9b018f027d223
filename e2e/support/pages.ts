import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { createOwner, signInOwner } from './admin';
import { placeOrder } from './orders';
import { productInStock } from './shop';
import { accessToken, signIn, verifiedShopper } from './shopper';

// Every page of the shop and the back office, once: the list the page-wide checks walk (no sideways scroll, axe).
// A page is visited as the one who sees it: a guest, a signed-in shopper with a cart and an order, or the owner.
// Each names the heading its page shows when it is up, so a check never passes over an error page or a spinner.

/** `shows`: a text the page must show besides its heading (the cart's lines, once loaded). */
export type ShopPage = { path: string; heading: string | RegExp; shows?: string };
type Visitor = 'guest' | 'shopper' | 'owner';

/** The shop's data the list points into: a category, a product, the shopper's order. */
type Shop = {
  category: { slug: string; name: string };
  product: { id: number; name: string };
  orderId: number;
};

function everyPage({ category, product, orderId }: Shop): Record<Visitor, ShopPage[]> {
  return {
    guest: [
      { path: '/', heading: 'Oko Farm' },
      { path: '/categories', heading: 'All categories' },
      { path: `/categories/${category.slug}`, heading: category.name },
      { path: '/products', heading: 'Products' },
      { path: `/products/${product.id}`, heading: product.name },
      { path: '/search?keyword=yam', heading: 'Search results for “yam”' },
      // Too short a keyword: the page's own search box below the header's.
      { path: '/search?keyword=ya', heading: 'Search' },
      { path: '/about', heading: 'About' },
      { path: '/privacy', heading: 'Privacy Policy' },
      { path: '/terms', heading: 'Terms & Conditions' },
      { path: '/no-such-page', heading: 'Page not found' },
      { path: '/carts', heading: 'Cart' },
      { path: '/auth/login', heading: 'Login' },
      { path: '/auth/register', heading: 'Register' },
      { path: '/auth/forgot-password', heading: 'Forgot Password' },
      { path: '/auth/verify?email=ada%40example.com', heading: 'Verify your email' },
      { path: '/auth/verify-reset?email=ada%40example.com', heading: 'Verify Reset Code' },
      { path: '/auth/password-reset?email=ada%40example.com', heading: 'Reset Password' },
      { path: '/admin/invitation#token=abc', heading: 'Join the back office' },
    ],
    shopper: [
      { path: '/carts', heading: 'Cart', shows: 'Proceed to checkout' },
      { path: '/checkout', heading: 'Checkout' },
      { path: '/users/account', heading: 'Dashboard' },
      { path: '/users/profiles', heading: 'Your Profile' },
      { path: '/users/orders', heading: 'My Orders' },
      { path: `/users/orders/${orderId}`, heading: `Order #${orderId}` },
      { path: `/users/orders/tracking?orderId=${orderId}`, heading: 'Track Order' },
      { path: '/users/payment', heading: 'Payment Methods' },
      { path: '/users/notifications', heading: 'Notifications' },
      { path: '/users/help', heading: 'Help' },
      { path: '/users/friends', heading: 'Invite Friends' },
      { path: '/users/weekly-orders', heading: 'My weekly orders' },
    ],
    owner: [
      { path: '/admin', heading: 'Dashboard' },
      { path: '/admin/orders', heading: 'Orders' },
      { path: `/admin/orders/${orderId}`, heading: `Order #${orderId}` },
      { path: `/admin/orders/${orderId}/packing-slip`, heading: `Packing slip · Order #${orderId}` },
      { path: '/admin/pick-list', heading: /^Pick list/ },
      { path: '/admin/products', heading: 'Products' },
      { path: '/admin/products/new', heading: 'New product' },
      { path: `/admin/products/${product.id}`, heading: product.name },
      { path: '/admin/categories', heading: 'Categories' },
      { path: '/admin/delivery', heading: 'Delivery' },
      { path: '/admin/settings', heading: 'Settings' },
      { path: '/admin/staff', heading: 'Staff' },
      { path: '/admin/audit', heading: 'Changes' },
      { path: '/admin/pickup-points', heading: 'Pick-up points' },
      { path: '/admin/pages', heading: 'Pages' },
      { path: '/admin/weekly-orders', heading: 'Weekly orders' },
    ],
  };
}

/** Opens `shopPage` and waits until it is up: its heading shown, nothing still loading. */
async function open(page: Page, { path, heading, shows }: ShopPage) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
  if (shows) await expect(page.getByText(shows).first()).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
}

export const VISITORS = ['guest', 'shopper', 'owner'] as const satisfies readonly Visitor[];

/** How a test's title names each visitor. */
export const WHO: Record<Visitor, string> = { guest: 'a guest', shopper: 'a shopper', owner: 'the owner' };

/**
 * Visits every page of the shop or the back office that `visitor` sees, in `page`: a guest; a shopper with two
 * lines in their cart and a placed order; the owner. Runs `check` on each once it is up. One walk a visitor, so the
 * three walks of a tour run side by side on the suite's workers.
 */
export async function visitEveryPage(
  page: Page,
  request: APIRequestContext,
  visitor: Visitor,
  check: (shopPage: ShopPage & { visitor: Visitor }) => Promise<void>,
) {
  const shopper = await verifiedShopper(request);
  const order = await placeOrder(request, shopper);
  const inStock = await productInStock(request, 3);
  const categories = (await (await request.get('/api/v1/products/categories')).json()) as {
    data: { slug: string; name: string }[];
  };
  const pages = everyPage({ category: categories.data[0]!, product: inStock, orderId: order.id });

  if (visitor === 'shopper') {
    await request.post('/api/v1/cart', {
      headers: { Authorization: `Bearer ${await accessToken(request, shopper)}` },
      data: {
        cart_data: [
          { product_id: inStock.id, product_units: [{ product_unit_id: inStock.unitId, quantity: 2 }] },
        ],
      },
    });
    await signIn(page, shopper);
  }
  if (visitor === 'owner') await signInOwner(page, createOwner());
  for (const shopPage of pages[visitor]) {
    await open(page, shopPage);
    await check({ ...shopPage, visitor });
  }
}
