// Every route of spec section 2, once. Route definitions use `path`; links use `getHref`.

const withQuery = (path: string, query: Record<string, string | number | null | undefined>) => {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `${path}?${search}` : path;
};

/** Auth pages accept an optional redirectTo: the page to return to once signed in. */
const authPath = (path: string) => ({
  path,
  getHref: (redirectTo?: string | null) => withQuery(path, { redirectTo }),
});

const staticPath = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: staticPath('/'),
  privacy: staticPath('/privacy'),
  search: { path: '/search', getHref: (keyword?: string) => withQuery('/search', { keyword }) },
  categories: { path: '/categories', getHref: (page?: number) => withQuery('/categories', { page }) },
  category: {
    path: '/categories/:slug',
    getHref: (slug: string) => `/categories/${encodeURIComponent(slug)}`,
  },
  products: {
    path: '/products',
    getHref: (query: { category?: string; sort?: string; page?: number } = {}) =>
      withQuery('/products', query),
  },
  product: {
    path: '/products/:productId',
    getHref: (productId: number | string) => `/products/${encodeURIComponent(productId)}`,
  },
  carts: staticPath('/carts'),
  checkout: staticPath('/checkout'),
  about: staticPath('/about'),
  /** Not in spec section 2's table (decision 018): the checkout's note links to it. */
  terms: staticPath('/terms'),
  auth: {
    register: authPath('/auth/register'),
    verify: authPath('/auth/verify'),
    login: authPath('/auth/login'),
    forgotPassword: authPath('/auth/forgot-password'),
    passwordReset: authPath('/auth/password-reset'),
    verifyReset: authPath('/auth/verify-reset'),
  },
  users: {
    root: staticPath('/users'),
    account: staticPath('/users/account'),
    profiles: staticPath('/users/profiles'),
    orders: staticPath('/users/orders'),
    /** Not in spec section 2's table (issue 40): the shopper's standing orders, beside their orders. */
    weeklyOrders: staticPath('/users/weekly-orders'),
    order: {
      path: '/users/orders/:orderId',
      getHref: (orderId: number | string) => `/users/orders/${encodeURIComponent(orderId)}`,
    },
    tracking: {
      path: '/users/orders/tracking',
      getHref: (orderId?: number | string) => withQuery('/users/orders/tracking', { orderId }),
    },
    payment: staticPath('/users/payment'),
    notifications: staticPath('/users/notifications'),
    help: staticPath('/users/help'),
    friends: staticPath('/users/friends'),
  },
  // The back office (issue 13): staff and owner only, every page lazy.
  admin: {
    root: staticPath('/admin'),
    orders: {
      path: '/admin/orders',
      getHref: (query: AdminOrdersQuery = {}) => withQuery('/admin/orders', query),
    },
    order: {
      path: '/admin/orders/:orderId',
      getHref: (orderId: number | string) => `/admin/orders/${encodeURIComponent(orderId)}`,
    },
    packingSlip: {
      path: '/admin/orders/:orderId/packing-slip',
      getHref: (orderId: number | string) => `/admin/orders/${encodeURIComponent(orderId)}/packing-slip`,
    },
    pickList: staticPath('/admin/pick-list'),
    products: {
      path: '/admin/products',
      getHref: (query: { q?: string; category_id?: number; page?: number } = {}) =>
        withQuery('/admin/products', query),
    },
    newProduct: staticPath('/admin/products/new'),
    product: {
      path: '/admin/products/:productId',
      getHref: (productId: number | string) => `/admin/products/${encodeURIComponent(productId)}`,
    },
    categories: staticPath('/admin/categories'),
    delivery: staticPath('/admin/delivery'),
    settings: staticPath('/admin/settings'),
    staff: staticPath('/admin/staff'),
    /** A staff invitation's link, `#token=…` (issue 23). */
    invitation: staticPath('/admin/invitation'),
    audit: {
      path: '/admin/audit',
      getHref: (query: { entity?: string; page?: number } = {}) => withQuery('/admin/audit', query),
    },
    pickupPoints: staticPath('/admin/pickup-points'),
    pages: staticPath('/admin/pages'),
    searchNames: staticPath('/admin/search-names'),
    weeklyOrders: staticPath('/admin/weekly-orders'),
  },
} as const;

/** The back office's order filters, kept in the URL so a filtered list can be shared and reloaded. */
export type AdminOrdersQuery = {
  status?: string;
  payment_method?: string;
  payment_status?: string;
  from?: string;
  to?: string;
  q?: string;
  page?: number;
};

/** Stands in for this site's origin when a redirectTo is parsed (the same on the server and in the browser). */
const THIS_SITE = 'http://this-site.invalid';

/**
 * A redirectTo taken from the URL is only followed when it is a path on this site, so a crafted link
 * cannot send a shopper elsewhere after signing in. Control characters are refused (a URL parser drops tabs and
 * line breaks, so "/\t/evil.example" reads as "//evil.example"); what is left is parsed against this site and
 * followed only if it stays here.
 */
export function safeRedirectPath(redirectTo: string | null | undefined, fallback: string): string {
  // eslint-disable-next-line no-control-regex -- control characters are what this looks for
  if (!redirectTo || !redirectTo.startsWith('/') || /[\u0000-\u001f\u007f\\]/.test(redirectTo)) {
    return fallback;
  }
  const url = new URL(redirectTo, THIS_SITE);
  if (url.origin !== THIS_SITE) return fallback;
  return url.pathname + url.search + url.hash;
}
