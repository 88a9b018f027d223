import clsx from 'clsx';
import type { ReactNode } from 'react';

export type LineItemsColumn<Line> = {
  title: string;
  /** A figure: set right, under a right-aligned title. */
  numeric?: boolean;
  /** Classes of the column's cells (not its title). */
  className?: string;
  cell: (line: Line) => ReactNode;
};

/** A row under the lines, its label spanning every column but the last: "Subtotal ₦14,250.00". */
export type LineItemsTotal = { label: string; value: ReactNode; strong?: boolean };

/**
 * The back office's compact table of lines, on screen and on paper: an order's lines on its page and its packing
 * slip, and the pick list's units to gather. Tighter than the shop's DataTable, and it prints as it shows.
 */
export function LineItemsTable<Line>({
  lines,
  lineKey,
  columns,
  totals = [],
}: {
  lines: Line[];
  lineKey: (line: Line) => string | number;
  columns: LineItemsColumn<Line>[];
  totals?: LineItemsTotal[];
}) {
  // Every cell but the last keeps a gap to its right neighbour.
  const gap = (index: number) => (index < columns.length - 1 ? 'pr-2' : undefined);
  return (
    <table className="w-full text-left text-sm">
      <thead className="text-stone-600">
        <tr className="border-b border-stone-200">
          {columns.map((column, index) => (
            <th
              key={column.title}
              scope="col"
              className={clsx('py-2 font-medium', gap(index), column.numeric && 'text-right')}
            >
              {column.title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-stone-100">
        {lines.map((line) => (
          <tr key={lineKey(line)}>
            {columns.map((column, index) => (
              <td
                key={column.title}
                className={clsx('py-2', gap(index), column.numeric && 'text-right', column.className)}
              >
                {column.cell(line)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {totals.length > 0 && (
        <tfoot className="border-t border-stone-200">
          {totals.map((total, index) => (
            <tr key={total.label}>
              <th
                scope="row"
                colSpan={columns.length - 1}
                className={clsx(
                  'pr-2 text-right',
                  index === 0 && 'pt-2',
                  total.strong ? 'font-semibold text-stone-900' : 'font-normal text-stone-600',
                )}
              >
                {total.label}
              </th>
              <td
                className={clsx(
                  'text-right',
                  index === 0 && 'pt-2',
                  total.strong && 'font-semibold text-stone-900',
                )}
              >
                {total.value}
              </td>
            </tr>
          ))}
        </tfoot>
      )}
    </table>
  );
}
