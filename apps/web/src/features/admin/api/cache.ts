import { useMutation, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query';
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

/** A change the API answers with the whole order: the answer is kept (keepOrder). */
export function useOrderChange<Variables>(change: (variables: Variables) => Promise<AdminOrderDetail>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (order) => keepOrder(queryClient, order) });
}

/** A change the API answers with the whole product: the answer is kept (keepProduct). */
export function useProductChange<Variables>(change: (variables: Variables) => Promise<AdminProduct>) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: change, onSuccess: (product) => keepProduct(queryClient, product) });
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

/**
 * Saving an entry of the list at `listKey` (`id` null: a new one): a changed entry takes its place in the list; a
 * new one, placed by the server, is asked for again; so is `alsoChanged`, where the entry shows elsewhere.
 */
export function useSaveInList<Input, Entry extends { id: number }>(
  listKey: QueryKey,
  id: number | null,
  save: (id: number | null, input: Input) => Promise<Entry>,
  alsoChanged?: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: Input) => save(id, input),
    onSuccess: (saved) => {
      if (id) keepInList(queryClient, listKey, saved, (cached) => cached.id === id);
      return Promise.all([
        !id && queryClient.invalidateQueries({ queryKey: listKey }),
        alsoChanged && queryClient.invalidateQueries({ queryKey: alsoChanged }),
      ]);
    },
  });
}

/** Removing the entry `id` of the list at `listKey`: it leaves the list; `alsoChanged` is asked for again. */
export function useRemoveFromList(
  listKey: QueryKey,
  id: number,
  remove: (id: number) => Promise<unknown>,
  alsoChanged?: QueryKey,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => remove(id),
    onSuccess: () => {
      queryClient.setQueryData<{ id: number }[]>(listKey, (list) => list?.filter((entry) => entry.id !== id));
      return alsoChanged && queryClient.invalidateQueries({ queryKey: alsoChanged });
    },
  });
}
