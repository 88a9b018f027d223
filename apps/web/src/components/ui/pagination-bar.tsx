import { pageCount, resultsText } from '@/lib/pagination';
import { SelectField } from './select-field';

export type PaginationBarProps = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
};

/** Spec section 2: "Results X - Y of N Entries" and a "Page n" select. */
export function PaginationBar({ page, perPage, total, onPageChange }: PaginationBarProps) {
  const pages = pageCount(total, perPage);

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-stone-600">{resultsText(page, perPage, total)}</p>
      {pages > 0 && (
        <SelectField
          label="Page"
          hideLabel
          value={Math.min(page, pages)}
          onChange={(event) => onPageChange(Number(event.target.value))}
        >
          {Array.from({ length: pages }, (_, index) => index + 1).map((n) => (
            <option key={n} value={n}>
              Page {n}
            </option>
          ))}
        </SelectField>
      )}
    </nav>
  );
}
