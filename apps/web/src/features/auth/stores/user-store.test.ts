// @vitest-environment jsdom
import { STORAGE_KEYS } from '@oko/shared/constants';
import { expect, it, vi } from 'vitest';

const saved = { isAuthenticated: true, email: 'ada@example.com', isVerified: true };

it('restores the auth store from local storage only when loaded, and saves every change (spec section 3)', async () => {
  window.localStorage.setItem(STORAGE_KEYS.userStore, JSON.stringify({ state: saved, version: 0 }));
  // Loaded afresh after the value is stored: the module itself must not read it (decision 016).
  vi.resetModules();
  const { useUserStore } = await import('./user-store');
  expect(useUserStore.getState()).toMatchObject({ isAuthenticated: false, email: null, isVerified: false });

  // What the browser entry does before the first render (main.tsx).
  useUserStore.getState().loadFromStorage();
  expect(useUserStore.getState()).toMatchObject(saved);

  useUserStore.getState().setEmail('chioma@example.com');
  const stored = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userStore) ?? 'null') as {
    state: typeof saved;
  };
  expect(stored.state).toEqual({ ...saved, email: 'chioma@example.com' });
});

it.each([
  ['not JSON', '{state'],
  ['not the saved shape', JSON.stringify(['ada@example.com'])],
  [
    'fields of the wrong type',
    JSON.stringify({ state: { isAuthenticated: 'yes', email: 7, isVerified: 1 } }),
  ],
])('counts a saved store that is %s as empty', async (_, value) => {
  vi.resetModules();
  const { useUserStore } = await import('./user-store');
  useUserStore.getState().setEmail('ada@example.com');
  useUserStore.getState().setIsAuthenticated(true);
  window.localStorage.setItem(STORAGE_KEYS.userStore, value);
  useUserStore.getState().loadFromStorage();
  expect(useUserStore.getState()).toMatchObject({ isAuthenticated: false, email: null, isVerified: false });
});
