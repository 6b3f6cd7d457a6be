import { Code, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { InboxSummary } from '../../../contract/api/inboxSummary';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { inboxQuery } from './api/inboxQuery';
import { Facts } from './Facts';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';
import { SystemTable } from './SystemTable';

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
        <SystemTable
          caption={t('adminSystem.inbox.failuresCaption')}
          captionHidden
          nameWeight={400}
          columns={[
            { key: 'receivedAt', label: t('adminSystem.inbox.receivedAt'), nowrap: true },
            { key: 'event', label: t('adminSystem.inbox.event') },
            { key: 'request', label: t('adminSystem.inbox.request') },
            { key: 'attempts', label: t('adminSystem.inbox.attempts') },
            { key: 'error', label: t('adminSystem.inbox.errorText'), long: true },
          ]}
          rows={summary.recentFailures.map((failure) => ({
            key: String(failure.id),
            name: <DateTimeText value={failure.receivedAt} />,
            cells: [
              failure.event ? <Code>{failure.event}</Code> : <Absent />,
              failure.requestCode ?? <Absent />,
              number(failure.attempts),
              failure.error ?? <Absent />,
            ],
          }))}
        />
      )}
    </Stack>
  );
}
