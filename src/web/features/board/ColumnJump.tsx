import { Button, Text } from '@mantine/core';
import type { BoardColumn } from '../../../contract/api/board';
import type { RequestType } from '../../../contract/upstream/enums';
import { useColumnCount, useColumnName } from '../../components/board/BoardColumnView';
import classes from '../../components/board/Board.module.css';
import { useT } from '../../i18n/useT';
import { statusColor } from '../../lib/statusColors';

export interface ColumnJumpProps {
  columns: readonly BoardColumn[];
  /** What the board holds: each count names orders or budgets. */
  type: RequestType;
  onJump: (column: BoardColumn) => void;
}

/**
 * Every column's name and count in one line above the board, each a click from its column: on a
 * board wider than the window no column is out of reach, and the counts read at a glance.
 */
export function ColumnJump({ columns, type, onJump }: ColumnJumpProps) {
  const t = useT();
  const nameOf = useColumnName();
  const countOf = useColumnCount(type);
  return (
    <nav aria-label={t('board.jump.label')}>
      <ul className={classes.jump}>
        {columns.map((column) => {
          const name = nameOf(column);
          const items = countOf(column);
          return (
            <li key={`${column.status === null ? 'other' : 'status'}:${column.name}`}>
              <Button
                variant="subtle"
                color="gray"
                size="compact-sm"
                onClick={() => onJump(column)}
                aria-label={t('board.jump.column', { name, items })}
                leftSection={
                  <span
                    aria-hidden="true"
                    className={classes.statusDot}
                    style={{ backgroundColor: `var(--mantine-color-${statusColor(name)}-filled)` }}
                  />
                }
                rightSection={
                  <Text span size="xs" fw={700} c="dimmed">
                    {column.count}
                  </Text>
                }
              >
                {name}
              </Button>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
