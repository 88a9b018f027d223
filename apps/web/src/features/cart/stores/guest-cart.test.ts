// @vitest-environment jsdom
import { STORAGE_KEYS } from '@oko/shared/constants';
import type { Product } from '@oko/shared/schemas/catalog';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { expectConsoleError } from '@/testing/console';
import { demoProduct } from '@/testing/mocks/mock-api';
import {
  addToGuestCart,
  decrementGuestCart,
  type GuestCartItem,
  incrementGuestCart,
  readGuestCart,
  removeFromGuestCart,
  updateGuestCartQuantity,
  useGuestCart,
} from './guest-cart';

/** Black-eyed Beans of the demo shop: unit 25 is 1 kg, ₦2,200.00, 70 in stock; unit 26 ₦11,500.00, none. */
const beans = () => demoProduct(13);
const saved = () => JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as unknown;

describe('guest cart: Add (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('appends a new item with quantity 1 and the chosen unit, and saves it to session storage', () => {
    useGuestCart.getState().add(beans(), 25);
    const items = useGuestCart.getState().items;
    expect(items).toEqual([
      {
        name: 'Black-eyed Beans',
        quantity: 1,
        product_id: 13,
        price_per_unit: '2200.00',
        product_units: [{ ...beans().product_units[0], product_unit_id: 25, quantity: 1 }],
      },
    ]);
    expect(saved()).toEqual(items);
    expect(readGuestCart()).toEqual(items);
  });

  it('raises the item and unit quantity by 1 when the product and unit are already in the cart', () => {
    useGuestCart.getState().add(beans(), 25);
    useGuestCart.getState().add(beans(), 25);
    const [item] = useGuestCart.getState().items;
    expect(item?.quantity).toBe(2);
    expect(item?.product_units[0]?.quantity).toBe(2);
    expect(useGuestCart.getState().items).toHaveLength(1);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });

  it('stops at the unit’s available quantity', () => {
    const scarce: Product = {
      ...beans(),
      product_units: [{ ...beans().product_units[0]!, available_quantity: 2 }],
    };
    for (let i = 0; i < 5; i++) useGuestCart.getState().add(scarce, 25);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(2);
  });

  it('adds nothing of a unit that is out of stock', () => {
    useGuestCart.getState().add(beans(), 26);
    expect(useGuestCart.getState().items).toEqual([]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('caps a unit without available_quantity at 1', () => {
    const { available_quantity: _ignored, ...unit } = beans().product_units[0]!;
    const product = { ...beans(), product_units: [unit as Product['product_units'][number]] };
    useGuestCart.getState().add(product, 25);
    useGuestCart.getState().add(product, 25);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(1);
  });

  it('logs and changes nothing when the unit is not one of the product’s', () => {
    useGuestCart.getState().add(beans(), 25);
    const before = useGuestCart.getState().items;
    useGuestCart.getState().add(beans(), 99);
    expectConsoleError('Selected option with ID 99 not found for product 13');
    expect(useGuestCart.getState().items).toBe(before);
  });

  it('appends another unit of the same product as its own item', () => {
    const twoUnits: Product = {
      ...beans(),
      product_units: [beans().product_units[0]!, { ...beans().product_units[1]!, available_quantity: 3 }],
    };
    const items = addToGuestCart(addToGuestCart([], twoUnits, 25), twoUnits, 26);
    expect(
      items.map((item) => [item.product_id, item.product_units[0]?.product_unit_id, item.quantity]),
    ).toEqual([
      [13, 25, 1],
      [13, 26, 1],
    ]);
    expect(items[1]?.price_per_unit).toBe('11500.00');
  });
});

/** A cart of yam (product 7, unit 1) at `quantity`, capped at `stock` (null: not said), plus one bag of rice (product 8, unit 5). */
function cartOf(quantity: number, stock: number | null = 10): GuestCartItem[] {
  const unit = { ...beans().product_units[0]!, id: 1, product_id: 7, available_quantity: stock ?? 0 };
  if (stock === null) delete (unit as Partial<typeof unit>).available_quantity;
  return [
    {
      name: 'Yam tubers',
      quantity,
      product_id: 7,
      price_per_unit: '1500.00',
      product_units: [{ ...unit, product_unit_id: 1, quantity }],
    },
    {
      name: 'Rice',
      quantity: 1,
      product_id: 8,
      price_per_unit: '52000.00',
      product_units: [{ ...unit, id: 5, product_id: 8, product_unit_id: 5, quantity: 1 }],
    },
  ];
}
const quantities = (items: GuestCartItem[]) =>
  items.map((item) => [item.product_id, item.quantity, ...item.product_units.map((unit) => unit.quantity)]);

describe('guest cart: Increment (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('raises the unit and the item quantity by 1, and saves it', () => {
    useGuestCart.setState({ items: cartOf(2) });
    useGuestCart.getState().increment(7, 1);
    expect(quantities(useGuestCart.getState().items)).toEqual([
      [7, 3, 3],
      [8, 1, 1],
    ]);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });

  it('does nothing at the unit’s available quantity', () => {
    const items = cartOf(3, 3);
    expect(incrementGuestCart(items, 7, 1)).toBe(items);
  });

  it('caps a unit without available_quantity at 1', () => {
    const items = cartOf(1, null);
    expect(incrementGuestCart(items, 7, 1)).toBe(items);
  });
});

