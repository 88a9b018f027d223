import { create } from 'zustand';
import { STORAGE_KEYS } from '@oko/shared/constants';
import type { ProductUnit } from '@oko/shared/schemas/catalog';

// Spec section 3, "Local cart item": a guest's cart, kept as a list in session storage under `cart`.
export type GuestCartUnit = ProductUnit & { product_unit_id: number; quantity: number };
export type GuestCartItem = {
  name: string;
  quantity: number;
  product_id: number;
  price_per_unit: string;
  product_units: GuestCartUnit[];
};

/** Restores the guest cart from session storage; a value that is not a list counts as empty. */
export function readGuestCart(storage: Storage = window.sessionStorage): GuestCartItem[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.cart) ?? '[]');
    return Array.isArray(value) ? (value as GuestCartItem[]) : [];
  } catch {
    return [];
  }
}

type GuestCartStore = {
  items: GuestCartItem[];
  loadFromSession: () => void;
  clear: () => void;
};

export const useGuestCart = create<GuestCartStore>((set) => ({
  items: readGuestCart(),
  loadFromSession: () => set({ items: readGuestCart() }),
  clear: () => {
    window.sessionStorage.removeItem(STORAGE_KEYS.cart);
    set({ items: [] });
  },
}));
