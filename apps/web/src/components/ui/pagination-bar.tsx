import { PAGE_QUERY_PARAM } from '@oko/shared/constants';
import { pageChoices, pageCount, resultsText } from '@/lib/pagination';
import { NoScriptSubmit } from './no-script-submit';
import { SelectField } from './select-field';

export type PaginationBarProps = {
  page: number;
  perPage: number;
  total: number;
  onPageChange: (page: number) => void;
  /** The page's other query parameters (keyword, category, sort), kept when the form goes without JavaScript. */
  searchParams?: URLSearchParams;
};

/**
 * Spec section 2: "Results X - Y of N Entries" and a "Page n" select. The select is also a GET form, so a
 * shopper without (or before) the scripts moves to another page with its "Go" button, shown only then. Past 50
 * pages the select lists the pages near this one, the last, and evenly spaced ones between (`pageChoices`).
 */
export function PaginationBar({ page, perPage, total, onPageChange, searchParams }: PaginationBarProps) {
  const pages = pageCount(total, perPage);
  const current = Math.min(page, pages);
  const kept = [...(searchParams ?? [])].filter(([name]) => name !== PAGE_QUERY_PARAM);

  return (
    <nav
      aria-label="Pagination"
      className="flex flex-col gap-3 border-t border-stone-200 pt-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <p className="text-sm text-stone-600">{resultsText(page, perPage, total)}</p>
      {pages > 0 && (
        <form method="get" className="flex items-end gap-2">
          {kept.map(([name, value]) => (
            <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
          ))}
          <SelectField
            label="Page"
            hideLabel
            name={PAGE_QUERY_PARAM}
            value={current}
            onChange={(event) => onPageChange(Number(event.target.value))}
          >
            {pageChoices(current, pages).map((n) => (
              <option key={n} value={n}>
                Page {n}
              </option>
            ))}
          </SelectField>
          <NoScriptSubmit label="Go" />
        </form>
      )}
    </nav>
  );
}
