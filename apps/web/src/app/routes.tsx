import { Suspense } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { RouteErrorBoundary } from '@/components/errors/route-error';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import type { BrowserPage } from './browser-pages';
import { OFFLINE_PATH } from './offline-path';
import { page } from './page';
import { ShopRoot } from './routes/root';

// Each page is its own chunk, loaded when its route is first visited (`page`, decision 021). A page rendered on the
// server exports its `prefetch` too (decision 016): the server entry calls it for the matched routes.

/** In the content area while a page's code loads, the shell around it (issue 23). */
const pageLoading = (
  <div className="flex justify-center py-16">
    <Spinner size="lg" />
  </div>
);

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
  'offline',
  'not-found',
] as const;

/** The list of the pages rendered in the browser (browser-pages.ts): a chunk of its own, loaded on first need. */
export const loadBrowserPages = () => import('./browser-pages');

/**
 * A page rendered in the browser only, found through their list: the list loads when the browser is first idle
 * (main.tsx), or with the first such page.
 */
const browserPage = (name: BrowserPage) =>
  page(() => loadBrowserPages().then(({ browserPages }) => browserPages[name]()));

// Spec section 2: every route. The shell renders at once; errors in a page show inside the shell, errors in
// the shell itself replace it. A page whose code has not arrived shows a spinner in the content area, the shell
// around it (issue 23): the full-screen spinner is the route table's, for a page with no shell (the printed
// ones) and for the app itself.
export const routes: RouteObject[] = [
  // A packing slip and the day's pick list are printed on their own: no shop header, footer or back-office nav around it.
  { path: paths.admin.packingSlip.path, ...browserPage('admin/packing-slip') },
  { path: paths.admin.pickList.path, ...browserPage('admin/pick-list') },
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
            <Suspense fallback={pageLoading}>
              <Outlet />
            </Suspense>
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
          { path: paths.carts.path, ...browserPage('carts') },
          { path: paths.checkout.path, ...browserPage('checkout') },
          { id: 'about', path: paths.about.path, ...page(() => import('./routes/about')) },
          // Not in spec section 2's table: the Terms & Conditions the checkout's note links to (decision 018).
          { id: 'terms', path: paths.terms.path, ...page(() => import('./routes/terms')) },
          {
            ...browserPage('auth/root'),
            children: [
              { path: paths.auth.register.path, ...browserPage('auth/register') },
              { path: paths.auth.verify.path, ...browserPage('auth/verify') },
              { path: paths.auth.login.path, ...browserPage('auth/login') },
              {
                path: paths.auth.forgotPassword.path,
                ...browserPage('auth/forgot-password'),
              },
              {
                path: paths.auth.passwordReset.path,
                ...browserPage('auth/password-reset'),
              },
              { path: paths.auth.verifyReset.path, ...browserPage('auth/verify-reset') },
            ],
          },
          {
            path: paths.users.root.path,
            ...browserPage('users/root'),
            children: [
              { index: true, element: <Navigate to={paths.users.account.getHref()} replace /> },
              { path: paths.users.account.path, ...browserPage('users/account') },
              { path: paths.users.profiles.path, ...browserPage('users/profiles') },
              { path: paths.users.orders.path, ...browserPage('users/orders') },
              { path: paths.users.weeklyOrders.path, ...browserPage('users/weekly-orders') },
              { path: paths.users.tracking.path, ...browserPage('users/tracking') },
              { path: paths.users.order.path, ...browserPage('users/order') },
              { path: paths.users.payment.path, ...browserPage('users/payment') },
              {
                path: paths.users.notifications.path,
                ...browserPage('users/notifications'),
              },
              { path: paths.users.help.path, ...browserPage('users/help') },
              { path: paths.users.friends.path, ...browserPage('users/friends') },
            ],
          },
          // A guest's page (a staff invitation's link), so it stands outside the back office's guard.
          { path: paths.admin.invitation.path, ...browserPage('admin/invitation') },
          {
            path: paths.admin.root.path,
            ...browserPage('admin/root'),
            children: [
              { index: true, ...browserPage('admin/dashboard') },
              { path: paths.admin.orders.path, ...browserPage('admin/orders') },
              { path: paths.admin.order.path, ...browserPage('admin/order') },
              { path: paths.admin.products.path, ...browserPage('admin/products') },
              { path: paths.admin.newProduct.path, ...browserPage('admin/new-product') },
              { path: paths.admin.product.path, ...browserPage('admin/product') },
              { path: paths.admin.categories.path, ...browserPage('admin/categories') },
              { path: paths.admin.delivery.path, ...browserPage('admin/delivery') },
              { path: paths.admin.settings.path, ...browserPage('admin/settings') },
              { path: paths.admin.staff.path, ...browserPage('admin/staff') },
              { path: paths.admin.audit.path, ...browserPage('admin/audit') },
              {
                path: paths.admin.pickupPoints.path,
                ...browserPage('admin/pickup-points'),
              },
              { path: paths.admin.pages.path, ...browserPage('admin/pages') },
              { path: paths.admin.searchNames.path, ...browserPage('admin/search-names') },
              { path: paths.admin.weeklyOrders.path, ...browserPage('admin/weekly-orders') },
            ],
          },
          { id: 'offline', path: OFFLINE_PATH, ...page(() => import('./routes/offline')) },
          { id: 'not-found', path: '*', ...page(() => import('./routes/not-found')) },
        ],
      },
    ],
  },
];
