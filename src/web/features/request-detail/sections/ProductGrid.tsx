import { Table, Text } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import rowList from '../../../components/RowList.module.css';
import type { Product } from '../../../../contract/upstream/product';
import { usePhoneLayout } from '../../../lib/usePhoneLayout';
import classes from './ProductGrid.module.css';

/** One column of a products table, or one labelled value of a product's row on a phone. */
export interface ProductColumn {
  key: string;
  header: string;
  /** A figure: right-aligned and on one line (its header may take two). */
  numeric?: boolean;
  /** A code ("CAB-6MM-PT") that reads as one word: never broken at its hyphens. */
  code?: boolean;
  cell: (product: Product) => ReactNode;
}

export interface ProductGridProps {
  caption: string;
  /** The first column's header: what each row is (the product). */
  nameHeader: string;
  /** Each row's name, and anything said under it. */
  name: (product: Product) => ReactNode;
  columns: readonly ProductColumn[];
  items: readonly Product[];
  /** The sums row: its label, and the sum of each column that has one (by column key). */
  footer: { label: string; values: Readonly<Record<string, ReactNode>> };
}

/**
 * The products as a table where the drawer is wide (it fits at 1280 px, and scrolls inside its own
 * box if it ever cannot), and as a list of labelled rows on a phone, where a table would show four
 * of its columns and hide the prices to the right with nothing to say they are there.
 */
export function ProductGrid(props: ProductGridProps) {
  const phone = usePhoneLayout();
  return phone ? <ProductRows {...props} /> : <ProductTable {...props} />;
}

function ProductTable({ caption, nameHeader, name, columns, items, footer }: ProductGridProps) {
  const captionId = useId();
  const firstSum = columns.findIndex((column) => column.key in footer.values);
  return (
    <Table.ScrollContainer
      type="native"
      minWidth={640}
      tabIndex={0}
      role="region"
      aria-labelledby={captionId}
      // Keeps what is visually hidden (positioned absolutely) inside the box, not widening the drawer.
      style={{ position: 'relative' }}
    >
      <Table captionSide="top" verticalSpacing={6} striped>
        <Table.Caption id={captionId}>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{nameHeader}</Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column.key}
                scope="col"
                className={column.numeric ? classes.numericHeader : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((product, index) => (
            // Items have no id of their own; their order is the vendor's and does not change here.
            <Table.Tr key={index}>
              <Table.Th scope="row" fw="normal">
                {name(product)}
              </Table.Th>
              {columns.map((column) => (
                <Table.Td key={column.key} className={cellClass(column)}>
                  {column.cell(product)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {firstSum < 0 ? null : (
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={1 + firstSum}>
                {footer.label}
              </Table.Th>
              {columns.slice(firstSum).map((column) => (
                <Table.Td key={column.key} className={cellClass(column)} fw={600}>
                  {footer.values[column.key]}
                </Table.Td>
              ))}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </Table.ScrollContainer>
  );
}

function cellClass(column: ProductColumn): string | undefined {
  if (column.numeric) return classes.numeric;
  if (column.code) return classes.code;
  return undefined;
}

function ProductRows({ caption, name, columns, items, footer }: ProductGridProps) {
  const captionId = useId();
  const summed = columns.filter((column) => column.key in footer.values);
  return (
    <div>
      <Text id={captionId} size="xs" c="dimmed" pb="xs">
        {caption}
      </Text>
      <ul className={rowList.list} aria-labelledby={captionId}>
        {items.map((product, index) => (
          <li key={index} className={rowList.item}>
            <div className={classes.rowName}>{name(product)}</div>
            <dl className={`${rowList.fields} ${classes.rowFields}`}>
              {columns.map((column) => (
                <div key={column.key} className={rowList.field}>
                  <dt className={rowList.label}>{column.header}</dt>
                  <dd className={column.code ? classes.code : undefined}>{column.cell(product)}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
        {summed.length === 0 ? null : (
          <li className={rowList.item}>
            <div className={rowList.name}>{footer.label}</div>
            <dl className={`${rowList.fields} ${classes.rowFields}`}>
              {summed.map((column) => (
                <div key={column.key} className={rowList.field}>
                  <dt className={rowList.label}>{column.header}</dt>
                  <dd>{footer.values[column.key]}</dd>
                </div>
              ))}
            </dl>
          </li>
        )}
      </ul>
    </div>
  );
}
