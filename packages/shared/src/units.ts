// How a sale unit reads, in the storefront, the back office, order lines and mail alike (issue 23).

export type UnitName = { name: string; symbol: string };

/** A symbol that is the unit's own name ("tuber" for Tuber) is a word; "kg" for Kilogram is an abbreviation. */
const isWord = (unit: UnitName) => unit.symbol.trim().toLowerCase() === unit.name.trim().toLowerCase();

/** English plural of a unit word: bag → bags, bunch → bunches, paint bucket → paint buckets. */
const plural = (word: string) => (/(s|x|z|ch|sh)$/i.test(word) ? `${word}es` : `${word}s`);

/**
 * "25 kg", "1 tuber", "5 tubers", "2 bunches": the number and the unit as people say them. A word takes its
 * plural for any number but 1; an abbreviation (kg, g, L, pc) never does.
 */
export function unitLabel(unitNumber: number, unit: UnitName): string {
  const symbol = unitNumber !== 1 && isWord(unit) ? plural(unit.symbol) : unit.symbol;
  return `${unitNumber} ${symbol}`;
}
