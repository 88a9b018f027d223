import type { PageModule } from './page';

/**
 * The back office's pages, each its own chunk (`backOfficePage` in routes.tsx). This module is a chunk of its own,
 * loaded with the first back-office page: the shop's route table then carries a name per page rather than each
 * page's chunk and preload list, 1.1 kB gzip off every shopper's first load (decision 019). A first visit to the
 * back office waits for this list (a few hundred bytes) before asking for its page.
 */
export const backOfficePages = {
  'packing-slip': () => import('./routes/admin/packing-slip'),
  'pick-list': () => import('./routes/admin/pick-list'),
  root: () => import('./routes/admin/root'),
  dashboard: () => import('./routes/admin/dashboard'),
  orders: () => import('./routes/admin/orders'),
  order: () => import('./routes/admin/order'),
  products: () => import('./routes/admin/products'),
  'new-product': () => import('./routes/admin/new-product'),
  product: () => import('./routes/admin/product'),
  categories: () => import('./routes/admin/categories'),
  delivery: () => import('./routes/admin/delivery'),
  settings: () => import('./routes/admin/settings'),
  staff: () => import('./routes/admin/staff'),
  audit: () => import('./routes/admin/audit'),
  'pickup-points': () => import('./routes/admin/pickup-points'),
  pages: () => import('./routes/admin/pages'),
} satisfies Record<string, () => Promise<PageModule>>;

export type BackOfficePage = keyof typeof backOfficePages;
