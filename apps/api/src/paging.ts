import type { PageQuery, PaginationMeta } from '@oko/shared/schemas/api';

/** Rows to skip for a page. */
export function pageOffset({ page, per_page }: PageQuery): number {
  return (page - 1) * per_page;
}

/** A page past the end is empty but keeps the true total and page count. */
export function pageMeta(total: number, { page, per_page }: PageQuery): PaginationMeta {
  return { current_page: page, per_page, total, last_page: Math.max(1, Math.ceil(total / per_page)) };
}
