import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import type { SortDirection } from './sortState';
import classes from './RequestsTable.module.css';

export interface SortableHeaderProps {
  label: ReactNode;
  direction: SortDirection | undefined;
  onSort: () => void;
}

/** A header that sorts: a real button (keyboard and screen readers), the state in the th's aria-sort. */
export function SortableHeader({ label, direction, onSort }: SortableHeaderProps) {
  return (
    <UnstyledButton className={classes.sortButton} onClick={onSort}>
      <span className={classes.headerText}>{label}</span>
      <span aria-hidden="true" className={classes.sortIcon} data-active={direction ? true : undefined}>
        {direction === 'asc' ? '↑' : direction === 'desc' ? '↓' : '↕'}
      </span>
    </UnstyledButton>
  );
}
