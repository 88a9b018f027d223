import { describe, expect, it } from 'vitest';
import { formatPriceRange, stockLabel } from './product-units';

describe('formatPriceRange', () => {
  it('shows a single price when every unit costs the same', () => {
    expect(formatPriceRange([{ price_per_unit: '1500.00' }, { price_per_unit: '1500.00' }])).toBe(
      '₦1,500.00',
    );
  });

  it('shows "low - high" across units', () => {
    expect(
      formatPriceRange([
        { price_per_unit: '7000.00' },
        { price_per_unit: '1500.50' },
        { price_per_unit: '3000' },
      ]),
    ).toBe('₦1,500.50 - ₦7,000.00');
  });
});

describe('stockLabel', () => {
  it('is "out of stock" when no unit has a positive available quantity', () => {
    expect(
      stockLabel([{ available_quantity: 0 }, { available_quantity: -1 }, { available_quantity: null }, {}]),
    ).toBe('out of stock');
  });

  it('is "In Stock" when any unit is available', () => {
    expect(stockLabel([{ available_quantity: 0 }, { available_quantity: 3 }])).toBe('In Stock');
  });
});
