import { PAGE_QUERY_PARAM } from '@oko/shared/constants';

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

/** Reads `?page=` as a whole number of at least 1; anything else is page 1. */
export function parsePageParam(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
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
