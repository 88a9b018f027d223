import { describe, expect, it } from 'vitest';
import {
  formatNaira,
  formatNairaAmount,
  formatNairaInText,
  koboToNaira,
  nairaToKobo,
  percentOffInWholeNaira,
  wholeNairaOf,
} from './money';

describe('koboToNaira', () => {
  it('shows naira with 2 decimals', () => {
    expect(koboToNaira(150050)).toBe('1500.50');
    expect(koboToNaira(150000)).toBe('1500.00');
    expect(koboToNaira(5)).toBe('0.05');
    expect(koboToNaira(0)).toBe('0.00');
    expect(koboToNaira(-250)).toBe('-2.50');
  });

  it('refuses fractions of a kobo', () => {
    expect(() => koboToNaira(1.5)).toThrow(RangeError);
  });
});

describe('nairaToKobo', () => {
  it('reads the API strings back without float drift', () => {
    expect(nairaToKobo('1500.50')).toBe(150050);
    expect(nairaToKobo('0.29')).toBe(29);
    expect(nairaToKobo('1500')).toBe(150000);
    expect(nairaToKobo('1500.5')).toBe(150050);
    expect(nairaToKobo(19.99)).toBe(1999);
    expect(nairaToKobo(' 7 ')).toBe(700);
  });

  it('refuses what is not an amount', () => {
    expect(() => nairaToKobo('abc')).toThrow(RangeError);
    expect(() => nairaToKobo('1,500')).toThrow(RangeError);
  });

  it('sums exactly where floats would not', () => {
    const sum = ['0.10', '0.20'].map(nairaToKobo).reduce((a, b) => a + b, 0);
    expect(koboToNaira(sum)).toBe('0.30');
  });
});

describe('formatNaira', () => {
  it('groups thousands with the naira sign and 2 decimals', () => {
    expect(formatNaira(150050)).toBe('₦1,500.50');
    expect(formatNaira(123456789)).toBe('₦1,234,567.89');
    expect(formatNaira(0)).toBe('₦0.00');
  });

  it("writes whole kobo as Intl.NumberFormat('en-NG') does, without building one", () => {
    const intl = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    const amounts = [0, -0, 1, 5, 99, 100, 999, 1000, 99_999, 100_000, 150_050, -150_050, 999_999_99];
    for (let digits = 1; digits <= 15; digits++)
      amounts.push(Number('9'.repeat(digits)), -Number('7'.repeat(digits)));
    for (const amount of amounts) expect(formatNaira(amount)).toBe(`₦${intl.format(amount / 100)}`);
    // Exact where amount / 100 as a float no longer is (Intl writes …409.90 here).
    expect(formatNaira(Number.MAX_SAFE_INTEGER)).toBe('₦90,071,992,547,409.91');
  });

  it('rounds a fraction of a kobo to the nearest, half away from zero', () => {
    expect(formatNaira(150_050.5)).toBe('₦1,500.51');
    expect(formatNaira(150_050.4)).toBe('₦1,500.50');
    expect(formatNaira(-0.5)).toBe('₦-0.01');
  });
});

describe('formatNairaAmount', () => {
  it("shows the API's naira strings as the shop does", () => {
    expect(formatNairaAmount('1500.5')).toBe('₦1,500.50');
    expect(formatNairaAmount('1234567.50')).toBe('₦1,234,567.50');
    expect(formatNairaAmount('0.00')).toBe('₦0.00');
  });
});

describe('formatNairaInText', () => {
  it('writes amounts as the spec does: ₦5000, and ₦50,000 from five digits on', () => {
    expect(formatNairaInText(500_000)).toBe('₦5000');
    expect(formatNairaInText(999_900)).toBe('₦9999');
    expect(formatNairaInText(1_000_000)).toBe('₦10,000');
    expect(formatNairaInText(5_000_000)).toBe('₦50,000');
    expect(formatNairaInText(125_000_000)).toBe('₦1,250,000');
    expect(formatNairaInText(50_000)).toBe('₦500');
  });

  it('shows kobo only when there are some', () => {
    expect(formatNairaInText(2_500_050)).toBe('₦25,000.50');
    expect(formatNairaInText(500_005)).toBe('₦5000.05');
  });
});

describe('percentOffInWholeNaira (decision 040)', () => {
  it('rounds a discount up to whole naira, in the shopper’s favour', () => {
    // 5% of ₦8,467 is ₦423.35: ₦424 off, so a transfer of ₦8,043 asks for no kobo.
    expect(percentOffInWholeNaira(846_700, 5)).toBe(42_400);
    // 7% of ₦4,250 is ₦297.50.
    expect(percentOffInWholeNaira(425_000, 7)).toBe(29_800);
    // Exact sums stay as they are.
    expect(percentOffInWholeNaira(850_000, 10)).toBe(85_000);
    expect(percentOffInWholeNaira(100, 1)).toBe(100);
  });

  it('is never more than the amount, nor below 0', () => {
    expect(percentOffInWholeNaira(150_050, 100)).toBe(150_050);
    expect(percentOffInWholeNaira(50, 10)).toBe(50);
    expect(percentOffInWholeNaira(0, 10)).toBe(0);
    expect(percentOffInWholeNaira(-500, 10)).toBe(0);
    expect(percentOffInWholeNaira(850_000, 0)).toBe(0);
  });

  it('stays exact on large sums (integer arithmetic)', () => {
    // 33% of ₦999,999,999.99 is ₦329,999,999.9967; 50% is ₦499,999,999.995.
    expect(percentOffInWholeNaira(999_999_999_99, 33)).toBe(330_000_000_00);
    expect(percentOffInWholeNaira(999_999_999_99, 50)).toBe(500_000_000_00);
  });
});

describe('wholeNairaOf (issue 38)', () => {
  it('leaves the kobo off, in the shopper’s favour; nothing for less than ₦1', () => {
    // A watermelon weighed to ₦305.90 more: a transfer of ₦305.
    expect(wholeNairaOf(30_590)).toBe(30_500);
    expect(wholeNairaOf(28_000)).toBe(28_000);
    expect(wholeNairaOf(99)).toBe(0);
    expect(wholeNairaOf(0)).toBe(0);
    expect(wholeNairaOf(-150)).toBe(0);
  });
});
