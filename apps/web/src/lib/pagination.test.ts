import { describe, expect, it } from 'vitest';
import { MAX_PAGE } from '@oko/shared/constants';
import {
  LISTED_PAGES,
  pageChoices,
  pageCount,
  paginationLinks,
  parsePageParam,
  resultsText,
} from './pagination';

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

  it("takes no page above the API's highest", () => {
    expect(parsePageParam(String(MAX_PAGE))).toBe(MAX_PAGE);
    expect(parsePageParam(String(MAX_PAGE + 1))).toBe(1);
  });
});

describe('pageChoices', () => {
  it('lists every page up to 50', () => {
    expect(pageChoices(1, 3)).toEqual([1, 2, 3]);
    expect(pageChoices(7, LISTED_PAGES)).toHaveLength(LISTED_PAGES);
  });

  it('lists the first, the five either side of the current, every 50th and the last of 834 pages', () => {
    expect(pageChoices(200, 834)).toEqual([
      1, 50, 100, 150, 195, 196, 197, 198, 199, 200, 201, 202, 203, 204, 205, 250, 300, 350, 400, 450, 500,
      550, 600, 650, 700, 750, 800, 834,
    ]);
    expect(pageChoices(1, 834).slice(0, 7)).toEqual([1, 2, 3, 4, 5, 6, 50]);
    expect(pageChoices(834, 834).slice(-7)).toEqual([800, 829, 830, 831, 832, 833, 834]);
  });

  it('stays short however many pages there are', () => {
    for (const pages of [51, 834, 9999, MAX_PAGE]) {
      const choices = pageChoices(Math.ceil(pages / 3), pages);
      expect(choices.length, String(pages)).toBeLessThanOrEqual(35);
      expect(choices).toContain(Math.ceil(pages / 3));
      expect(choices.at(-1)).toBe(pages);
    }
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
