import type { ComponentType } from 'react';
import { Navigate, type RouteObject } from 'react-router';
import type { Prefetch } from '@/lib/prefetch';
import { RouteError } from '@/components/errors/route-error';
import { FullScreenSpinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ShopRoot } from './routes/root';

/**
 * Each page is its own chunk, loaded when its route is first visited. A page rendered on the server exports its
 * `prefetch` too (decision 016): the server entry calls it for the matched routes, the browser never does.
 */
const page = (load: () => Promise<{ default: ComponentType; prefetch?: Prefetch }>) => async () => {
  const { default: Component, prefetch } = await load();
  return prefetch ? { Component, handle: { prefetch } } : { Component };
};

/**
 * The pages the server renders (decision 016), by route id: each is the module `routes/{id}.tsx`, so the server
 * finds its chunk in Vite's manifest. Any other page (cart, checkout, account, sign-in, back office) is rendered
 * in the browser.
 */
export const SERVER_RENDERED = [
  'home',
  'privacy',
  'search',
  'categories',
  'category',
  'products',
  'product',
  'about',
  'terms',
  'not-found',
] as const;

// Spec section 2: every route. The shell renders at once; errors in a page show inside the shell, errors in
// the shell itself replace it.
export const routes: RouteObject[] = [
  // A packing slip and the day's pick list are printed on their own: no shop header, footer or back-office nav around it.
  { path: paths.admin.packingSlip.path, lazy: page(() => import('./routes/admin/packing-slip')) },
  { path: paths.admin.pickList.path, lazy: page(() => import('./routes/admin/pick-list')) },
  {
    id: 'root',
    Component: ShopRoot,
    ErrorBoundary: RouteError,
    HydrateFallback: FullScreenSpinner,
    children: [
      {
        ErrorBoundary: RouteError,
        children: [
          { id: 'home', index: true, lazy: page(() => import('./routes/home')) },
          { id: 'privacy', path: paths.privacy.path, lazy: page(() => import('./routes/privacy')) },
          { id: 'search', path: paths.search.path, lazy: page(() => import('./routes/search')) },
          { id: 'categories', path: paths.categories.path, lazy: page(() => import('./routes/categories')) },
          { id: 'category', path: paths.category.path, lazy: page(() => import('./routes/category')) },
          { id: 'products', path: paths.products.path, lazy: page(() => import('./routes/products')) },
          { id: 'product', path: paths.product.path, lazy: page(() => import('./routes/product')) },
          { path: paths.carts.path, lazy: page(() => import('./routes/carts')) },
          { path: paths.checkout.path, lazy: page(() => import('./routes/checkout')) },
          { id: 'about', path: paths.about.path, lazy: page(() => import('./routes/about')) },
          // Not in spec section 2's table: the Terms & Conditions the checkout's note links to (decision 018).
          { id: 'terms', path: paths.terms.path, lazy: page(() => import('./routes/terms')) },
          {
            lazy: page(() => import('./routes/auth/root')),
            children: [
              { path: paths.auth.register.path, lazy: page(() => import('./routes/auth/register')) },
              { path: paths.auth.verify.path, lazy: page(() => import('./routes/auth/verify')) },
              { path: paths.auth.login.path, lazy: page(() => import('./routes/auth/login')) },
              {
                path: paths.auth.forgotPassword.path,
                lazy: page(() => import('./routes/auth/forgot-password')),
              },
              {
                path: paths.auth.passwordReset.path,
                lazy: page(() => import('./routes/auth/password-reset')),
              },
              { path: paths.auth.verifyReset.path, lazy: page(() => import('./routes/auth/verify-reset')) },
            ],
          },
          {
            path: paths.users.root.path,
            lazy: page(() => import('./routes/users/root')),
            children: [
              { index: true, element: <Navigate to={paths.users.account.getHref()} replace /> },
              { path: paths.users.account.path, lazy: page(() => import('./routes/users/account')) },
              { path: paths.users.profiles.path, lazy: page(() => import('./routes/users/profiles')) },
              { path: paths.users.orders.path, lazy: page(() => import('./routes/users/orders')) },
              { path: paths.users.tracking.path, lazy: page(() => import('./routes/users/tracking')) },
              { path: paths.users.order.path, lazy: page(() => import('./routes/users/order')) },
              { path: paths.users.payment.path, lazy: page(() => import('./routes/users/payment')) },
              {
                path: paths.users.notifications.path,
                lazy: page(() => import('./routes/users/notifications')),
              },
              { path: paths.users.help.path, lazy: page(() => import('./routes/users/help')) },
              { path: paths.users.friends.path, lazy: page(() => import('./routes/users/friends')) },
            ],
          },
          {
            path: paths.admin.root.path,
            lazy: page(() => import('./routes/admin/root')),
            children: [
              { index: true, lazy: page(() => import('./routes/admin/dashboard')) },
              { path: paths.admin.orders.path, lazy: page(() => import('./routes/admin/orders')) },
              { path: paths.admin.order.path, lazy: page(() => import('./routes/admin/order')) },
              { path: paths.admin.products.path, lazy: page(() => import('./routes/admin/products')) },
              { path: paths.admin.newProduct.path, lazy: page(() => import('./routes/admin/new-product')) },
              { path: paths.admin.product.path, lazy: page(() => import('./routes/admin/product')) },
              { path: paths.admin.categories.path, lazy: page(() => import('./routes/admin/categories')) },
              { path: paths.admin.delivery.path, lazy: page(() => import('./routes/admin/delivery')) },
              { path: paths.admin.settings.path, lazy: page(() => import('./routes/admin/settings')) },
              { path: paths.admin.staff.path, lazy: page(() => import('./routes/admin/staff')) },
              { path: paths.admin.audit.path, lazy: page(() => import('./routes/admin/audit')) },
              {
                path: paths.admin.pickupPoints.path,
                lazy: page(() => import('./routes/admin/pickup-points')),
              },
              { path: paths.admin.pages.path, lazy: page(() => import('./routes/admin/pages')) },
            ],
          },
          { id: 'not-found', path: '*', lazy: page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