describe('guest cart: Decrement (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('lowers the unit and the item quantity by 1 while above 1, and saves it', () => {
    useGuestCart.setState({ items: cartOf(3) });
    useGuestCart.getState().decrement(7, 1);
    expect(quantities(useGuestCart.getState().items)).toEqual([
      [7, 2, 2],
      [8, 1, 1],
    ]);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });

  it('does not go below 1', () => {
    const items = cartOf(1);
    expect(decrementGuestCart(items, 7, 1)).toBe(items);
  });

  it('drops a unit at 0 or less and removes the item left with no units', () => {
    const items = updateGuestCartQuantity(cartOf(2), 7, 1, 0);
    expect(quantities(decrementGuestCart(items, 7, 1))).toEqual([[8, 1, 1]]);
  });
});

describe('guest cart: Remove (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('removes one unit of a product; the item goes with its last unit; saved', () => {
    useGuestCart.setState({ items: cartOf(2) });
    useGuestCart.getState().remove(7, 1);
    expect(quantities(useGuestCart.getState().items)).toEqual([[8, 1, 1]]);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });

  it('keeps the product’s other units when one is removed', () => {
    const [yamItem, rice] = cartOf(2);
    const twoUnits: GuestCartItem = {
      ...yamItem!,
      quantity: 3,
      product_units: [
        ...yamItem!.product_units,
        { ...yamItem!.product_units[0]!, product_unit_id: 2, quantity: 1 },
      ],
    };
    expect(quantities(removeFromGuestCart([twoUnits, rice!], 7, 1))).toEqual([
      [7, 1, 1],
      [8, 1, 1],
    ]);
  });

  it('removes the whole product when no unit id is given', () => {
    expect(quantities(removeFromGuestCart(cartOf(2), 8))).toEqual([[7, 2, 2]]);
  });
});

describe('guest cart: Update quantity (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('sets the unit quantity directly, past the available quantity, and saves it', () => {
    useGuestCart.setState({ items: cartOf(1, 3) });
    useGuestCart.getState().updateQuantity(7, 1, 25);
    expect(quantities(useGuestCart.getState().items)).toEqual([
      [7, 25, 25],
      [8, 1, 1],
    ]);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });
});

describe('guest cart: Clear and Load from session (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('clear empties the cart and the saved copy', () => {
    useGuestCart.getState().add(beans(), 25);
    useGuestCart.getState().clear();
    expect(useGuestCart.getState().items).toEqual([]);
    expect(readGuestCart()).toEqual([]);
  });

  it('load restores the cart saved in session storage', () => {
    window.sessionStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cartOf(2)));
    useGuestCart.getState().loadFromSession();
    expect(useGuestCart.getState().items).toEqual(cartOf(2));
  });

  it('starts empty and reads session storage only when loaded, as the browser entry does (decision 016)', async () => {
    window.sessionStorage.setItem(STORAGE_KEYS.cart, JSON.stringify(cartOf(2)));
    vi.resetModules();
    const { useGuestCart: fresh } = await import('./guest-cart');
    expect(fresh.getState().items).toEqual([]);
    fresh.getState().loadFromSession();
    expect(fresh.getState().items).toEqual(cartOf(2));
  });

  it('a saved value that is not a list counts as empty', () => {
    for (const value of ['{"product_id":7}', '"yam"', '42', 'null', 'not json']) {
      window.sessionStorage.setItem(STORAGE_KEYS.cart, value);
      useGuestCart.getState().loadFromSession();
      expect(useGuestCart.getState().items, value).toEqual([]);
    }
  });
});
