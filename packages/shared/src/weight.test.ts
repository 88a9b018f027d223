import { describe, expect, it } from 'vitest';
import { kgToGrams, priceByWeightKobo, weighedLineTotalKobo, weightNote } from './weight';

describe('sold by weight', () => {
  it('prices a weight in whole kobo: ₦1,500/kg × 1.85 kg is ₦2,775; ₦1,200.50 × 1.25 kg rounds to the kobo', () => {
    expect(priceByWeightKobo(150_000, kgToGrams(1.85))).toBe(277_500);
    expect(priceByWeightKobo(120_050, kgToGrams(1.25))).toBe(150_063);
    expect(kgToGrams(0.1 + 0.2)).toBe(300);
  });

  it('charges a lighter line its weight, a heavier one at most the estimate raised by the tolerance', () => {
    const yam = { pricePerKgKobo: 150_000, lineTotalKobo: 300_000, tolerancePercent: 0 };
    expect(weighedLineTotalKobo(yam, 1800)).toBe(270_000);
    expect(weighedLineTotalKobo(yam, 2600)).toBe(300_000);
    const melon = { pricePerKgKobo: 70_000, lineTotalKobo: 350_000, tolerancePercent: 10 };
    expect(weighedLineTotalKobo(melon, 5200)).toBe(364_000);
    expect(weighedLineTotalKobo(melon, 6000)).toBe(385_000);
    // Rounded down: never a kobo above the cap.
    expect(
      weighedLineTotalKobo({ pricePerKgKobo: 100_001, lineTotalKobo: 100_001, tolerancePercent: 3 }, 9000),
    ).toBe(103_001);
  });

  it('says so beside the price, with the tolerance when there is one', () => {
    expect(weightNote({ tolerance_percent: 0 })).toBe('Final price by weight');
    expect(weightNote({ tolerance_percent: 10 })).toBe('Final price by weight (up to 10% more)');
  });
});
