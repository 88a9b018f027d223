import { describe, expect, it } from 'vitest';
import { unitLabel } from './units';

describe('unitLabel', () => {
  it('reads as people say it: a unit word takes its plural for any number but 1', () => {
    expect(unitLabel(5, { name: 'Tuber', symbol: 'tuber' })).toBe('5 tubers');
    expect(unitLabel(1, { name: 'Tuber', symbol: 'tuber' })).toBe('1 tuber');
    expect(unitLabel(2, { name: 'Bunch', symbol: 'bunch' })).toBe('2 bunches');
    expect(unitLabel(3, { name: 'Paint bucket', symbol: 'paint bucket' })).toBe('3 paint buckets');
    expect(unitLabel(0.5, { name: 'Basket', symbol: 'basket' })).toBe('0.5 baskets');
  });

  it('never pluralises an abbreviation', () => {
    expect(unitLabel(25, { name: 'Kilogram', symbol: 'kg' })).toBe('25 kg');
    expect(unitLabel(0.5, { name: 'Litre', symbol: 'L' })).toBe('0.5 L');
    expect(unitLabel(6, { name: 'Piece', symbol: 'pc' })).toBe('6 pc');
  });
});
