import { Table, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';

export interface ListTableProps {
  /** What the table lists, for screen readers (sighted readers have the page's heading). */
  caption: string;
  /** The visible column headings, in order. */
  columns: readonly string[];
  /** The last column's heading (its buttons say what they do), for screen readers only. */
  lastColumn: string;
  striped?: boolean;
  /** The rows (`Table.Tr`), one per item. */
  children: ReactNode;
}

/** A table of items that scrolls sideways on narrow screens instead of squeezing its columns. */
export function ListTable({ caption, columns, lastColumn, striped = false, children }: ListTableProps) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" striped={striped}>
        <caption>
          <VisuallyHidden>{caption}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {column}
              </Table.Th>
            ))}
            <Table.Th scope="col">
              <VisuallyHidden>{lastColumn}</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
      </Table>
    </div>
  );
}
