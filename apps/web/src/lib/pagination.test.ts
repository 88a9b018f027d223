import { describe, expect, it } from 'vitest';
import { pageCount, paginationLinks, parsePageParam, resultsText } from './pagination';

describe('pageCount', () => {
  it('is the ceiling of total entries divided by page size', () => {
    expect(pageCount(25, 12)).toBe(3);
    expect(pageCount(24, 12)).toBe(2);
    expect(pageCount(0, 12)).toBe(0);
  });
});

describe('resultsText', () => {
  it('reads "Results X - Y of N Entries"', () => {
    expect(resultsText(1, 12, 30)).toBe('Results 1 - 12 of 30 Entries');
    expect(resultsText(3, 12, 30)).toBe('Results 25 - 30 of 30 Entries');
    expect(resultsText(1, 12, 0)).toBe('Results 0 - 0 of 0 Entries');
    expect(resultsText(5, 12, 30)).toBe('Results 0 - 0 of 30 Entries');
  });
});

describe('parsePageParam', () => {
  it('takes a whole number of at least 1, else page 1', () => {
    expect(parsePageParam('4')).toBe(4);
    expect(['0', '-2', '1.5', 'abc', null].map(parsePageParam)).toEqual([1, 1, 1, 1, 1]);
  });
});

describe('paginationLinks', () => {
  const shape = (current: number, total: number) =>
    paginationLinks('/users/orders', current, total).map((link) =>
      link.kind === 'ellipsis'
        ? '…'
        : link.kind === 'previous'
          ? 'prev'
          : link.current
            ? `[${link.page}]`
            : String(link.page),
    );

  it('shows previous, ellipsis, previous number, current, next number, ellipsis and the last page', () => {
    expect(shape(5, 10)).toEqual(['prev', '…', '4', '[5]', '6', '…', '10']);
  });

  it('leaves out what does not exist at the edges', () => {
    expect(shape(1, 1)).toEqual(['[1]']);
    expect(shape(1, 3)).toEqual(['[1]', '2', '3']);
    expect(shape(2, 3)).toEqual(['prev', '1', '[2]', '3']);
    expect(shape(10, 10)).toEqual(['prev', '…', '9', '[10]']);
  });

  it('links to the root URL plus the page query parameter', () => {
    const [previous] = paginationLinks('/users/orders', 5, 10);
    expect(previous).toEqual({ kind: 'previous', page: 4, href: '/users/orders?page=4' });
  });
});
