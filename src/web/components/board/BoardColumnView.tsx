import { ActionIcon, Anchor, Text, VisuallyHidden } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import type { BoardColumn } from '../../../contract/api/board';
import type { RequestSummary } from '../../../contract/api/requests';
import type { RequestType } from '../../../contract/upstream/enums';
import { Money } from '../Money';
import { Power } from '../Power';
import { statusColor } from '../../lib/statusColors';
import { useT } from '../../i18n/useT';
import classes from './Board.module.css';

export interface BoardColumnViewProps {
  column: BoardColumn;
  /** What the board holds: its columns count orders or budgets. */
  type: RequestType;
  /** Heading level of the column's name under the page's title. */
  headingLevel?: 2 | 3;
  collapsed?: boolean;
  /** Without it the column cannot be collapsed (the wall screen). */
  onToggleCollapsed?: () => void;
  renderCard: (card: RequestSummary) => ReactNode;
  /** The list of every request of this column, offered when there are more than its cards. */
  seeAll?: SeeAllLink;
  /** Hidden from view (a phone shows one column at a time), still counted by the switcher. */
  hidden?: boolean;
}

export interface SeeAllLink {
  href: string;
  /** A plain click (a modified one is the browser's: a new tab). */
  onOpen: () => void;
}

/** The server's name for the column of requests whose status is not configured (or absent). */
const UNCONFIGURED_COLUMN = '';

/** How many requests a column holds, in the board's own noun: "44 pedidos", "1 orçamento". */
export function useColumnCount(type: RequestType) {
  const t = useT();
  return (column: BoardColumn) =>
    type === 'order'
      ? t('board.column.count.order', { count: column.count })
      : t('board.column.count.budget', { count: column.count });
}

/** A column's name as people read it: the status, or "Other statuses" for the rest. */
export function useColumnName() {
  const t = useT();
  return (column: BoardColumn) =>
    column.status === null && column.name === UNCONFIGURED_COLUMN
      ? t('board.column.unconfigured')
      : column.name;
}

/**
 * One status of a board: its name, how many requests it holds, the sum of their final values and
 * of their power, then its first cards (most recently moved first) and how many more there are.
 */
export function BoardColumnView({
  column,
  type,
  headingLevel = 3,
  collapsed = false,
  onToggleCollapsed,
  renderCard,
  seeAll,
  hidden: hiddenColumn = false,
}: BoardColumnViewProps) {
  const t = useT();
  const name = useColumnName()(column);
  const countOf = useColumnCount(type);
  const headingId = useId();
  const cardsId = useId();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const hidden = Math.max(0, column.count - column.cards.length);

  return (
    <li
      className={classes.column}
      aria-labelledby={headingId}
      data-column={column.name}
      data-collapsed={collapsed ? 'true' : 'false'}
      hidden={hiddenColumn || undefined}
      // The column jump moves focus here, so the keyboard goes on from the column it chose.
      tabIndex={-1}
    >
      <div className={classes.columnHeader}>
        <div className={classes.columnHeading}>
          {/* On a wall a name longer than its column ends in an ellipsis: its whole text on hover. */}
          <Heading id={headingId} className={classes.columnTitle} title={name}>
            <span
              aria-hidden="true"
              className={classes.statusDot}
              style={{ backgroundColor: `var(--mantine-color-${statusColor(name)}-filled)` }}
            />
            <span className={classes.columnName}>{name}</span>
          </Heading>
          <Text size="sm" fw={600} data-testid="column-count">
            {countOf(column)}
          </Text>
          <Text size="sm" c="dimmed">
            <VisuallyHidden>{t('board.column.sumFinalValue')}: </VisuallyHidden>
            <span data-testid="column-sum-value">
              <Money value={column.sumFinalValue} />
            </span>
            {/* Where the two figures do not fit on one line, the dot stays with the value. */}
            {'\u00a0· '}
            <VisuallyHidden>{t('board.column.sumPower')}: </VisuallyHidden>
            <span data-testid="column-sum-power">
              <Power value={column.sumTotalPower} />
            </span>
          </Text>
        </div>
        {onToggleCollapsed && (
          <ActionIcon
            variant="subtle"
            color="gray"
            onClick={onToggleCollapsed}
            aria-label={t(collapsed ? 'board.column.expand' : 'board.column.collapse', { name })}
            aria-expanded={!collapsed}
            aria-controls={collapsed ? undefined : cardsId}
          >
            <span aria-hidden="true">{collapsed ? '▸' : '▾'}</span>
          </ActionIcon>
        )}
      </div>
      {!collapsed && (
        <>
          {column.cards.length === 0 ? (
            <Text size="sm" c="dimmed" id={cardsId}>
              {t('board.column.empty')}
            </Text>
          ) : (
            <ul id={cardsId} className={classes.cards} aria-label={t('board.column.cards', { name })}>
              {column.cards.map((card) => (
                <li key={card.code}>{renderCard(card)}</li>
              ))}
            </ul>
          )}
          {hidden > 0 && (
            <Text size="sm" c="dimmed" className={classes.columnFooter}>
              {t('board.column.more', { count: hidden })}
              {seeAll && (
                <>
                  {' · '}
                  <Anchor
                    href={seeAll.href}
                    size="sm"
                    underline="always"
                    onClick={(event) => {
                      if (
                        event.metaKey ||
                        event.ctrlKey ||
                        event.shiftKey ||
                        event.altKey ||
                        event.button !== 0
                      ) {
                        return;
                      }
                      event.preventDefault();
                      seeAll.onOpen();
                    }}
                  >
                    {t('board.column.seeAll')}
                    {/* One such link per column: its name says which, for who hears them listed. */}
                    <VisuallyHidden> ({name})</VisuallyHidden>
                  </Anchor>
                </>
              )}
            </Text>
          )}
        </>
      )}
    </li>
  );
}
