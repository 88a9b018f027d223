import { describe, expect, it } from 'vitest';
import { orderTotalKobo } from './order-total';

describe('orderTotalKobo', () => {
  it('takes the discount and paying ahead off the goods and adds the delivery fee', () => {
    expect(
      orderTotalKobo({
        goodsKobo: 1_000_000,
        discountKobo: 100_000,
        payAheadKobo: 45_000,
        deliveryFeeKobo: 150_000,
      }),
    ).toBe(1_005_000);
  });

  it('never takes more than the goods come to: the fee is still paid', () => {
    expect(
      orderTotalKobo({ goodsKobo: 50_000, discountKobo: 80_000, payAheadKobo: 0, deliveryFeeKobo: 150_000 }),
    ).toBe(150_000);
  });
});
