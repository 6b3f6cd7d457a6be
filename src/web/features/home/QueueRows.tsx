import { Group, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import type { RequestSummary } from '../../../contract/api/requests';
import { Absent } from '../../components/Absent';
import { StalledBadge } from '../../components/StalledBadge';
import { StatusSinceText } from '../../components/StatusSinceText';
import { StatusBadge } from '../../components/StatusBadge';
import { FigureLink } from '../../components/charts/FigureLink';
import { useFigureFormat } from '../../components/charts/useFigureFormat';
import { useT } from '../../i18n/useT';
import type { HomeLinks } from './homeLinks';
import rowList from '../../components/RowList.module.css';
import classes from './QueueRows.module.css';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

export interface QueueRowsProps {
  rows: readonly RequestSummary[];
  links: HomeLinks;
}

const companyOf = (row: RequestSummary) => row.companyFantasyName ?? row.companyName ?? row.name ?? '';

/**
 * The queue's orders: a table on a desktop; on a phone (48em and below), where four columns would
 * cut the company's name, one item per order with the code and value on top, the company whole
 * under them, then the status and since when.
 */
export function QueueRows({ rows, links }: QueueRowsProps) {
  const t = useT();
  const format = useFigureFormat();
  const phone = usePhoneLayout();
  const value = (row: RequestSummary) =>
    row.finalValue === null ? <Absent /> : format('money', row.finalValue);
  const status = (row: RequestSummary) => (
    <>
      {row.dealStatus ? <StatusBadge label={row.dealStatus} whole /> : <Absent />}
      {row.stalled && <StalledBadge since={row.statusSince} before={row.statusSinceBefore} compact />}
    </>
  );

  if (phone) {
    return (
      <ul className={rowList.list} aria-label={t('home.queue.caption')}>
        {rows.map((row) => (
          <li key={row.code} className={rowList.item}>
            <Group justify="space-between" align="baseline" gap="xs" wrap="nowrap">
              <FigureLink href={links.request('order', row.code)} size="sm" fw={600}>
                {row.code}
              </FigureLink>
              <Text size="sm" fw={600} className={classes.value}>
                {value(row)}
              </Text>
            </Group>
            <Text size="sm" className={classes.company}>
              {companyOf(row)}
            </Text>
            <Group gap={6} wrap="wrap" mt={4}>
              {status(row)}
              <Text size="xs" c="dimmed">
                {t('home.column.since')}{' '}
                <StatusSinceText since={row.statusSince} before={row.statusSinceBefore} dateOnly />
              </Text>
            </Group>
          </li>
        ))}
      </ul>
    );
  }

  return (
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
          {rows.map((row) => (
            <Table.Tr key={row.code}>
              <Table.Td>
                <Stack gap={0}>
                  <FigureLink href={links.request('order', row.code)} size="sm" fw={600}>
                    {row.code}
                  </FigureLink>
                  <Text size="xs" c="dimmed" lineClamp={2}>
                    {companyOf(row)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Group gap={4} wrap="wrap">
                  {status(row)}
                </Group>
              </Table.Td>
              {/* "antes de" may wrap above its date, so the queue fits its half of a 1280 px page. */}
              <Table.Td>
                <StatusSinceText since={row.statusSince} before={row.statusSinceBefore} dateOnly />
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {value(row)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
