import { create } from 'zustand';
import { STORAGE_KEYS } from '@oko/shared/constants';
import type { Product, ProductUnit } from '@oko/shared/schemas/catalog';

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

function saveGuestCart(items: GuestCartItem[], storage: Storage = window.sessionStorage) {
  storage.setItem(STORAGE_KEYS.cart, JSON.stringify(items));
}

/** Spec section 9: the most a cart may hold of a unit; 1 when the unit does not say. */
const maxQuantity = (unit: { available_quantity?: number | null }) => unit.available_quantity ?? 1;

/**
 * Spec section 4, "Guest cart → Add", as a pure step: the unit is looked up by id (not found: log and change
 * nothing); at or above the unit's available quantity nothing changes; the same product and unit already in
 * the cart rises by 1 (item and unit); otherwise a new item with quantity 1 is appended.
 */
export function addToGuestCart(
  items: GuestCartItem[],
  product: Pick<Product, 'id' | 'name' | 'product_units'>,
  unitId: number,
): GuestCartItem[] {
  const unit = product.product_units.find((entry) => entry.id === unitId);
  if (!unit) {
    console.error(`Selected option with ID ${unitId} not found for product ${product.id}`);
    return items;
  }
  const index = items.findIndex(
    (item) =>
      item.product_id === product.id && item.product_units.some((entry) => entry.product_unit_id === unitId),
  );
  const existing = items[index];
  const inCart = existing?.product_units.find((entry) => entry.product_unit_id === unitId)?.quantity ?? 0;
  if (inCart >= maxQuantity(unit)) return items;

  if (existing) {
    const raised: GuestCartItem = {
      ...existing,
      quantity: existing.quantity + 1,
      product_units: existing.product_units.map((entry) =>
        entry.product_unit_id === unitId ? { ...entry, quantity: entry.quantity + 1 } : entry,
      ),
    };
    return items.map((item, position) => (position === index ? raised : item));
  }
  return [
    ...items,
    {
      name: product.name,
      quantity: 1,
      product_id: product.id,
      price_per_unit: unit.price_per_unit,
      product_units: [{ ...unit, product_unit_id: unit.id, quantity: 1 }],
    },
  ];
}

type GuestCartStore = {
  items: GuestCartItem[];
  /** Spec section 4 "Add"; every change is saved to session storage. */
  add: (product: Pick<Product, 'id' | 'name' | 'product_units'>, unitId: number) => void;
  loadFromSession: () => void;
  clear: () => void;
};

export const useGuestCart = create<GuestCartStore>((set, get) => ({
  items: readGuestCart(),
  add: (product, unitId) => {
    const items = addToGuestCart(get().items, product, unitId);
    if (items === get().items) return;
    saveGuestCart(items);
    set({ items });
  },
  loadFromSession: () => set({ items: readGuestCart() }),
  clear: () => {
    window.sessionStorage.removeItem(STORAGE_KEYS.cart);
    set({ items: [] });
  },
}));
