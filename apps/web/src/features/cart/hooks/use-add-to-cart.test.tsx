import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/lib/notifications';
import { cartRowFixture, productFixture } from '@/testing/mocks/data';
import { server } from '@/testing/mocks/server';
import { useGuestCart } from '../stores/guest-cart';
import { useAddToCart } from './use-add-to-cart';

function renderAddToCart(signedIn: boolean, cartRows = [cartRowFixture(1, 1)]) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(['carts'], { items: cartRows });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  return renderHook(() => useAddToCart(signedIn), { wrapper }).result;
}

beforeEach(() => {
  useGuestCart.setState({ items: [] });
  useNotifications.setState({ notifications: [] });
});

describe('Add to cart', () => {
  it('puts a guest’s pick in the session cart and sends nothing', () => {
    const add = renderAddToCart(false);
    expect(add.current(productFixture, 1)).toBe(true);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(1);
  });

  it('adds one of the unit to a signed-in shopper’s account cart through POST /cart/merge', async () => {
    let sent: unknown;
    server.use(
      http.post('/api/v1/cart/merge', async ({ request }) => {
        sent = await request.json();
        return HttpResponse.json({ data: { items: [] }, message: 'cart updated successfully' });
      }),
    );
    const add = renderAddToCart(true);
    expect(add.current(productFixture, 1)).toBe(true);
    await waitFor(() =>
      expect(sent).toEqual({
        cart_data: [{ product_id: 7, product_units: [{ product_unit_id: 1, quantity: 1 }] }],
      }),
    );
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((notice) => notice.message)).toEqual([
        'cart updated successfully',
      ]),
    );
    expect(useGuestCart.getState().items).toEqual([]);
  });

  it('adds nothing when the account cart already holds the unit’s stock', () => {
    const add = renderAddToCart(true, [cartRowFixture(1, 10)]);
    expect(add.current(productFixture, 1)).toBe(false);
  });
});
