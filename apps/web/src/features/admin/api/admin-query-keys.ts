// The back office's query keys (issue 13), apart from the shop's (lib/query-keys.ts) so that the first load of every
// shop page carries none of them (decision 019's budget). Every key starts with 'admin'; the shop's own data, never
// persisted offline (`meta.personal`).
export const adminQueryKeys = {
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
  standingOrders: ['admin', 'standing-orders'] as const,
  standingForecast: ['admin', 'standing-orders', 'forecast'] as const,
};
