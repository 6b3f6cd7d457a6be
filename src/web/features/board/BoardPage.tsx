import { EmptyState, Group, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import type { BoardColumn } from '../../../contract/api/board';
import type { RequestType } from '../../../contract/upstream/enums';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { boardQuery } from '../../lib/api/boardQuery';
import classes from '../../components/board/Board.module.css';
import { BoardCard } from '../../components/board/BoardCard';
import { BoardColumnView, type SeeAllLink } from '../../components/board/BoardColumnView';
import { BoardFilters } from './BoardFilters';
import { orderedColumns } from '../../lib/board/orderedColumns';
import { toBoardQuery, type BoardSearch, type BoardSearchUpdate } from '../../lib/board/boardSearch';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import { ColumnJump } from './ColumnJump';
import { ColumnSwitcher } from './ColumnSwitcher';
import { useCollapsedColumns } from './useCollapsedColumns';

/** Cards each column of the interactive board carries; the rest are counted and a link away. */
export const BOARD_CARDS_PER_COLUMN = 30;

export interface BoardPageProps {
  type: RequestType;
  /** The filters, as validated from the URL. */
  search: BoardSearch;
  onSearchChange: (update: BoardSearchUpdate) => void;
  /** The request whose drawer is open (from the URL), if any. */
  openCode: string | null;
  onOpen: (code: string) => void;
  /** The address of a card's drawer over this board, for "open in a new tab". */
  cardHref: (code: string) => string;
  /** The requests table filtered to one status (and the board's filters): its address and opener. */
  listLink?: (status: string) => SeeAllLink;
  /** The drawer itself, mounted by the router. */
  drawer?: ReactNode;
}

/**
 * The status board of orders or budgets: one column per configured status in `sequence` order,
 * each with its count and the sums of final value and power, cards most recently moved first,
 * filters in the URL, columns that collapse (remembered in this browser). The board fills the
 * window and scrolls in its own region, every column one click away; on a phone it shows one column
 * at a time. Read-only: the vendor offers no status change, so a card only opens the request's drawer.
 */
export function BoardPage(props: BoardPageProps) {
  const { type, search, onSearchChange, openCode, onOpen, cardHref, listLink, drawer } = props;
  const t = useT();
  const title = type === 'order' ? t('board.title.order') : t('board.title.budget');
  useDocumentTitle(`${title} · ${t('app.name')}`);

  const query = useMemo(() => toBoardQuery(search, BOARD_CARDS_PER_COLUMN), [search]);
  const board = useQuery(boardQuery(type, query));
  const [collapsed, toggleCollapsed] = useCollapsedColumns(type);
  const data = board.data;
  const phone = usePhoneLayout();
  const [chosen, setChosen] = useState<string | null>(null);
  const columnsRef = useRef<HTMLUListElement>(null);
  const columns = useMemo(() => (data ? orderedColumns(data) : []), [data]);
  // The phone's column: the one chosen while it is still on the board, else the first.
  const shownOnPhone = columns.find((column) => column.name === chosen) ?? columns[0];

  const jumpTo = (column: BoardColumn) => {
    const element = columnsRef.current?.querySelector<HTMLElement>(
      `[data-column="${CSS.escape(column.name)}"]`,
    );
    if (!element) return;
    element.scrollIntoView({ block: 'nearest', inline: 'start' });
    element.focus({ preventScroll: true });
  };

  let content: ReactNode = null;
  if (board.isError && !data) {
    content = (
      <QueryErrorAlert
        title={type === 'order' ? t('board.error.order') : t('board.error.budget')}
        error={board.error}
        onRetry={() => void board.refetch()}
      />
    );
  } else if (data && data.columns.length === 0) {
    content = (
      <EmptyState title={t('board.empty.noStatuses')} description={t('board.empty.noStatusesBody')} />
    );
  } else if (data) {
    content = (
      <div className={classes.region}>
        {phone ? (
          <ColumnSwitcher
            columns={columns}
            type={type}
            value={shownOnPhone?.name ?? ''}
            onChange={setChosen}
          />
        ) : (
          <ColumnJump columns={columns} type={type} onJump={jumpTo} />
        )}
        <ul
          ref={columnsRef}
          className={classes.columns}
          aria-label={t('board.columns.label')}
          aria-busy={board.isPlaceholderData && board.isFetching ? true : undefined}
        >
          {columns.map((column) => (
            <BoardColumnView
              key={`${column.status === null ? 'other' : 'status'}:${column.name}`}
              column={column}
              type={type}
              hidden={phone && column !== shownOnPhone}
              collapsed={!phone && collapsed.has(column.name)}
              onToggleCollapsed={phone ? undefined : () => toggleCollapsed(column.name)}
              seeAll={column.status !== null && listLink ? listLink(column.name) : undefined}
              renderCard={(card) => (
                <BoardCard
                  card={card}
                  href={cardHref(card.code)}
                  onOpen={onOpen}
                  current={card.code === openCode}
                />
              )}
            />
          ))}
        </ul>
      </div>
    );
  }

  const status = board.isPending
    ? t('board.status.loading')
    : data
      ? t(type === 'order' ? 'board.status.totalOrder' : 'board.status.totalBudget', { count: data.total })
      : '';

  return (
    <div className={phone ? `${classes.page} ${classes.phone}` : classes.page}>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Stack gap={2}>
          <Title order={2}>{title}</Title>
          <Text size="sm" c="dimmed" role="status">
            {status}
          </Text>
        </Stack>
      </Group>
      <BoardFilters search={search} onSearchChange={onSearchChange} />
      {content}
      {drawer}
    </div>
  );
}
