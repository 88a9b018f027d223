import { describe, expect, it } from 'vitest';
import { formatNaira, formatNairaAmount, koboToNaira, nairaToKobo } from './money';

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
});

describe('formatNairaAmount', () => {
  it("shows the API's naira strings as the shop does", () => {
    expect(formatNairaAmount('1500.5')).toBe('₦1,500.50');
    expect(formatNairaAmount('1234567.50')).toBe('₦1,234,567.50');
    expect(formatNairaAmount('0.00')).toBe('₦0.00');
  });
});
