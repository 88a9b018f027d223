import { create } from 'zustand';
import { STORAGE_KEYS } from '@oko/shared/constants';

// Spec section 3, "Auth store": persisted as userStore. `email` is the address the verify pages speak of.
export type UserStore = {
  isAuthenticated: boolean;
  email: string | null;
  isVerified: boolean;
  setIsAuthenticated: (isAuthenticated: boolean) => void;
  setEmail: (email: string | null) => void;
  /** Only ever sets it to true (spec section 3). */
  setIsVerified: () => void;
  loadFromStorage: () => void;
};

type SavedUserStore = Pick<UserStore, 'isAuthenticated' | 'email' | 'isVerified'>;

const empty: SavedUserStore = { isAuthenticated: false, email: null, isVerified: false };

/**
 * The saved store, as zustand's `persist` wrote it before (`{ state, version: 0 }`), so a shopper's saved store
 * still loads; a value that is not such an object counts as empty. Written by hand like the guest cart's: the
 * middleware was 0.7 kB gzip of every page's first load for three fields (decision 019 item 6).
 */
function readUserStore(): SavedUserStore {
  try {
    const value: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEYS.userStore) ?? 'null');
    const state = (value as { state?: unknown } | null)?.state;
    if (typeof state !== 'object' || state === null) return empty;
    const saved = state as Partial<Record<keyof SavedUserStore, unknown>>;
    return {
      isAuthenticated: saved.isAuthenticated === true,
      email: typeof saved.email === 'string' ? saved.email : null,
      isVerified: saved.isVerified === true,
    };
  } catch {
    return empty;
  }
}

function saveUserStore({ isAuthenticated, email, isVerified }: SavedUserStore) {
  window.localStorage.setItem(
    STORAGE_KEYS.userStore,
    JSON.stringify({ state: { isAuthenticated, email, isVerified }, version: 0 }),
  );
}

/**
 * Empty until the browser entry loads the saved store (`loadFromStorage`, main.tsx): nothing reads local storage
 * when this module loads, so it imports on the server too (decision 016). Every change is saved.
 */
export const useUserStore = create<UserStore>((set, get) => {
  const apply = (change: Partial<SavedUserStore>) => {
    set(change);
    saveUserStore(get());
  };
  return {
    ...empty,
    setIsAuthenticated: (isAuthenticated) => apply({ isAuthenticated }),
    setEmail: (email) => apply({ email }),
    setIsVerified: () => apply({ isVerified: true }),
    loadFromStorage: () => set(readUserStore()),
  };
});
