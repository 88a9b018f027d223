import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { AdminProduct } from '@oko/shared/schemas/admin-catalog';
import type { AdminOrderDetail } from '@oko/shared/schemas/admin-orders';
import { adminQueryKeys } from './admin-query-keys';

// What a back-office change does to the cache: the thing the API answered with is kept as it is (its page shows
// it at once, nothing asks for it again); the lists and counts it appears in ask again.

/** A product as the API answered a change of it, its units or its photo. */
export function keepProduct(queryClient: QueryClient, product: AdminProduct) {
  queryClient.setQueryData(adminQueryKeys.product(product.id), product);
  void queryClient.invalidateQueries({ queryKey: adminQueryKeys.productLists });
}

/** An order as the API answered a move or a payment: the lists, the pick list and the dashboard count it again. */
export function keepOrder(queryClient: QueryClient, order: AdminOrderDetail) {
  queryClient.setQueryData(adminQueryKeys.order(order.id), order);
  for (const queryKey of [adminQueryKeys.orderLists, adminQueryKeys.pickList, adminQueryKeys.dashboard]) {
    void queryClient.invalidateQueries({ queryKey });
  }
}

/** An entry as the API answered a change of it, in place of the one it replaces in a cached list. */
export function keepInList<Entry>(
  queryClient: QueryClient,
  queryKey: QueryKey,
  entry: Entry,
  same: (cached: Entry) => boolean,
) {
  queryClient.setQueryData<Entry[]>(queryKey, (list) =>
    list?.map((cached) => (same(cached) ? entry : cached)),
  );
}
