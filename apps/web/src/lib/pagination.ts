import { MAX_PAGE, PAGE_QUERY_PARAM } from '@oko/shared/constants';

/** Spec section 2: the page count is the ceiling of total entries divided by page size. */
export function pageCount(total: number, perPage: number): number {
  if (perPage <= 0) return 0;
  return Math.ceil(total / perPage);
}

/** The X and Y of "Results X - Y of N Entries" for one page. */
export function resultsRange(page: number, perPage: number, total: number): { from: number; to: number } {
  const from = (page - 1) * perPage + 1;
  // No entries, or a page past the end: nothing is shown.
  if (from > total) return { from: 0, to: 0 };
  return { from, to: Math.min(page * perPage, total) };
}

export function resultsText(page: number, perPage: number, total: number): string {
  const { from, to } = resultsRange(page, perPage, total);
  return `Results ${from} - ${to} of ${total} Entries`;
}

/** Reads `?page=` as a whole number from 1 to the API's highest page; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 && page <= MAX_PAGE ? page : 1;
}

/** Up to this many pages, the "Page n" select lists every one. */
export const LISTED_PAGES = 50;
/** Beyond, it lists the pages this near the current one, … */
const NEARBY_PAGES = 5;
/** … and about this many evenly spaced ones. */
const LANDMARK_PAGES = 20;

/**
 * The pages of the "Page n" select (spec section 2). A long list (10,000 products are 834 pages) would be a
 * select no one can use and tens of kilobytes on every page: beyond 50 pages it lists the first, the five either
 * side of the current one, the last, and every 10th, 20th, 50th, 100th… (about 20 in all), so any page is two
 * choices away (docs/storefront.md).
 */
export function pageChoices(current: number, pages: number): number[] {
  if (pages <= LISTED_PAGES) return Array.from({ length: pages }, (_, index) => index + 1);
  const choices = new Set([1, pages]);
  for (let n = current - NEARBY_PAGES; n <= current + NEARBY_PAGES; n++) {
    if (n >= 1 && n <= pages) choices.add(n);
  }
  const step = roundStep(pages / LANDMARK_PAGES);
  for (let n = step; n < pages; n += step) choices.add(n);
  return [...choices].sort((a, b) => a - b);
}

/** The least of 1, 2, 5, 10, 20, 50… that is at least `step`. */
function roundStep(step: number): number {
  for (let power = 1; ; power *= 10) {
    for (const factor of [1, 2, 5]) if (factor * power >= step) return factor * power;
  }
}

export type PaginationLink =
  | { kind: 'previous'; page: number; href: string }
  | { kind: 'ellipsis'; key: 'before' | 'after' }
  | { kind: 'page'; page: number; href: string; current: boolean };

/**
 * Spec section 2, "Paginated link list": previous, ellipsis, previous number, current, next number, ellipsis,
 * last page; each link is the root URL plus the page query parameter.
 */
export function paginationLinks(rootUrl: string, currentPage: number, totalPages: number): PaginationLink[] {
  const href = (page: number) => `${rootUrl}?${PAGE_QUERY_PARAM}=${page}`;
  const page = (n: number, current = false): PaginationLink => ({
    kind: 'page',
    page: n,
    href: href(n),
    current,
  });
  const links: PaginationLink[] = [];
  if (currentPage > 1) links.push({ kind: 'previous', page: currentPage - 1, href: href(currentPage - 1) });
  if (currentPage > 2) links.push({ kind: 'ellipsis', key: 'before' });
  if (currentPage > 1) links.push(page(currentPage - 1));
  links.push(page(currentPage, true));
  if (currentPage < totalPages) links.push(page(currentPage + 1));
  if (currentPage + 2 < totalPages) links.push({ kind: 'ellipsis', key: 'after' });
  if (currentPage + 1 < totalPages) links.push(page(totalPages));
  return links;
}
