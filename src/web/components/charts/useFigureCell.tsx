import type { ReactNode } from 'react';
import { useT } from '../../i18n/useT';
import { FigureLink } from './FigureLink';
import type { FigureColumn, FigureRow } from './figureRows';
import { useFigureFormat } from './useFigureFormat';

/**
 * One figure's value in the reader's language, a link to the list that totals to it when the row
 * has one. A number alone ("12") says nothing out of its row: the link names its row and column.
 */
export function useFigureCell(
  columns: readonly FigureColumn[],
  linksFocusable: boolean,
): (row: FigureRow, column: FigureColumn) => ReactNode {
  const t = useT();
  const format = useFigureFormat();
  const first = columns[0];
  return (row, column) => {
    const text = format(column.kind, row.cells[column.key] ?? null);
    const href = row.links?.[column.key];
    if (!href) return text;
    const label =
      first && column !== first
        ? t('charts.cellLink', {
            row: format(first.kind, row.cells[first.key] ?? null),
            column: column.label,
            value: text,
          })
        : undefined;
    return (
      <FigureLink href={href} label={label} tabIndex={linksFocusable ? undefined : -1}>
        {text}
      </FigureLink>
    );
  };
}
