import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { paths } from '@/config/paths';
import type { BackOfficePage } from './back-office-pages';
import { page } from './page';
import { ShopRoot } from './routes/root';

// Each page is its own chunk, loaded when its route is first visited (`page`, decision 021). A page rendered on the
// server exports its `prefetch` too (decision 016): the server entry calls it for the matched routes.

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

/** A back-office page, found through the list of them (back-office-pages.ts), itself loaded with the first one. */
const backOfficePage = (name: BackOfficePage) =>
  page(() => import('./back-office-pages').then(({ backOfficePages }) => backOfficePages[name]()));

// Spec section 2: every route. The shell renders at once; errors in a page show inside the shell, errors in
// the shell itself replace it.
export const routes: RouteObject[] = [
  // A packing slip and the day's pick list are printed on their own: no shop header, footer or back-office nav around it.
  { path: paths.admin.packingSlip.path, ...backOfficePage('packing-slip') },
  { path: paths.admin.pickList.path, ...backOfficePage('pick-list') },
  {
    id: 'root',
    element: (
      <RouteErrorBoundary>
        <ShopRoot />
      </RouteErrorBoundary>
    ),
    children: [
      {
        element: (
          <RouteErrorBoundary>
            <Outlet />
          </RouteErrorBoundary>
        ),
        children: [
          { id: 'home', index: true, ...page(() => import('./routes/home')) },
          { id: 'privacy', path: paths.privacy.path, ...page(() => import('./routes/privacy')) },
          { id: 'search', path: paths.search.path, ...page(() => import('./routes/search')) },
          { id: 'categories', path: paths.categories.path, ...page(() => import('./routes/categories')) },
          { id: 'category', path: paths.category.path, ...page(() => import('./routes/category')) },
          { id: 'products', path: paths.products.path, ...page(() => import('./routes/products')) },
          { id: 'product', path: paths.product.path, ...page(() => import('./routes/product')) },
          { path: paths.carts.path, ...page(() => import('./routes/carts')) },
          { path: paths.checkout.path, ...page(() => import('./routes/checkout')) },
          { id: 'about', path: paths.about.path, ...page(() => import('./routes/about')) },
          // Not in spec section 2's table: the Terms & Conditions the checkout's note links to (decision 018).
          { id: 'terms', path: paths.terms.path, ...page(() => import('./routes/terms')) },
          {
            ...page(() => import('./routes/auth/root')),
            children: [
              { path: paths.auth.register.path, ...page(() => import('./routes/auth/register')) },
              { path: paths.auth.verify.path, ...page(() => import('./routes/auth/verify')) },
              { path: paths.auth.login.path, ...page(() => import('./routes/auth/login')) },
              {
                path: paths.auth.forgotPassword.path,
                ...page(() => import('./routes/auth/forgot-password')),
              },
              {
                path: paths.auth.passwordReset.path,
                ...page(() => import('./routes/auth/password-reset')),
              },
              { path: paths.auth.verifyReset.path, ...page(() => import('./routes/auth/verify-reset')) },
            ],
          },
          {
            path: paths.users.root.path,
            ...page(() => import('./routes/users/root')),
            children: [
              { index: true, element: <Navigate to={paths.users.account.getHref()} replace /> },
              { path: paths.users.account.path, ...page(() => import('./routes/users/account')) },
              { path: paths.users.profiles.path, ...page(() => import('./routes/users/profiles')) },
              { path: paths.users.orders.path, ...page(() => import('./routes/users/orders')) },
              { path: paths.users.tracking.path, ...page(() => import('./routes/users/tracking')) },
              { path: paths.users.order.path, ...page(() => import('./routes/users/order')) },
              { path: paths.users.payment.path, ...page(() => import('./routes/users/payment')) },
              {
                path: paths.users.notifications.path,
                ...page(() => import('./routes/users/notifications')),
              },
              { path: paths.users.help.path, ...page(() => import('./routes/users/help')) },
              { path: paths.users.friends.path, ...page(() => import('./routes/users/friends')) },
            ],
          },
          {
            path: paths.admin.root.path,
            ...backOfficePage('root'),
            children: [
              { index: true, ...backOfficePage('dashboard') },
              { path: paths.admin.orders.path, ...backOfficePage('orders') },
              { path: paths.admin.order.path, ...backOfficePage('order') },
              { path: paths.admin.products.path, ...backOfficePage('products') },
              { path: paths.admin.newProduct.path, ...backOfficePage('new-product') },
              { path: paths.admin.product.path, ...backOfficePage('product') },
              { path: paths.admin.categories.path, ...backOfficePage('categories') },
              { path: paths.admin.delivery.path, ...backOfficePage('delivery') },
              { path: paths.admin.settings.path, ...backOfficePage('settings') },
              { path: paths.admin.staff.path, ...backOfficePage('staff') },
              { path: paths.admin.audit.path, ...backOfficePage('audit') },
              {
                path: paths.admin.pickupPoints.path,
                ...backOfficePage('pickup-points'),
              },
              { path: paths.admin.pages.path, ...backOfficePage('pages') },
            ],
          },
          { id: 'not-found', path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
