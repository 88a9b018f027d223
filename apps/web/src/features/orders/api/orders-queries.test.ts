// @vitest-environment jsdom
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createQueryClient, shouldPersist } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
import { server } from '@/testing/mocks/server';
import { getOrderQueryOptions } from './get-order';
import { getOrderTrackingQueryOptions } from './get-order-tracking';
import { getOrdersQueryOptions } from './get-orders';

// The contract with the checkout (it invalidates ['orders'] after placing an order) and with the offline cache
// (the shopper's own orders are never persisted).

const emptyPage = { data: [], meta: { current_page: 1, per_page: 12, total: 0, last_page: 1 } };

describe('orders queries', () => {
  it('all sit under ["orders"], so placing an order refreshes the list, the order pages and tracking', async () => {
    server.use(http.get('/api/v1/orders', () => HttpResponse.json(emptyPage)));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(getOrdersQueryOptions({ page: 1 }));
    for (const options of [
      getOrdersQueryOptions({ page: 2 }),
      getOrderQueryOptions(3),
      getOrderTrackingQueryOptions(3),
    ]) {
      expect(options.queryKey[0]).toBe(queryKeys.orders.all[0]);
    }
    expect(queryClient.getQueryState(getOrdersQueryOptions({ page: 1 }).queryKey)?.isInvalidated).toBe(false);
    await queryClient.invalidateQueries({ queryKey: ['orders'] });
    expect(queryClient.getQueryState(getOrdersQueryOptions({ page: 1 }).queryKey)?.isInvalidated).toBe(true);
  });

  it('are never written to the offline cache', async () => {
    server.use(http.get('/api/v1/orders', () => HttpResponse.json(emptyPage)));
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(getOrdersQueryOptions({ page: 1 }));
    const query = queryClient.getQueryCache().find({ queryKey: getOrdersQueryOptions({ page: 1 }).queryKey });
    expect(query?.state.status).toBe('success');
    expect(shouldPersist(query!)).toBe(false);
    expect(getOrderQueryOptions(1).meta).toEqual({ personal: true });
    expect(getOrderTrackingQueryOptions(1).meta).toEqual({ personal: true });
  });

  it('reject an answer that is not the shared contract', async () => {
    server.use(http.get('/api/v1/orders', () => HttpResponse.json({ data: [{ id: 'x' }] })));
    await expect(createQueryClient().fetchQuery(getOrdersQueryOptions({ page: 1 }))).rejects.toThrow();
  });
});
