import { EmptyState, Group, Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { RequestSummary } from '../../../contract/api/requests';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { StalledBadge } from '../../components/StalledBadge';
import { StatusBadge } from '../../components/StatusBadge';
import { FigureLink } from '../../components/charts/FigureLink';
import { useFigureFormat } from '../../components/charts/useFigureFormat';
import { useT } from '../../i18n/useT';
import { homeListQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';

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
  const format = useFigureFormat();
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
        <EmptyState title={t('home.queue.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={440}>
          <Table highlightOnHover fz="sm" verticalSpacing={6}>
            <VisuallyHidden component="caption">{t('home.queue.caption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.column.request')}</Table.Th>
                <Table.Th>{t('home.column.status')}</Table.Th>
                <Table.Th>{t('home.column.since')}</Table.Th>
                <Table.Th ta="right">{t('home.column.value')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {queueRows(stalled.data.items, all.data.items).map((row) => (
                <Table.Tr key={row.code}>
                  <Table.Td>
                    <Stack gap={0}>
                      <FigureLink href={links.request('order', row.code)} size="sm" fw={600}>
                        {row.code}
                      </FigureLink>
                      <Text size="xs" c="dimmed" lineClamp={1}>
                        {row.companyFantasyName ?? row.companyName ?? row.name ?? ''}
                      </Text>
                    </Stack>
                  </Table.Td>
                  <Table.Td>
                    <Group gap={4} wrap="wrap">
                      {row.dealStatus ? <StatusBadge label={row.dealStatus} whole /> : <Absent />}
                      {row.stalled && <StalledBadge since={row.statusSince} compact />}
                    </Group>
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateTimeText value={row.statusSince} dateOnly />
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {row.finalValue === null ? <Absent /> : format('money', row.finalValue)}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </HomeSection>
  );
}
