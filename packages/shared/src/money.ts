// Money is integer kobo everywhere it is stored or summed; the API shows naira with 2 decimals (DESIGN.md).

export type Kobo = number;

/** 150050 → "1500.50": the naira string the API answers with. */
export function koboToNaira(kobo: Kobo): string {
  if (!Number.isSafeInteger(kobo)) throw new RangeError(`kobo must be an integer, got ${kobo}`);
  const sign = kobo < 0 ? '-' : '';
  const abs = Math.abs(kobo);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** "1500.5" or 1500.5 → 150050, rounding to the nearest kobo without float drift. */
export function nairaToKobo(naira: string | number): Kobo {
  const text = typeof naira === 'number' ? naira.toFixed(2) : naira.trim();
  const match = /^(-)?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(text);
  if (!match) throw new RangeError(`not a naira amount: ${String(naira)}`);
  const [, minus, whole = '0', fraction = ''] = match;
  const kobo = Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
  return minus ? -kobo : kobo;
}

/** "1234567.50" → "1,234,567.50": thousands grouped as en-NG groups them (a leading minus sign stays where it is). */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * 150050 → "₦1,500.50": grouped thousands, 2 decimals, as `Intl.NumberFormat('en-NG')` writes whole kobo (money.test.ts
 * holds the two equal, -0's "₦-0.00" too); a fraction of a kobo is rounded to the nearest, half away from zero.
 * Written out by hand: building that formatter loads the locale's data, 15–20 ms of a slow phone's main thread in
 * the storefront's first task, where the shell's module made it (issue 45 item 4, docs/benchmarks.md).
 */
export const formatNaira = (amount: Kobo): string =>
  `₦${1 / amount < 0 ? '-' : ''}${groupThousands(koboToNaira(Math.round(Math.abs(amount))))}`;

/** The API's naira string ("1500.50") as the shop shows it: "₦1,500.50". */
export const formatNairaAmount = (naira: string): string => formatNaira(nairaToKobo(naira));

/**
 * An amount in running text, as the spec writes one ("Do purchase over ₦5000", section 2): whole naira without
 * decimals, and thousands grouped only from five digits on (the style rule of most English style guides: "5000",
 * "50,000", "1,250,000"); kobo only when there are some ("₦5000.50"). The owner's free-delivery threshold is
 * written so wherever the shop names it.
 */
export function formatNairaInText(amount: Kobo): string {
  const [whole = '', kobo] = koboToNaira(amount).split('.');
  return `₦${whole.length > 4 ? groupThousands(whole) : whole}${kobo === '00' ? '' : `.${kobo}`}`;
}

/**
 * `percent` of `kobo` taken off as a discount (a percent code, paying ahead): rounded up to whole naira, in the
 * shopper's favour, so an order of whole-naira prices and fees never asks for kobo (decision 040); never more
 * than `kobo`, never below 0. `kobo × percent` is a whole number well below 2^53, so its quotient by 10,000 is a
 * whole number exactly when it divides, and the ceiling is exact.
 */
export const percentOffInWholeNaira = (kobo: Kobo, percent: number): Kobo =>
  kobo > 0 && percent > 0 ? Math.min(Math.ceil((kobo * percent) / 10_000) * 100, kobo) : 0;

/**
 * The whole naira of `kobo`, its kobo left off: what a Pay with Transfer account asks for a difference packing
 * made (issue 38), so no shopper is asked to transfer kobo; the kobo left off are the shop's to forgive.
 */
export const wholeNairaOf = (kobo: Kobo): Kobo => (kobo > 0 ? Math.floor(kobo / 100) * 100 : 0);
