// How a sale unit reads, in the storefront, the back office, order lines and mail alike (issue 23).

export type UnitName = { name: string; symbol: string };

/**
 * "25 kg", "1 tuber", "5 tubers", "2 bunches": the number and the unit as people say them. A symbol that is the
 * unit's own name ("tuber" for Tuber) is a word and takes its English plural for any number but 1 (bag → bags,
 * bunch → bunches, paint bucket → paint buckets); an abbreviation ("kg" for Kilogram, g, L, pc) never does.
 */
export function unitLabel(unitNumber: number, { name, symbol }: UnitName): string {
  const word = unitNumber !== 1 && symbol.toLowerCase() === name.toLowerCase();
  return `${unitNumber} ${symbol}${word ? (/(s|x|z|ch|sh)$/.test(symbol) ? 'es' : 's') : ''}`;
}
