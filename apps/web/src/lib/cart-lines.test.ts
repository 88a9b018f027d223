import type { CartRow } from '@oko/shared/schemas/cart';
import { describe, expect, it } from 'vitest';
import { cartLineFromRow, lineKey, lineTotalKobo, subtotalKobo } from './cart-lines';

const row: CartRow = {
  product_id: 8,
  product_unit_id: 5,
  quantity: 2,
  product_unit: {
    id: 5,
    price_per_unit: '52000.50',
    unit_number: 50,
    unit: { name: 'kilogram', symbol: 'kg' },
    available_quantity: 4,
    product: { id: 8, name: 'Ofada rice' },
    weight: null,
  },
};

describe('cart lines (spec section 4)', () => {
  it("takes a server cart row's product, unit, price, quantity and stock", () => {
    expect(cartLineFromRow(row)).toEqual({
      productId: 8,
      productUnitId: 5,
      name: 'Ofada rice',
      unit: '50 kg',
      pricePerUnit: '52000.50',
      quantity: 2,
      max: 4,
      weight: null,
    });
    expect(lineKey(cartLineFromRow(row))).toBe('8:5');
  });

  it('keeps a weighed unit\'s terms, for the line\'s "final price by weight" (issue 27)', () => {
    const weight = { price_per_kg: '700.00', estimated_kg: 5, tolerance_percent: 10 };
    const weighed: CartRow = { ...row, product_unit: { ...row.product_unit, weight } };
    expect(cartLineFromRow(weighed).weight).toEqual(weight);
  });

  it('prices a line as unit price × quantity in kobo', () => {
    expect(lineTotalKobo({ pricePerUnit: '52000.50', quantity: 3 })).toBe(15_600_150);
  });

  it('sums the lines to the kobo, where floats would drift', () => {
    // 0.10 + 0.20 in floats is 0.30000000000000004.
    expect(
      subtotalKobo([
        { pricePerUnit: '0.10', quantity: 1 },
        { pricePerUnit: '0.20', quantity: 1 },
      ]),
    ).toBe(30);
    expect(
      subtotalKobo([
        { pricePerUnit: '1500.00', quantity: 2 },
        { pricePerUnit: '19.99', quantity: 3 },
      ]),
    ).toBe(305_997);
    expect(subtotalKobo([])).toBe(0);
  });
});
