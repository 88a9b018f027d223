import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@oko/shared/constants';

// Spec section 3, "Auth store": persisted as userStore. `email` is the address the verify pages speak of.
// Restored by the browser entry (`useUserStore.persist.rehydrate()`, main.tsx), not when this module loads, and
// local storage is looked up on each read or write: the module imports on the server too (decision 016).
export type UserStore = {
  isAuthenticated: boolean;
  email: string | null;
  isVerified: boolean;
  setIsAuthenticated: (isAuthenticated: boolean) => void;
  setEmail: (email: string | null) => void;
  /** Only ever sets it to true (spec section 3). */
  setIsVerified: () => void;
};

export const useUserStore = create<UserStore>()(
  persist(
    (set) => ({
      isAuthenticated: false,
      email: null,
      isVerified: false,
      setIsAuthenticated: (isAuthenticated) => set({ isAuthenticated }),
      setEmail: (email) => set({ email }),
      setIsVerified: () => set({ isVerified: true }),
    }),
    {
      name: STORAGE_KEYS.userStore,
      storage: createJSONStorage(() => ({
        getItem: (name) => window.localStorage.getItem(name),
        setItem: (name, value) => window.localStorage.setItem(name, value),
        removeItem: (name) => window.localStorage.removeItem(name),
      })),
      skipHydration: true,
    },
  ),
);
