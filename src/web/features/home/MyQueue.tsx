import { Group, Skeleton, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '../../../contract/api/requests';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { FigureLink } from '../../components/charts/FigureLink';
import { useT } from '../../i18n/useT';
import { homeListQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import { QueueRows } from './QueueRows';
import type { HomeLinks } from './homeLinks';
import { SectionEmpty } from './SectionEmpty';

/** Rows the queue shows; the rest is one click away in the list. */
export const QUEUE_ROWS = 8;

/** Stalled first (longest in its status first), then the others the same way, each code once. */
export function queueRows(
  stalled: readonly RequestSummary[],
  all: readonly RequestSummary[],
): RequestSummary[] {
  const seen = new Set(stalled.map((row) => row.code));
  return [...stalled, ...all.filter((row) => !seen.has(row.code))].slice(0, QUEUE_ROWS);
}

/**
 * The signed-in person's orders, read from the list itself (mine=1, the oldest in its status first),
 * so the counts in the heading are the list's totals for those links.
 */
export function MyQueue({ links }: { links: HomeLinks }) {
  const t = useT();
  const oldestFirst = { sort: 'statusSince', dir: 'asc', pageSize: QUEUE_ROWS } as const;
  const stalled = useQuery(homeListQuery('order', { mine: true, stalled: true, ...oldestFirst }));
  const all = useQuery(homeListQuery('order', { mine: true, open: true, ...oldestFirst }));
  const failed = stalled.isError ? stalled : all.isError ? all : null;

  return (
    <HomeSection
      title={t('home.section.queue')}
      note={t('home.section.queue.note')}
      action={
        stalled.data && all.data ? (
          <Group gap="md">
            <FigureLink
              href={links.list({ type: 'order', filters: { mine: true, stalled: true } })}
              size="sm"
            >
              {t('home.queue.stalled', { count: stalled.data.totals.count })}
            </FigureLink>
            <FigureLink href={links.list({ type: 'order', filters: { mine: true, open: true } })} size="sm">
              {t('home.queue.all', { count: all.data.totals.count })}
            </FigureLink>
          </Group>
        ) : null
      }
    >
      {failed ? (
        <QueryErrorAlert title={t('home.error')} error={failed.error} onRetry={() => void failed.refetch()} />
      ) : !stalled.data || !all.data ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      ) : all.data.totals.count === 0 ? (
        <SectionEmpty title={t('home.queue.empty')} />
      ) : (
        <QueueRows rows={queueRows(stalled.data.items, all.data.items)} links={links} />
      )}
    </HomeSection>
  );
}
