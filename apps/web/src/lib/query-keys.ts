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
  /** The cart's earliest delivery (issue 43): the windows of several channels at once, under the same prefix. */
  earliestDelivery: (channelIds: readonly number[], stateId: number | null) =>
    ['delivery-windows', 'earliest', channelIds, { stateId }] as const,
  orders: {
    all: ['orders'] as const,
    list: (page: number) => ['orders', 'list', { page }] as const,
    detail: (orderId: number) => ['orders', 'detail', orderId] as const,
    tracking: (orderId: number) => ['orders', 'tracking', orderId] as const,
  },
  /** The shopper's standing orders (issue 40): a change answers the one, the list is fetched again. */
  standingOrders: ['standing-orders'] as const,
  paymentsConfig: ['payments', 'config'] as const,
  banks: ['payments', 'banks'] as const,
  bankAccount: ['payments', 'bank-account'] as const,
  /** The shopper's shop credit (issue 39): changed by an order placed with it, a refund kept, a cancel. */
  credit: ['credit'] as const,
  pickupPoints: ['pickup-points'] as const,
  page: (slug: string) => ['page', slug] as const,
  /** A staff invitation's link (issue 23), by its token: personal, never persisted. */
  invitation: (token: string) => ['invitation', token] as const,
};
