import { queryOptions, type QueryKey } from '@tanstack/react-query';

/**
 * A back-office query's options: the shop's own data (orders, shoppers, stock, settings), never persisted to the
 * offline cache (lib/query-client.ts).
 */
export const backOfficeQuery = <Data, Key extends QueryKey>(queryKey: Key, queryFn: () => Promise<Data>) =>
  queryOptions({ queryKey, queryFn, meta: { personal: true } });
