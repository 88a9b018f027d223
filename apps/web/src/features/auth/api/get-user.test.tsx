// Issue 44: a session that ended without Sign out (cookies expired or cleared) leaves no e-mail or names in local
// storage, nor its orders among the saved pages, once the shop finds it gone; a guest on the way to verifying keeps
// the e-mail the verify page speaks of.
import Cookies from 'js-cookie';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@oko/shared/constants';
import { expectConsoleError } from '@/testing/console';
import { useUserStore } from '../stores/user-store';
import { getUser } from './get-user';

const PROFILE = JSON.stringify({ id: 7, name: 'Adaeze', last_name: 'Okafor', email: 'adaeze@example.com' });
const savedStore = (state: object) => JSON.stringify({ state, version: 0 });

/** What a signed-in session left in this browser. */
function leftBySession() {
  localStorage.setItem(STORAGE_KEYS.user, PROFILE);
  localStorage.setItem(
    STORAGE_KEYS.userStore,
    savedStore({ isAuthenticated: true, email: 'adaeze@example.com', isVerified: true }),
  );
  useUserStore.getState().loadFromStorage();
}

function expectForgotten() {
  expect(localStorage.getItem(STORAGE_KEYS.user)).toBeNull();
  expect(localStorage.getItem(STORAGE_KEYS.userStore) ?? '').not.toContain('adaeze');
  expect(useUserStore.getState()).toMatchObject({ isAuthenticated: false, email: null });
}

beforeEach(() => {
  localStorage.clear();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});

describe('a session gone without Sign out', () => {
  it('cookies expired or cleared: the profile and the e-mail leave local storage', async () => {
    leftBySession();
    expect(await getUser()).toBeNull();
    expectForgotten();
  });

  it('a token the API no longer takes, and no refresh: the same', async () => {
    leftBySession();
    Cookies.set('accessToken', 'an.expired.token', { path: '/' });
    expect(await getUser()).toBeNull();
    expectConsoleError(/Unauthenticated|401/);
    expectForgotten();
  });

  it('a guest between registering and verifying keeps the e-mail the verify page names', async () => {
    localStorage.setItem(
      STORAGE_KEYS.userStore,
      savedStore({ isAuthenticated: false, email: 'new@example.com', isVerified: false }),
    );
    useUserStore.getState().loadFromStorage();
    expect(await getUser()).toBeNull();
    expect(useUserStore.getState().email).toBe('new@example.com');
    expect(localStorage.getItem(STORAGE_KEYS.userStore)).toContain('new@example.com');
  });
});

describe('the saved pages of the session', () => {
  it('lose the shopper’s own pages (orders, profile, back office); the catalog’s stay', async () => {
    const kept = new Map(
      ['/users/orders/41', '/users/profiles', '/admin/orders', '/products/ofada-rice', '/'].map((path) => [
        `http://localhost${path}`,
        new Request(`http://localhost${path}`),
      ]),
    );
    const pages = {
      keys: vi.fn(async () => [...kept.values()]),
      delete: vi.fn(async (request: Request) => kept.delete(request.url)),
    };
    const storage = { has: vi.fn(async () => true), open: vi.fn(async () => pages) };
    const { forgetPersonalPages, RUNTIME_CACHES } = await import('@/lib/offline-caches');
    await forgetPersonalPages(storage as unknown as CacheStorage);
    expect(storage.open).toHaveBeenCalledWith(RUNTIME_CACHES.pages);
    expect([...kept.keys()]).toEqual(['http://localhost/products/ofada-rice', 'http://localhost/']);
  });
});
