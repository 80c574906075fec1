// One figure of the page: its caption, its chart drawn for the eye (hidden from screen readers) and a real table
// of the same numbers for screen readers (shown instead when the figure has no chart). An empty figure says so.
import { useId, type ReactNode } from 'react';
import { visuallyHidden } from '@tales/shared/ui';
import { caption, cell, chartBox, empty as emptyClass, figure, headCell, numeric, table } from './reader-stats.css';

export type Column<Row> = { header: string; cell: (row: Row) => ReactNode; numeric?: boolean };

type Props<Row> = {
  title: string;
  rows: readonly Row[];
  /** The first column names each row (its header cell). */
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string;
  /** What the figure says when it has nothing to show. */
  emptyText: string;
  /** Drawn for the eye only; none: the table is shown. */
  chart?: ReactNode;
  /** Said under the chart or the table. */
  note?: ReactNode;
  className?: string;
};

export function StatsFigure<Row>({ title, rows, columns, rowKey, emptyText, chart, note, className }: Props<Row>) {
  const isEmpty = rows.length === 0;
  const titleId = useId();
  return (
    <figure className={className ? `${figure} ${className}` : figure} aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId} className={caption}>
          {title}
        </h2>
      </figcaption>
      {isEmpty ? (
        <p className={emptyClass}>{emptyText}</p>
      ) : (
        <>
          {chart ? (
            <div className={chartBox} aria-hidden="true">
              {chart}
            </div>
          ) : null}
          <table className={chart ? visuallyHidden : table}>
            <caption className={visuallyHidden}>{title}</caption>
            <thead>
              <tr>
                {columns.map((column) => (
                  <th key={column.header} scope="col" className={column.numeric ? `${headCell} ${numeric}` : headCell}>
                    {column.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.map((row) => (
                <tr key={rowKey(row)}>
                  {columns.map((column, index) => {
                    const className = column.numeric ? `${cell} ${numeric}` : cell;
                    return index === 0 ? (
                      <th key={column.header} scope="row" className={className}>
                        {column.cell(row)}
                      </th>
                    ) : (
                      <td key={column.header} className={className}>
                        {column.cell(row)}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
      {note}
    </figure>
  );
}
