import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it } from 'vitest';
import { createQueryClient } from '@/lib/query-client';
import { demoProduct } from '@/testing/mocks/mock-api';
import { useGuestCart } from '../stores/guest-cart';
import { useCartCount } from './use-cart-count';

beforeEach(() => {
  window.sessionStorage.clear();
  useGuestCart.setState(useGuestCart.getInitialState());
});

/** The guest's count, and how often the shell that shows it rendered. */
function renderGuestCount() {
  const queryClient = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
  );
  let renders = 0;
  const { result } = renderHook(
    () => {
      renders += 1;
      return useCartCount(false);
    },
    { wrapper },
  );
  return { count: () => result.current, renders: () => renders };
}

// Decision 025 item 5: the shell (and with it the page) re-rendered when the session's empty cart loaded after
// hydration, a new [] in place of the store's first one: a whole-page render on a phone, for nothing.
it("renders the shell again only when the guest cart's count changes", () => {
  const shell = renderGuestCount();

  act(() => useGuestCart.getState().loadFromSession());
  expect(shell.count()).toBe(0);
  expect(shell.renders()).toBe(1);

  act(() => useGuestCart.getState().add(demoProduct(13), 25));
  expect(shell.count()).toBe(1);
  expect(shell.renders()).toBe(2);
});
