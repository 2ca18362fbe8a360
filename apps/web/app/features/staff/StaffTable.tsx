import type { ReactNode } from 'react';

/** A column of a staff table: its heading, what a row shows in it, and the cell's own classes. */
export interface StaffColumn<Row> {
  header: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/**
 * The staff pages' table: a caption, a heading per column, a ruled row per item, each cell but
 * the last kept apart from the next.
 */
export function StaffTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
  className = '',
}: {
  caption: string;
  columns: readonly StaffColumn<Row>[];
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  className?: string;
}) {
  const apart = (index: number) => (index < columns.length - 1 ? ' pr-3' : '');
  return (
    <table className={`${className} w-full text-left text-sm`.trim()}>
      <caption className="mb-2 text-left font-semibold text-ink">{caption}</caption>
      <thead className="text-ink-muted">
        <tr>
          {columns.map((column, index) => (
            <th key={column.header} scope="col" className={`py-1${apart(index)}`}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-t border-line align-top">
            {columns.map((column, index) => (
              <td key={column.header} className={`py-1.5${apart(index)} ${column.className ?? ''}`.trim()}>
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
