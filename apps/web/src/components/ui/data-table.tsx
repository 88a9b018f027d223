import clsx from 'clsx';
import type { ReactNode } from 'react';
import { PaginationLinks, type PaginationLinksProps } from './pagination-links';

export type DataTableColumn<Row> = {
  title: string;
  field: keyof Row & string;
  /** A custom cell; without it the field's value is shown as text. */
  Cell?: (props: { entry: Row }) => ReactNode;
};

export type DataTableProps<Row extends { id: string | number }> = {
  data: Row[];
  columns: DataTableColumn<Row>[];
  pagination?: PaginationLinksProps;
  caption?: string;
  /**
   * Below the `md` breakpoint, show each row as a card of label/value pairs (each cell labelled with its column
   * title) instead of a table wider than the screen. The markup stays the same table, with its column headers
   * for screen readers; the labels are drawn by CSS with empty alternative text, so they are not read twice.
   */
  stackOnSmallScreens?: boolean;
};

/** Spec section 2's answer for a list with nothing in it. */
export function NoEntriesFound() {
  return (
    <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
      No Entries Found
    </p>
  );
}

/** Spec section 2: a generic table of rows and columns; "No Entries Found" without rows. */
export function DataTable<Row extends { id: string | number }>({
  data,
  columns,
  pagination,
  caption,
  stackOnSmallScreens: stack = false,
}: DataTableProps<Row>) {
  if (data.length === 0) return <NoEntriesFound />;

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className={clsx('w-full text-left text-sm', stack && 'max-md:block')}>
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className={clsx('bg-stone-50 text-stone-700', stack && 'max-md:sr-only')}>
            <tr>
              {columns.map((column) => (
                <th key={column.field} scope="col" className="px-4 py-3 font-semibold">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className={clsx('divide-y divide-stone-100', stack && 'max-md:block')}>
            {data.map((entry) => (
              <tr key={entry.id} className={stack ? 'max-md:block max-md:px-4 max-md:py-3' : undefined}>
                {columns.map(({ field, title, Cell }) => (
                  <td
                    key={field}
                    data-label={stack ? title : undefined}
                    className={clsx('px-4 py-3 text-stone-800', stack && stackedCell)}
                  >
                    {Cell ? <Cell entry={entry} /> : String(entry[field] ?? '')}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination && pagination.totalPages > 1 && <PaginationLinks {...pagination} />}
    </div>
  );
}

/**
 * A cell of a stacked row: its column title (from `data-label`) on the left, its value on the right, wrapping
 * rather than widening the card. `attr(data-label) / ''` gives the drawn label empty alternative text.
 */
const stackedCell =
  "max-md:flex max-md:items-baseline max-md:justify-between max-md:gap-4 max-md:px-0 max-md:py-1 max-md:text-right max-md:break-words max-md:before:shrink-0 max-md:before:text-left max-md:before:font-medium max-md:before:text-stone-600 max-md:before:content-[attr(data-label)_/_'']";
