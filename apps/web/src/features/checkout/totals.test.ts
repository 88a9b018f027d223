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
      discount: 0,
      payAhead: 0,
      deliveryFee: 350_050,
      grandTotal: 800_050,
    });
    expect(checkoutTotals([{ pricePerUnit: '1500.00', quantity: 1 }], [], null)).toEqual({
      subtotal: 150_000,
      discount: 0,
      payAhead: 0,
      deliveryFee: 0,
      grandTotal: 150_000,
    });
  });

  it("charges no fee over the shop's free-delivery threshold, the channel's up to it", () => {
    const lines = [{ pricePerUnit: '1500.00', quantity: 3 }];
    expect(checkoutTotals(lines, channels, 4, '4499.99')).toEqual({
      subtotal: 450_000,
      discount: 0,
      payAhead: 0,
      deliveryFee: 0,
      grandTotal: 450_000,
    });
    expect(checkoutTotals(lines, channels, 4, '4500.00').deliveryFee).toBe(350_050);
    expect(checkoutTotals(lines, channels, 4, null).deliveryFee).toBe(350_050);
  });

  it('takes a code off the subtotal, judges free delivery after it, then paying ahead off the goods', () => {
    const lines = [{ pricePerUnit: '1500.00', quantity: 3 }];
    // ₦4,500 − ₦200 = ₦4,300: no longer over a ₦4,400 threshold, so the fee is charged.
    expect(checkoutTotals(lines, channels, 4, '4400.00', { discount: '200.00' })).toEqual({
      subtotal: 450_000,
      discount: 20_000,
      payAhead: 0,
      deliveryFee: 350_050,
      grandTotal: 780_050,
    });
    // 5% of ₦4,300 is ₦215; never the fee.
    expect(
      checkoutTotals(lines, channels, 4, null, { discount: '200.00', payAheadPercent: 5 }),
    ).toMatchObject({
      payAhead: 21_500,
      grandTotal: 450_000 - 20_000 - 21_500 + 350_050,
    });
    // 5% of ₦4,467 is ₦223.35: ₦224 off, in the shopper's favour, so the transfer asks for no kobo.
    expect(checkoutTotals(lines, channels, 3, null, { discount: '33.00', payAheadPercent: 5 })).toMatchObject(
      { payAhead: 22_400, grandTotal: 450_000 - 3_300 - 22_400 + 150_000 },
    );
    // A discount above the subtotal leaves the goods free, never below zero.
    expect(checkoutTotals(lines, channels, 4, null, { discount: '9000.00' })).toMatchObject({
      discount: 450_000,
      grandTotal: 350_050,
    });
  });
});
