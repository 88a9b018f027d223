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

const isUnit = (productId: number, unitId: number) => (item: GuestCartItem, unit: GuestCartUnit) =>
  item.product_id === productId && unit.product_unit_id === unitId;

/** Changes one unit of one product by `change(unit)`; the item's quantity follows the sum of its units. */
function changeUnit(
  items: GuestCartItem[],
  productId: number,
  unitId: number,
  change: (unit: GuestCartUnit) => number,
): GuestCartItem[] {
  const matches = isUnit(productId, unitId);
  let changed = false;
  const next = items.map((item) => {
    if (!item.product_units.some((unit) => matches(item, unit))) return item;
    const units = item.product_units.map((unit) => {
      if (!matches(item, unit)) return unit;
      const quantity = change(unit);
      if (quantity === unit.quantity) return unit;
      changed = true;
      return { ...unit, quantity };
    });
    return { ...item, product_units: units, quantity: units.reduce((sum, unit) => sum + unit.quantity, 0) };
  });
  return changed ? next : items;
}

/** Units at 0 or less are dropped, and an item left without units is removed. */
function withoutEmpty(items: GuestCartItem[]): GuestCartItem[] {
  return items
    .map((item) => ({ ...item, product_units: item.product_units.filter((unit) => unit.quantity > 0) }))
    .filter((item) => item.product_units.length > 0);
}

/** Spec section 4 "Increment": +1 on the unit and the item, unless the unit is at its available quantity. */
export function incrementGuestCart(
  items: GuestCartItem[],
  productId: number,
  unitId: number,
): GuestCartItem[] {
  return changeUnit(items, productId, unitId, (unit) =>
    unit.quantity >= maxQuantity(unit) ? unit.quantity : unit.quantity + 1,
  );
}

/**
 * Spec section 4 "Decrement": −1 only while the unit is above 1; units at 0 or less are dropped and an item
 * left with no units is removed.
 */
export function decrementGuestCart(
  items: GuestCartItem[],
  productId: number,
  unitId: number,
): GuestCartItem[] {
  const lowered = changeUnit(items, productId, unitId, (unit) =>
    unit.quantity > 1 ? unit.quantity - 1 : unit.quantity,
  );
  const cleaned = withoutEmpty(lowered);
  const sameShape =
    cleaned.length === lowered.length &&
    cleaned.every((item, index) => item.product_units.length === lowered[index]?.product_units.length);
  return sameShape ? lowered : cleaned;
}

/** Spec section 4 "Remove": one unit of a product, or the whole product when no unit id is given. */
export function removeFromGuestCart(
  items: GuestCartItem[],
  productId: number,
  unitId?: number,
): GuestCartItem[] {
  if (unitId === undefined) return items.filter((item) => item.product_id !== productId);
  return items
    .map((item) => {
      if (item.product_id !== productId) return item;
      const units = item.product_units.filter((unit) => unit.product_unit_id !== unitId);
      return { ...item, product_units: units, quantity: units.reduce((sum, unit) => sum + unit.quantity, 0) };
    })
    .filter((item) => item.product_units.length > 0);
}

/** Spec section 4 "Update quantity": sets the unit's quantity directly, with no limit check. */
export function updateGuestCartQuantity(
  items: GuestCartItem[],
  productId: number,
  unitId: number,
  quantity: number,
): GuestCartItem[] {
  return changeUnit(items, productId, unitId, () => quantity);
}

type GuestCartStore = {
  items: GuestCartItem[];
  /** Spec section 4 "Add"; every change is saved to session storage. */
  add: (product: Pick<Product, 'id' | 'name' | 'product_units'>, unitId: number) => void;
  increment: (productId: number, unitId: number) => void;
  decrement: (productId: number, unitId: number) => void;
  remove: (productId: number, unitId?: number) => void;
  updateQuantity: (productId: number, unitId: number, quantity: number) => void;
  loadFromSession: () => void;
  clear: () => void;
};

/**
 * Empty until the browser entry loads the session's cart (`loadFromSession`, main.tsx): nothing reads session
 * storage when this module loads, so it imports on the server too (decision 016).
 */
export const useGuestCart = create<GuestCartStore>((set, get) => {
  /** Every change is saved to session storage; a step that changes nothing saves nothing. */
  const apply = (items: GuestCartItem[]) => {
    if (items === get().items) return;
    saveGuestCart(items);
    set({ items });
  };
  return {
    items: [],
    add: (product, unitId) => apply(addToGuestCart(get().items, product, unitId)),
    increment: (productId, unitId) => apply(incrementGuestCart(get().items, productId, unitId)),
    decrement: (productId, unitId) => apply(decrementGuestCart(get().items, productId, unitId)),
    remove: (productId, unitId) => apply(removeFromGuestCart(get().items, productId, unitId)),
    updateQuantity: (productId, unitId, quantity) =>
      apply(updateGuestCartQuantity(get().items, productId, unitId, quantity)),
    loadFromSession: () => set({ items: readGuestCart() }),
    clear: () => {
      window.sessionStorage.removeItem(STORAGE_KEYS.cart);
      set({ items: [] });
    },
  };
});
