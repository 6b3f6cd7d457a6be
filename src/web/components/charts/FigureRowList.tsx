import type { ReactNode } from 'react';
import { CaptionedRowList } from '../CaptionedRowList';
import rowList from '../RowList.module.css';
import classes from './FigureRowList.module.css';
import type { FigureColumn, FigureRow } from './figureRows';

export interface FigureRowListProps {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  footer: readonly FigureRow[];
  cell: (row: FigureRow, column: FigureColumn) => ReactNode;
}

/**
 * A figure's table as a phone reads it: one item per row, its name (the first column) on a line
 * of its own, whole, and every other column under it as a labelled figure. Nothing is left out
 * and nothing scrolls sideways; the total rows come last, set apart.
 */
export function FigureRowList({ caption, columns, rows, footer, cell }: FigureRowListProps) {
  const [first, ...rest] = columns;
  // The figures sit in columns that line up from one row to the next: up to three side by side
  // (money gets the most room; no column narrower than its figure), more two by two.
  const figuresStyle = {
    gridTemplateColumns:
      rest.length <= 3
        ? rest
            .map((column) =>
              column.kind === 'money' ? 'minmax(min-content, 1.4fr)' : 'minmax(min-content, 1fr)',
            )
            .join(' ')
        : 'repeat(2, minmax(min-content, 1fr))',
  };
  const item = (row: FigureRow, total: boolean) => (
    <li key={row.id} className={total ? `${rowList.item} ${classes.total}` : rowList.item}>
      {first && <div className={rowList.name}>{cell(row, first)}</div>}
      <dl className={rowList.fields} style={figuresStyle}>
        {rest.map((column) => (
          <div key={column.key} className={rowList.field}>
            <dt className={rowList.label}>{column.label}</dt>
            <dd className={classes.value}>{cell(row, column)}</dd>
          </div>
        ))}
      </dl>
    </li>
  );
  return (
    <CaptionedRowList caption={caption}>
      {rows.map((row) => item(row, false))}
      {footer.map((row) => item(row, true))}
    </CaptionedRowList>
  );
}
