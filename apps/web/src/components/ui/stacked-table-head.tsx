/** A column of a table whose rows stack into cards on a phone: its header, and its cell's spacing. */
export type StackedColumn = { label: string; className: string; srOnly?: boolean };

/**
 * The column headers of the cart's and the checkout's tables: shown from `sm` up, read by screen readers only on
 * a phone, where each row is a card that labels its own values.
 */
export function StackedTableHead({ columns, className }: { columns: StackedColumn[]; className: string }) {
  return (
    <thead className={`${className} max-sm:sr-only`}>
      <tr>
        {columns.map((column) => (
          <th key={column.label} scope="col" className={column.className}>
            {column.srOnly ? <span className="sr-only">{column.label}</span> : column.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}
