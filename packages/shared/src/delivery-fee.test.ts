import { describe, expect, it } from 'vitest';
import { deliveryFeeFor } from './delivery-fee';

describe('deliveryFeeFor', () => {
  it("charges the channel's fee when the shop has no free-delivery threshold", () => {
    expect(deliveryFeeFor(150_000, 10_000_000, null)).toBe(150_000);
    expect(deliveryFeeFor(0, 10_000_000, null)).toBe(0);
  });

  it('charges nothing over the threshold, the fee up to and at it (to the kobo)', () => {
    expect(deliveryFeeFor(150_000, 500_001, 500_000)).toBe(0);
    expect(deliveryFeeFor(150_000, 500_000, 500_000)).toBe(150_000);
    expect(deliveryFeeFor(150_000, 499_999, 500_000)).toBe(150_000);
  });

  it('a threshold of 0 makes every order with something in it free', () => {
    expect(deliveryFeeFor(150_000, 1, 0)).toBe(0);
  });
});
