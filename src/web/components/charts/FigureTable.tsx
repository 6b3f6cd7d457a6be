import { Table } from '@mantine/core';
import { useT } from '../../i18n/useT';
import type { FigureKind, FigureValue } from './figureValues';
import { FigureLink } from './FigureLink';
import classes from './charts.module.css';
import { useFigureFormat } from './useFigureFormat';

export interface FigureColumn {
  key: string;
  label: string;
  kind: FigureKind;
}

export interface FigureRow {
  id: string;
  cells: Readonly<Record<string, FigureValue>>;
  /** Drill-downs by column key: that cell is a link to the list with exactly its filter. */
  links?: Readonly<Record<string, string>>;
}

export interface FigureTableProps {
  caption: string;
  columns: readonly FigureColumn[];
  rows: readonly FigureRow[];
  /** A total row under the rows (a figure's "without UF", "without status"...), never a link. */
  footer?: readonly FigureRow[];
  /** Hidden from sight (the chart shows it): its links leave the tab order, not the reading order. */
  linksFocusable?: boolean;
}

const numeric = (kind: FigureKind) => kind !== 'text';

/**
 * The numbers of a chart as a table: what a screen reader reads instead of the drawing, and what
 * a person can check the chart against. Each linked cell opens the list that totals to it.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  footer = [],
  linksFocusable = true,
}: FigureTableProps) {
  const t = useT();
  const format = useFigureFormat();
  const first = columns[0];
  const cell = (row: FigureRow, column: FigureColumn) => {
    const text = format(column.kind, row.cells[column.key] ?? null);
    const href = row.links?.[column.key];
    // A number alone ("12") says nothing out of its table: the link names its row and column.
    const label =
      first && column !== first
        ? t('charts.cellLink', {
            row: format(first.kind, row.cells[first.key] ?? null),
            column: column.label,
            value: text,
          })
        : undefined;
    return href ? (
      <FigureLink href={href} label={label} tabIndex={linksFocusable ? undefined : -1}>
        {text}
      </FigureLink>
    ) : (
      text
    );
  };
  const line = (row: FigureRow) => (
    <Table.Tr key={row.id}>
      {columns.map((column, index) =>
        index === 0 ? (
          <Table.Th key={column.key} scope="row" className={classes.rowHeader}>
            {cell(row, column)}
          </Table.Th>
        ) : (
          <Table.Td key={column.key} className={numeric(column.kind) ? classes.number : undefined}>
            {cell(row, column)}
          </Table.Td>
        ),
      )}
    </Table.Tr>
  );
  const table = (
    <Table striped highlightOnHover withTableBorder={false} fz="sm" className={classes.table}>
      <caption className={classes.caption}>{caption}</caption>
      <Table.Thead>
        <Table.Tr>
          {columns.map((column) => (
            <Table.Th
              key={column.key}
              scope="col"
              className={numeric(column.kind) ? classes.number : undefined}
            >
              {column.label}
            </Table.Th>
          ))}
        </Table.Tr>
      </Table.Thead>
      <Table.Tbody>{rows.map(line)}</Table.Tbody>
      {footer.length > 0 && <Table.Tfoot>{footer.map(line)}</Table.Tfoot>}
    </Table>
  );
  // Out of sight, a scrolling box would be a region no one can scroll to: the table alone.
  return linksFocusable ? (
    <Table.ScrollContainer minWidth={columns.length * 110} type="native">
      {table}
    </Table.ScrollContainer>
  ) : (
    table
  );
}
