import { Skeleton, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { ActivityEntry } from '../../../contract/api/activity';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { FigureLink } from '../../components/charts/FigureLink';
import { useT } from '../../i18n/useT';
import { describeActor } from '../../lib/vocabulary/describeActor';
import { describeChange } from '../../lib/vocabulary/describeChange';
import { useVocabulary } from '../../lib/vocabulary/useVocabulary';
import { paymentChangesQuery } from './api/homeQueries';
import { HomeSection } from './HomeSection';
import type { HomeLinks } from './homeLinks';
import { SectionEmpty } from './SectionEmpty';

const PAYMENT_STATUS_FIELD = 'payment.status';

/** The payment status change of an entry, in words ("Solicitado → Recebido"). */
function statusChange(entry: ActivityEntry, vocabulary: ReturnType<typeof useVocabulary>): string {
  const change = entry.changes.find((candidate) => candidate.field === PAYMENT_STATUS_FIELD);
  if (!change) return '';
  const described = describeChange(change, vocabulary);
  return described.kind === 'value' ? `${described.from} → ${described.to}` : described.lines.join('; ');
}

/** The latest payment status changes across every request, and who made each (ADR 029). */
export function PaymentChanges({ links }: { links: HomeLinks }) {
  const t = useT();
  const vocabulary = useVocabulary();
  const query = useQuery(paymentChangesQuery());
  const activity = links.page('/activity');

  return (
    <HomeSection
      title={t('home.section.paymentChanges')}
      action={
        <FigureLink href={activity} size="sm">
          {t('home.paymentChanges.all')}
        </FigureLink>
      }
    >
      {query.isError ? (
        <QueryErrorAlert title={t('home.error')} error={query.error} onRetry={() => void query.refetch()} />
      ) : !query.data ? (
        <Stack gap="xs" aria-busy="true">
          {Array.from({ length: 5 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      ) : query.data.items.length === 0 ? (
        <SectionEmpty title={t('home.paymentChanges.empty')} />
      ) : (
        <Table.ScrollContainer minWidth={560}>
          <Table fz="sm" verticalSpacing={6} highlightOnHover>
            <VisuallyHidden component="caption">{t('home.paymentChanges.caption')}</VisuallyHidden>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>{t('home.column.when')}</Table.Th>
                <Table.Th>{t('home.column.code')}</Table.Th>
                <Table.Th>{t('home.column.change')}</Table.Th>
                <Table.Th>{t('home.column.who')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {query.data.items.map((entry) => (
                <Table.Tr key={entry.id}>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    <DateTimeText value={entry.at} />
                  </Table.Td>
                  <Table.Td>
                    <FigureLink href={links.request(entry.type, entry.code)} size="sm" fw={600}>
                      {entry.code}
                    </FigureLink>
                  </Table.Td>
                  <Table.Td>{statusChange(entry, vocabulary)}</Table.Td>
                  <Table.Td>
                    <Text size="sm" lineClamp={1}>
                      {describeActor(entry, vocabulary)}
                    </Text>
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
