import { NativeSelect } from '@mantine/core';
import type { BoardColumn } from '../../../contract/api/board';
import type { RequestType } from '../../../contract/upstream/enums';
import { useColumnCount, useColumnName } from '../../components/board/BoardColumnView';
import classes from '../../components/board/Board.module.css';
import { useT } from '../../i18n/useT';

export interface ColumnSwitcherProps {
  columns: readonly BoardColumn[];
  /** What the board holds: each count names orders or budgets. */
  type: RequestType;
  /** The column shown, by its name. */
  value: string;
  onChange: (name: string) => void;
}

/**
 * On a phone the board shows one column at a time: this picks which, each status with its count.
 * A native select, so the phone's own picker lists them, and it stays at the top while cards scroll.
 */
export function ColumnSwitcher({ columns, type, value, onChange }: ColumnSwitcherProps) {
  const t = useT();
  const nameOf = useColumnName();
  const countOf = useColumnCount(type);
  return (
    <div className={classes.switcher}>
      <NativeSelect
        label={t('board.switcher.label')}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        data={columns.map((column) => ({
          value: column.name,
          label: t('board.switcher.option', {
            name: nameOf(column),
            items: countOf(column),
          }),
        }))}
      />
    </div>
  );
}
