import { renderHook, waitFor } from '@testing-library/react';
import { QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { useNotifications } from '@/lib/notifications';
import {
  demoProduct,
  demoShopper,
  fillDemoCart,
  mockApi,
  recordCalls,
  signInDemoShopper,
} from '@/testing/mocks/mock-api';
import { server } from '@/testing/mocks/server';
import { getCartQueryOptions } from '../api/get-cart';
import { useGuestCart } from '../stores/guest-cart';
import { useAddToCart } from './use-add-to-cart';

/** Black-eyed Beans of the demo shop: unit 25 is 1 kg, 70 in stock. */
const beans = () => demoProduct(13);

/** The hook, with the demo shopper's account cart (holding `inCart` of the beans) loaded when signed in. */
async function renderAddToCart(signedIn: boolean, inCart = 1) {
  const queryClient = createQueryClient();
  if (signedIn) {
    signInDemoShopper();
    fillDemoCart([[25, inCart]]);
    await queryClient.fetchQuery(getCartQueryOptions());
  }
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
  it('puts a guest’s pick in the session cart and sends nothing', async () => {
    const add = await renderAddToCart(false);
    expect(add.current(beans(), 25)).toBe(1);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(1);
  });

  it('adds one of the unit to a signed-in shopper’s account cart through POST /cart/merge', async () => {
    const sent = recordCalls(server, 'post', '/cart/merge');
    const add = await renderAddToCart(true);
    expect(add.current(beans(), 25)).toBe(1);
    await waitFor(() =>
      expect(sent.map((call) => call.body)).toEqual([
        { cart_data: [{ product_id: 13, product_units: [{ product_unit_id: 25, quantity: 1 }] }] },
      ]),
    );
    await waitFor(() =>
      expect(useNotifications.getState().notifications.map((notice) => notice.message)).toEqual([
        'cart updated successfully',
      ]),
    );
    expect(useGuestCart.getState().items).toEqual([]);
    expect(mockApi.state.carts[demoShopper().id]).toEqual([{ productUnitId: 25, quantity: 2 }]);
  });

  it('adds nothing when the account cart already holds the unit’s stock', async () => {
    const add = await renderAddToCart(true, 70);
    expect(add.current(beans(), 25)).toBe(0);
  });
});
