import { Table } from '@mantine/core';
import classes from './charts.module.css';
import { FigureRowList } from './FigureRowList';
import type { FigureColumn, FigureRow } from './figureRows';
import type { FigureKind } from './figureValues';
import { useFigureCell } from './useFigureCell';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

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
 * a person can check the chart against. Each linked cell opens the list that totals to it. On a
 * phone, where four columns would be cut or scroll sideways, the table in sight is a list of
 * rows, each with its name on a line and its figures labelled under it.
 */
export function FigureTable({
  caption,
  columns,
  rows,
  footer = [],
  linksFocusable = true,
}: FigureTableProps) {
  const phone = usePhoneLayout();
  const cell = useFigureCell(columns, linksFocusable);
  if (phone && linksFocusable) {
    return <FigureRowList caption={caption} columns={columns} rows={rows} footer={footer} cell={cell} />;
  }
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
  // Out of sight, a scrolling box would be a region no one can scroll to: the table alone. In
  // sight, the table is as wide as its card and no wider than its content needs (names and
  // headings wrap, figures do not), so it scrolls only when the card is narrower than that.
  return linksFocusable ? (
    <Table.ScrollContainer minWidth={0} type="native">
      {table}
    </Table.ScrollContainer>
  ) : (
    table
  );
}
