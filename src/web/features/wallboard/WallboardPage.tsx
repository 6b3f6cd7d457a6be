import { Alert, Button, Text } from '@mantine/core';
import { useDocumentTitle, useFullscreenDocument } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RequestType } from '../../../contract/upstream/enums';
import { Money } from '../../components/Money';
import { Power } from '../../components/Power';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { boardQuery } from '../../lib/api/boardQuery';
import boardClasses from '../../components/board/Board.module.css';
import { BoardCard } from '../../components/board/BoardCard';
import { BoardColumnView } from '../../components/board/BoardColumnView';
import { toBoardQuery } from '../../lib/board/boardSearch';
import { orderedColumns } from '../../lib/board/orderedColumns';
import { useChangedCards } from './changedCards';
import { useDailyReload } from './useDailyReload';
import { useForcedDarkScheme } from './useForcedDarkScheme';
import { useWakeLock } from './useWakeLock';
import { WallClock } from './WallClock';
import classes from './Wallboard.module.css';
import type { WallboardSettings } from './wallboardSearch';

/** The longest pause between two attempts while the server does not answer. */
const MAX_RETRY_DELAY_MS = 30_000;

/** Retried until it works, except when the session is gone or refused: retrying cannot fix those. */
function retryUnlessRefused(_failures: number, error: unknown): boolean {
  return !(error instanceof ApiError && (error.status === 401 || error.status === 403));
}

const retryDelay = (attempt: number) => Math.min(MAX_RETRY_DELAY_MS, 1_000 * 2 ** attempt);

function useBoard(type: RequestType, settings: WallboardSettings) {
  const query = useMemo(() => toBoardQuery({}, settings.cardsPerColumn), [settings.cardsPerColumn]);
  return useQuery({
    ...boardQuery(type, query),
    enabled: settings.types.includes(type),
    // Two fixed keys for days: nothing to keep from a previous key, and no key left behind.
    placeholderData: undefined,
    retry: retryUnlessRefused,
    retryDelay,
    // A wall screen is "in the background" to the browser more often than one would think.
    refetchIntervalInBackground: true,
  });
}

/** Which of the boards shows, moving on every `cycleSeconds` (never with one board or 0 s). */
function useCycle(count: number, cycleSeconds: number): number {
  const [index, setIndex] = useState(0);
  useEffect(() => {
    if (count < 2 || cycleSeconds <= 0) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), cycleSeconds * 1000);
    return () => clearInterval(timer);
  }, [count, cycleSeconds]);
  return index % Math.max(1, count);
}

export interface WallboardPageProps {
  settings: WallboardSettings;
  /**
   * How fresh the data is and whether live updates arrive, shown under the title. The app composes
   * it (the freshness indicator and the wall's own live stream), so this feature imports neither.
   */
  status: ReactNode;
  /** How the page reloads itself once a day (tests replace it). */
  reload?: () => void;
}

/**
 * The office wall screen: dark, large type, full screen on request, switching between the orders
 * and the budgets boards, with a clock and how fresh the data is. Cards that moved light up for a
 * moment. It runs for days untouched: failed reads are retried with back-off while the last good
 * board stays on screen, the screen is kept awake where the browser allows it, and once a day it
 * reloads itself.
 */
export function WallboardPage({
  settings,
  status,
  reload = () => window.location.reload(),
}: WallboardPageProps) {
  const t = useT();
  useForcedDarkScheme();
  useWakeLock();
  const { toggle: toggleFullscreen, fullscreen } = useFullscreenDocument();
  const canFullscreen = typeof document !== 'undefined' && document.fullscreenEnabled === true;

  const orders = useBoard('order', settings);
  const budgets = useBoard('budget', settings);
  const index = useCycle(settings.types.length, settings.cycleSeconds);
  const type = settings.types[index] ?? 'order';
  const shown = type === 'order' ? orders : budgets;
  const board = shown.data;
  const changed = useChangedCards(type, board);
  useDailyReload(shown.isSuccess && shown.failureCount === 0, reload);

  const title = type === 'order' ? t('board.title.order') : t('board.title.budget');
  useDocumentTitle(`${t('wallboard.title')} · ${t('app.name')}`);

  const sumFinalValue = board?.columns.reduce((sum, column) => sum + column.sumFinalValue, 0);
  const sumTotalPower = board?.columns.reduce((sum, column) => sum + column.sumTotalPower, 0);
  const trouble = shown.isError || shown.failureCount > 0;

  return (
    <main className={`${classes.page} ${boardClasses.wall}`} data-board={type}>
      <div className={classes.top}>
        <div>
          <h1 className={classes.title}>{title}</h1>
          {board && (
            <Text fz="xl" mt={4}>
              <span>
                {t(type === 'order' ? 'board.status.totalOrder' : 'board.status.totalBudget', {
                  count: board.total,
                })}
              </span>
              {' · '}
              <Money value={sumFinalValue} />
              {' · '}
              <Power value={sumTotalPower} />
            </Text>
          )}
          {settings.types.length > 1 && (
            <ul className={classes.boards} aria-label={t('wallboard.boards')}>
              {settings.types.map((each) => (
                <li key={each} aria-current={each === type ? 'true' : undefined}>
                  {each === 'order' ? t('board.title.order') : t('board.title.budget')}
                </li>
              ))}
              {settings.cycleSeconds > 0 && (
                <li>{t('wallboard.cycle', { seconds: settings.cycleSeconds })}</li>
              )}
            </ul>
          )}
        </div>
        <section className={classes.freshness} aria-label={t('wallboard.freshness')}>
          {status}
        </section>
        <div className={classes.side}>
          <WallClock />
          {canFullscreen && (
            <Button
              variant="default"
              size="md"
              onClick={() => void toggleFullscreen().catch(() => undefined)}
            >
              {fullscreen ? t('wallboard.fullscreen.exit') : t('wallboard.fullscreen.enter')}
            </Button>
          )}
        </div>
      </div>

      {trouble && (
        // The default variant keeps its text readable on the dark wall (a filled orange would not).
        <Alert
          variant="default"
          role="status"
          title={t('wallboard.reconnecting')}
          icon={<span aria-hidden="true">⚠</span>}
        />
      )}

      {board ? (
        <ul className={boardClasses.columns} aria-label={t('board.columns.label')}>
          {orderedColumns(board).map((column) => (
            <BoardColumnView
              key={`${column.status === null ? 'other' : 'status'}:${column.name}`}
              column={column}
              type={type}
              headingLevel={2}
              renderCard={(card) => <BoardCard card={card} changed={changed.has(card.code)} />}
            />
          ))}
        </ul>
      ) : (
        !trouble && (
          <Text fz="xl" role="status">
            {t('wallboard.loading')}
          </Text>
        )
      )}
    </main>
  );
}
