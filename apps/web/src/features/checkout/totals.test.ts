import { describe, expect, it } from 'vitest';
import { checkoutTotals, deliveryFeeKobo } from './totals';

const channels = [
  { id: 3, fee: '1500.00' },
  { id: 4, fee: '3500.50' },
];

describe('checkout totals (spec section 4)', () => {
  it("charges the first channel's fee until one is chosen, the chosen one's after, 0 without channels", () => {
    expect(deliveryFeeKobo(channels, null)).toBe(150_000);
    expect(deliveryFeeKobo(channels, 4)).toBe(350_050);
    expect(deliveryFeeKobo(channels, 3)).toBe(150_000);
    // A channel that is no longer offered falls back to the default.
    expect(deliveryFeeKobo(channels, 99)).toBe(150_000);
    expect(deliveryFeeKobo([], null)).toBe(0);
    expect(deliveryFeeKobo([], 4)).toBe(0);
  });

  it('adds the fee to the subtotal for the grand total', () => {
    expect(checkoutTotals([{ pricePerUnit: '1500.00', quantity: 3 }], channels, 4)).toEqual({
      subtotal: 450_000,
      deliveryFee: 350_050,
      grandTotal: 800_050,
    });
    expect(checkoutTotals([{ pricePerUnit: '1500.00', quantity: 1 }], [], null)).toEqual({
      subtotal: 150_000,
      deliveryFee: 0,
      grandTotal: 150_000,
    });
  });

  it("charges no fee over the shop's free-delivery threshold, the channel's up to it", () => {
    const lines = [{ pricePerUnit: '1500.00', quantity: 3 }];
    expect(checkoutTotals(lines, channels, 4, '4499.99')).toEqual({
      subtotal: 450_000,
      deliveryFee: 0,
      grandTotal: 450_000,
    });
    expect(checkoutTotals(lines, channels, 4, '4500.00').deliveryFee).toBe(350_050);
    expect(checkoutTotals(lines, channels, 4, null).deliveryFee).toBe(350_050);
  });
});
