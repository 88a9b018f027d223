// Sold by weight (issue 27, decision 032): a weighed unit has a price per kg and an estimated weight; the shopper
// pays the estimate, and packing charges what the scale says, never more than the estimate (or, when the owner
// set a tolerance, the estimate and that many percent more). Money in kobo, weights in grams: whole numbers.

/** A weighed unit's terms, as the API answers them (`weight` of a product unit). */
export interface UnitWeight {
  /** Naira with 2 decimals. */
  price_per_kg: string;
  estimated_kg: number;
  /** How much more than the estimate a heavier one may cost, in percent (0: never more). */
  tolerance_percent: number;
}

/** 1.85 kg → 1850 g. */
export const kgToGrams = (kg: number): number => Math.round(kg * 1000);
/** 1850 g → 1.85 kg. */
export const gramsToKg = (grams: number): number => grams / 1000;

/** Price per kg × weight, rounded to the kobo. */
export const priceByWeightKobo = (pricePerKgKobo: number, grams: number): number =>
  Math.round((pricePerKgKobo * grams) / 1000);

/**
 * What a weighed line costs after weighing: price per kg × weighed grams, at most the line's estimate (what the
 * shopper agreed to) raised by the tolerance (rounded down, so never a kobo more than allowed).
 */
export function weighedLineTotalKobo(
  line: { pricePerKgKobo: number; lineTotalKobo: number; tolerancePercent: number },
  weighedGrams: number,
): number {
  const cap = Math.floor((line.lineTotalKobo * (100 + line.tolerancePercent)) / 100);
  return Math.min(priceByWeightKobo(line.pricePerKgKobo, weighedGrams), cap);
}

/** What the storefront says beside a weighed price: "Final price by weight (up to 10% more)". */
export const weightNote = (weight: Pick<UnitWeight, 'tolerance_percent'>): string =>
  weight.tolerance_percent > 0
    ? `Final price by weight (up to ${weight.tolerance_percent}% more)`
    : 'Final price by weight';
