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
};

/** Spec section 2: a generic table of rows and columns; "No Entries Found" without rows. */
export function DataTable<Row extends { id: string | number }>({
  data,
  columns,
  pagination,
  caption,
}: DataTableProps<Row>) {
  if (data.length === 0) {
    return (
      <p className="rounded-lg border border-dashed border-stone-300 bg-white p-8 text-center text-stone-600">
        No Entries Found
      </p>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div className="overflow-x-auto rounded-lg border border-stone-200 bg-white">
        <table className="w-full text-left text-sm">
          {caption && <caption className="sr-only">{caption}</caption>}
          <thead className="bg-stone-50 text-stone-700">
            <tr>
              {columns.map((column) => (
                <th key={column.field} scope="col" className="px-4 py-3 font-semibold">
                  {column.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="divide-y divide-stone-100">
            {data.map((entry) => (
              <tr key={entry.id}>
                {columns.map(({ field, Cell }) => (
                  <td key={field} className="px-4 py-3 text-stone-800">
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
