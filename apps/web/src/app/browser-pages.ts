import type { PageModule } from './page';

/**
 * The pages rendered in the browser only (the cart, checkout, sign-in, account and back-office pages), each its own
 * chunk, by the name `browserPage` in routes.tsx gives them. This list is a chunk of its own, loaded when the
 * browser is first idle after the page is up (main.tsx) or with the first such page: the route table then names
 * each page rather than carrying its chunk and preload list, 1.1 kB gzip off every page's first load (decision
 * 019). The pages the server renders (`SERVER_RENDERED`) stay in the table: their chunks are in their HTML.
 */
export const browserPages = {
  carts: () => import('./routes/carts'),
  checkout: () => import('./routes/checkout'),
  'auth/root': () => import('./routes/auth/root'),
  'auth/register': () => import('./routes/auth/register'),
  'auth/verify': () => import('./routes/auth/verify'),
  'auth/login': () => import('./routes/auth/login'),
  'auth/forgot-password': () => import('./routes/auth/forgot-password'),
  'auth/password-reset': () => import('./routes/auth/password-reset'),
  'auth/verify-reset': () => import('./routes/auth/verify-reset'),
  'users/root': () => import('./routes/users/root'),
  'users/account': () => import('./routes/users/account'),
  'users/profiles': () => import('./routes/users/profiles'),
  'users/orders': () => import('./routes/users/orders'),
  'users/weekly-orders': () => import('./routes/users/weekly-orders'),
  'users/tracking': () => import('./routes/users/tracking'),
  'users/order': () => import('./routes/users/order'),
  'users/payment': () => import('./routes/users/payment'),
  'users/notifications': () => import('./routes/users/notifications'),
  'users/help': () => import('./routes/users/help'),
  'users/friends': () => import('./routes/users/friends'),
  'admin/packing-slip': () => import('./routes/admin/packing-slip'),
  'admin/pick-list': () => import('./routes/admin/pick-list'),
  'admin/invitation': () => import('./routes/admin/invitation'),
  'admin/root': () => import('./routes/admin/root'),
  'admin/dashboard': () => import('./routes/admin/dashboard'),
  'admin/orders': () => import('./routes/admin/orders'),
  'admin/order': () => import('./routes/admin/order'),
  'admin/products': () => import('./routes/admin/products'),
  'admin/new-product': () => import('./routes/admin/new-product'),
  'admin/product': () => import('./routes/admin/product'),
  'admin/categories': () => import('./routes/admin/categories'),
  'admin/delivery': () => import('./routes/admin/delivery'),
  'admin/settings': () => import('./routes/admin/settings'),
  'admin/staff': () => import('./routes/admin/staff'),
  'admin/audit': () => import('./routes/admin/audit'),
  'admin/pickup-points': () => import('./routes/admin/pickup-points'),
  'admin/search-names': () => import('./routes/admin/search-names'),
  'admin/pages': () => import('./routes/admin/pages'),
  'admin/weekly-orders': () => import('./routes/admin/weekly-orders'),
} satisfies Record<string, () => Promise<PageModule>>;

export type BrowserPage = keyof typeof browserPages;
