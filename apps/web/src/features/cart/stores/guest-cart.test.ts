import { STORAGE_KEYS } from '@oko/shared/constants';
import type { Product } from '@oko/shared/schemas/catalog';
import { beforeEach, describe, expect, it } from 'vitest';
import { productFixture } from '@/testing/mocks/data';
import { expectConsoleError } from '@/testing/console';
import { addToGuestCart, readGuestCart, useGuestCart } from './guest-cart';

const yam = productFixture; // unit 1: ₦1,500.00, 10 in stock; unit 2: ₦7,000.00, none in stock
const saved = () => JSON.parse(window.sessionStorage.getItem(STORAGE_KEYS.cart) ?? 'null') as unknown;

describe('guest cart: Add (spec section 4)', () => {
  beforeEach(() => useGuestCart.setState({ items: [] }));

  it('appends a new item with quantity 1 and the chosen unit, and saves it to session storage', () => {
    useGuestCart.getState().add(yam, 1);
    const items = useGuestCart.getState().items;
    expect(items).toEqual([
      {
        name: 'Yam tubers',
        quantity: 1,
        product_id: 7,
        price_per_unit: '1500.00',
        product_units: [{ ...yam.product_units[0], product_unit_id: 1, quantity: 1 }],
      },
    ]);
    expect(saved()).toEqual(items);
    expect(readGuestCart()).toEqual(items);
  });

  it('raises the item and unit quantity by 1 when the product and unit are already in the cart', () => {
    useGuestCart.getState().add(yam, 1);
    useGuestCart.getState().add(yam, 1);
    const [item] = useGuestCart.getState().items;
    expect(item?.quantity).toBe(2);
    expect(item?.product_units[0]?.quantity).toBe(2);
    expect(useGuestCart.getState().items).toHaveLength(1);
    expect(saved()).toEqual(useGuestCart.getState().items);
  });

  it('stops at the unit’s available quantity', () => {
    const scarce: Product = {
      ...yam,
      product_units: [{ ...yam.product_units[0]!, available_quantity: 2 }],
    };
    for (let i = 0; i < 5; i++) useGuestCart.getState().add(scarce, 1);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(2);
  });

  it('adds nothing of a unit that is out of stock', () => {
    useGuestCart.getState().add(yam, 2);
    expect(useGuestCart.getState().items).toEqual([]);
    expect(window.sessionStorage.getItem(STORAGE_KEYS.cart)).toBeNull();
  });

  it('caps a unit without available_quantity at 1', () => {
    const { available_quantity: _ignored, ...unit } = yam.product_units[0]!;
    const product = { ...yam, product_units: [unit as Product['product_units'][number]] };
    useGuestCart.getState().add(product, 1);
    useGuestCart.getState().add(product, 1);
    expect(useGuestCart.getState().items[0]?.quantity).toBe(1);
  });

  it('logs and changes nothing when the unit is not one of the product’s', () => {
    useGuestCart.getState().add(yam, 1);
    const before = useGuestCart.getState().items;
    useGuestCart.getState().add(yam, 99);
    expectConsoleError('Selected option with ID 99 not found for product 7');
    expect(useGuestCart.getState().items).toBe(before);
  });

  it('appends another unit of the same product as its own item', () => {
    const twoUnits: Product = {
      ...yam,
      product_units: [yam.product_units[0]!, { ...yam.product_units[1]!, available_quantity: 3 }],
    };
    const items = addToGuestCart(addToGuestCart([], twoUnits, 1), twoUnits, 2);
    expect(
      items.map((item) => [item.product_id, item.product_units[0]?.product_unit_id, item.quantity]),
    ).toEqual([
      [7, 1, 1],
      [7, 2, 1],
    ]);
    expect(items[1]?.price_per_unit).toBe('7000.00');
  });
});
