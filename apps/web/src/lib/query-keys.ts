import type { ProductSort } from '@oko/shared/constants';

/**
 * Every query key of the storefront in one place: each feature's `queryOptions` takes its key from here, and a
 * mutation invalidates exactly the keys spec section 7 names: `carts` after a cart change or an order, `orders`
 * after an order, `address` after an address save, `search` after a search. A family's keys all start with its
 * first element, so one invalidation of `orders.all` reaches the list, every order's page and its tracking.
 * Features may not import each other (STYLE.md); here the checkout reaches the cart's and the orders' keys.
 */
export const queryKeys = {
  user: ['user'] as const,
  settings: ['settings'] as const,
  categories: (query: { page: number; perPage: number }) => ['categories', query] as const,
  category: (slug: string) => ['category', slug] as const,
  products: (query: { page: number; perPage: number; category: string | null; sort: ProductSort }) =>
    ['products', query] as const,
  product: (productId: string) => ['product', productId] as const,
  search: {
    all: ['search'] as const,
    results: (view: { keyword: string; page: number; category?: string }) => ['search', view] as const,
  },
  carts: ['carts'] as const,
  address: ['address'] as const,
  countries: ['countries'] as const,
  states: ['states'] as const,
  /** A state's local government areas (issue 42). */
  areas: (stateId: number) => ['states', stateId, 'areas'] as const,
  deliveryChannels: ['delivery-channels'] as const,
  /** A channel's bookable windows for a state (issue 26): places change with every order. */
  deliveryWindows: (channelId: number, stateId: number | null) =>
    ['delivery-windows', channelId, { stateId }] as const,
  orders: {
    all: ['orders'] as const,
    list: (page: number) => ['orders', 'list', { page }] as const,
    detail: (orderId: number) => ['orders', 'detail', orderId] as const,
    tracking: (orderId: number) => ['orders', 'tracking', orderId] as const,
  },
  paymentsConfig: ['payments', 'config'] as const,
  pickupPoints: ['pickup-points'] as const,
  page: (slug: string) => ['page', slug] as const,
  /** A staff invitation's link (issue 23), by its token: personal, never persisted. */
  invitation: (token: string) => ['invitation', token] as const,
  /** The back office's (features/admin): the shop's own data, never persisted offline (`meta.personal`). */
  admin: {
    dashboard: ['admin', 'dashboard'] as const,
    orders: ['admin', 'orders'] as const,
    orderLists: ['admin', 'orders', 'list'] as const,
    orderList: (query: object) => ['admin', 'orders', 'list', query] as const,
    order: (orderId: number) => ['admin', 'orders', 'detail', orderId] as const,
    pickList: ['admin', 'orders', 'pick-list'] as const,
    products: ['admin', 'products'] as const,
    productLists: ['admin', 'products', 'list'] as const,
    productList: (query: object) => ['admin', 'products', 'list', query] as const,
    product: (productId: number) => ['admin', 'products', 'detail', productId] as const,
    stockHistory: (unitId: number) => ['admin', 'stock', unitId] as const,
    categories: ['admin', 'categories'] as const,
    categoryList: ['admin', 'categories', 'all'] as const,
    categoryOptions: ['admin', 'categories', 'options'] as const,
    settings: ['admin', 'settings'] as const,
    deliveryChannels: ['admin', 'delivery-channels'] as const,
    deliveryWindows: ['admin', 'delivery-windows'] as const,
    /** The windows list as filtered (channel, days): one cache entry per filter. */
    deliveryWindowList: (filter: object) => ['admin', 'delivery-windows', filter] as const,
    states: ['admin', 'states'] as const,
    areas: (stateId: number) => ['admin', 'states', stateId, 'areas'] as const,
    staff: ['admin', 'staff'] as const,
    audit: (query: object) => ['admin', 'audit', query] as const,
    pickupPoints: ['admin', 'pickup-points'] as const,
    pages: ['admin', 'pages'] as const,
    searchTerms: ['admin', 'search-terms'] as const,
    searchMisses: ['admin', 'search-misses'] as const,
  },
};
