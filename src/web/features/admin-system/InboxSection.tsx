import { Code, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import type { InboxSummary } from '../../../contract/api/inboxSummary';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { TableScrollRegion } from '../../components/TableScrollRegion';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { inboxQuery } from './api/inboxQuery';
import { Facts } from './Facts';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';

/** The webhook inbox: deliveries waiting, applied and failed, and what the latest failures said. */
export function InboxSection() {
  const t = useT();
  const query = useQuery(inboxQuery());
  return (
    <SystemSection title={t('adminSystem.inbox.title')}>
      {query.isPending ? (
        <SectionLoading lines={3} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.inbox.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <InboxDetails summary={query.data} />
      )}
    </SystemSection>
  );
}

function InboxDetails({ summary }: { summary: InboxSummary }) {
  const t = useT();
  const captionId = useId();
  const { locale } = useLocale();
  const number = (value: number) => formatNumber(value, locale);
  const { counts } = summary;
  return (
    <Stack gap="md">
      <Facts
        cols={3}
        facts={[
          [t('adminSystem.inbox.pending'), number(counts.pending)],
          [t('adminSystem.inbox.processed'), number(counts.processed)],
          [t('adminSystem.inbox.failed'), number(counts.failed)],
          [t('adminSystem.inbox.unknownKind'), number(counts.unknownKind)],
          [t('adminSystem.inbox.duplicates'), number(counts.duplicates)],
          [
            t('adminSystem.inbox.oldestPending'),
            summary.oldestPendingAt ? (
              <DateTimeText key="oldest" value={summary.oldestPendingAt} />
            ) : (
              t('adminSystem.inbox.noneWaiting')
            ),
          ],
          [t('adminSystem.inbox.lastReceived'), <DateTimeText key="last" value={summary.lastReceivedAt} />],
        ]}
      />
      {summary.recentFailures.length === 0 ? (
        <Text size="sm" c="dimmed">
          {t('adminSystem.inbox.noFailures')}
        </Text>
      ) : (
        <TableScrollRegion captionId={captionId}>
          <Table verticalSpacing={4} fz="sm">
            <caption id={captionId}>
              <VisuallyHidden>{t('adminSystem.inbox.failuresCaption')}</VisuallyHidden>
            </caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('adminSystem.inbox.receivedAt')}</Table.Th>
                <Table.Th scope="col">{t('adminSystem.inbox.event')}</Table.Th>
                <Table.Th scope="col">{t('adminSystem.inbox.request')}</Table.Th>
                <Table.Th scope="col">{t('adminSystem.inbox.attempts')}</Table.Th>
                <Table.Th scope="col">{t('adminSystem.inbox.errorText')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {summary.recentFailures.map((failure) => (
                <Table.Tr key={failure.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateTimeText value={failure.receivedAt} />
                  </Table.Td>
                  <Table.Td>{failure.event ? <Code>{failure.event}</Code> : <Absent />}</Table.Td>
                  <Table.Td>{failure.requestCode ?? <Absent />}</Table.Td>
                  <Table.Td>{number(failure.attempts)}</Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{failure.error ?? <Absent />}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScrollRegion>
      )}
    </Stack>
  );
}
