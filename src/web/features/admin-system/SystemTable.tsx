import { Table, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import { CaptionedRowList } from '../../components/CaptionedRowList';
import rowList from '../../components/RowList.module.css';
import { TableScrollRegion } from '../../components/TableScrollRegion';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import classes from './SystemTable.module.css';

export interface SystemTableColumn {
  key: string;
  label: string;
  /** Free text that may run long (an error): it wraps anywhere, and on a phone takes a whole line. */
  long?: boolean;
  /** Kept on one line on a desktop (a date and time). */
  nowrap?: boolean;
}

export interface SystemTableRow {
  key: string;
  /** What the row is about: its header cell on a desktop, its title on a phone. */
  name: ReactNode;
  /** One value per column after the first, in their order. */
  cells: readonly ReactNode[];
}

export interface SystemTableProps {
  caption: string;
  /**
   * On a desktop the columns' headings say what the table holds: the caption is for screen readers.
   * A phone's list has no headings, so there it is shown.
   */
  captionHidden?: boolean;
  /** The first column heads the rows' names; the others head their values. */
  columns: readonly [SystemTableColumn, ...SystemTableColumn[]];
  rows: readonly SystemTableRow[];
  /** Weight of the rows' names on a desktop, where they sit beside their values. */
  nameWeight?: number;
  striped?: boolean;
  verticalSpacing?: number;
}

/**
 * A table of the system page. On a desktop it is a table, scrolling sideways in a focusable region
 * should it ever be wider than its card. On a phone (48em and below), where its columns would be
 * cut at the region's edge, each row is an item: its name on a line of its own, every value under
 * it with its column's label, two side by side; nothing is left out and nothing scrolls sideways.
 */
export function SystemTable({
  caption,
  captionHidden = false,
  columns,
  rows,
  nameWeight = 500,
  striped = false,
  verticalSpacing = 4,
}: SystemTableProps) {
  const captionId = useId();
  const phone = usePhoneLayout();
  const [first, ...rest] = columns;

  if (phone) {
    return (
      <CaptionedRowList caption={caption}>
        {rows.map((row) => (
          <li key={row.key} className={rowList.item}>
            <div className={rowList.name}>{row.name}</div>
            <dl className={`${rowList.fields} ${classes.values}`}>
              {rest.map((column, index) => (
                <div
                  key={column.key}
                  className={column.long ? `${rowList.field} ${classes.long}` : rowList.field}
                >
                  <dt className={rowList.label}>{column.label}</dt>
                  <dd>{row.cells[index]}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </CaptionedRowList>
    );
  }

  const cellStyle = (column: SystemTableColumn) =>
    column.nowrap
      ? { whiteSpace: 'nowrap' as const }
      : column.long
        ? { overflowWrap: 'anywhere' as const }
        : undefined;
  return (
    <TableScrollRegion captionId={captionId}>
      <Table verticalSpacing={verticalSpacing} fz="sm" striped={striped}>
        <caption id={captionId}>
          {captionHidden ? <VisuallyHidden>{caption}</VisuallyHidden> : caption}
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th scope="col" key={column.key}>
                {column.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.key}>
              <Table.Th scope="row" fw={nameWeight} style={cellStyle(first)}>
                {row.name}
              </Table.Th>
              {rest.map((column, index) => (
                <Table.Td key={column.key} style={cellStyle(column)}>
                  {row.cells[index]}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
