import {
  Anchor,
  Button,
  Checkbox,
  EmptyState,
  Group,
  NativeSelect,
  Skeleton,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import type { ActivityEntry } from '../../../contract/api/activity';
import { HISTORY_SOURCES, historySourceSchema } from '../../../contract/api/requests';
import { REQUEST_TYPES, requestTypeSchema, type RequestType } from '../../../contract/upstream/enums';
import { Absent } from '../../components/Absent';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { describeActor } from '../../lib/vocabulary/describeActor';
import { useEnumLabel, useVocabulary } from '../../lib/vocabulary/useVocabulary';
import { activityQuery } from './api/activityQuery';
import type { ActivitySearch } from './activitySearch';
import { ChangeList } from './ChangeList';
import classes from './ActivityPage.module.css';
import { usePhoneLayout } from '../../lib/usePhoneLayout';

export interface ActivityPageProps {
  search: ActivitySearch;
  onSearchChange: (search: ActivitySearch) => void;
  /** The signed-in person's e-mail, for "only my changes"; null for a device. */
  actorEmail: string | null;
  /** Admins also see each entry's raw difference, behind a disclosure. */
  showTechnicalDetail?: boolean;
}

/** What changed lately across every order and budget, newest first, and who or what changed it. */
export function ActivityPage({
  search,
  onSearchChange,
  actorEmail,
  showTechnicalDetail = false,
}: ActivityPageProps) {
  const t = useT();
  const label = useEnumLabel();
  // At 48em and below each change is a card, as the requests list is: a table would be cut.
  const phone = usePhoneLayout();
  useDocumentTitle(`${t('activity.title')} · ${t('app.name')}`);
  const query = useInfiniteQuery(activityQuery(search));
  const entries = query.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Stack gap="md">
      <Stack gap={2}>
        <Title order={2}>{t('activity.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('activity.intro')}
        </Text>
      </Stack>

      <Group gap="md" align="flex-end" wrap="wrap">
        <NativeSelect
          label={t('activity.filter.type')}
          value={search.type ?? ''}
          onChange={(event) =>
            onSearchChange({ ...search, type: requestTypeSchema.safeParse(event.currentTarget.value).data })
          }
          data={[
            { value: '', label: t('activity.filter.allTypes') },
            ...REQUEST_TYPES.map((type) => ({ value: type, label: label('requestType', type) })),
          ]}
        />
        <NativeSelect
          label={t('activity.filter.source')}
          value={search.source ?? ''}
          onChange={(event) =>
            onSearchChange({
              ...search,
              source: historySourceSchema.safeParse(event.currentTarget.value).data,
            })
          }
          data={[
            { value: '', label: t('activity.filter.allSources') },
            ...HISTORY_SOURCES.map((source) => ({ value: source, label: label('historySource', source) })),
          ]}
        />
        {actorEmail && (
          <Checkbox
            label={t('activity.filter.mine')}
            checked={search.actor === actorEmail}
            onChange={(event) =>
              onSearchChange({ ...search, actor: event.currentTarget.checked ? actorEmail : undefined })
            }
            mb={8}
          />
        )}
      </Group>

      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm" role="status">
            {t('activity.loading')}
          </Text>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      ) : query.isError && entries.length === 0 ? (
        <QueryErrorAlert
          title={t('activity.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          title={t('activity.empty.title')}
          description={
            search.type || search.source || search.actor
              ? t('activity.empty.filtered')
              : t('activity.empty.body')
          }
        />
      ) : phone ? (
        <ActivityCards entries={entries} showTechnicalDetail={showTechnicalDetail} />
      ) : (
        <ActivityTable entries={entries} showTechnicalDetail={showTechnicalDetail} />
      )}

      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('activity.older')}
          </Button>
        </Group>
      )}
      {query.isError && entries.length > 0 && (
        <QueryErrorAlert
          title={t('activity.error')}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}

function ActivityTable({
  entries,
  showTechnicalDetail,
}: {
  entries: readonly ActivityEntry[];
  showTechnicalDetail: boolean;
}) {
  const vocabulary = useVocabulary();
  const t = useT();
  return (
    <div style={{ overflowX: 'auto' }}>
      <Table verticalSpacing="xs" striped className={classes.table}>
        <caption>
          <VisuallyHidden>{t('activity.caption')}</VisuallyHidden>
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('activity.column.when')}</Table.Th>
            <Table.Th scope="col">{t('activity.column.request')}</Table.Th>
            <Table.Th scope="col">{t('activity.column.company')}</Table.Th>
            <Table.Th scope="col">{t('activity.column.changes')}</Table.Th>
            <Table.Th scope="col">{t('activity.column.source')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={`${entry.type}:${entry.code}:${entry.id}`}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                <DateTimeText value={entry.at} />
              </Table.Td>
              <Table.Td>
                <RequestOf entry={entry} nameLines={1} />
              </Table.Td>
              <Table.Td className={classes.name}>{entry.companyName ?? <Absent />}</Table.Td>
              <Table.Td className={classes.changes}>
                <ChangeList entry={entry} showTechnicalDetail={showTechnicalDetail} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{describeActor(entry, vocabulary)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </div>
  );
}

/** The same entries on a phone: who and when on top, then the request, then what changed. */
function ActivityCards({
  entries,
  showTechnicalDetail,
}: {
  entries: readonly ActivityEntry[];
  showTechnicalDetail: boolean;
}) {
  const vocabulary = useVocabulary();
  const t = useT();
  return (
    <ol className={classes.cards} aria-label={t('activity.caption')}>
      {entries.map((entry) => (
        <li key={`${entry.type}:${entry.code}:${entry.id}`} className={classes.card}>
          <Group gap="xs" wrap="wrap">
            <Text span size="xs" c="dimmed">
              <DateTimeText value={entry.at} />
            </Text>
            <Text span size="xs" c="dimmed">
              {describeActor(entry, vocabulary)}
            </Text>
          </Group>
          <div>
            <RequestOf entry={entry} nameLines={2} withCompany />
          </div>
          <div className={classes.changes}>
            <ChangeList entry={entry} showTechnicalDetail={showTechnicalDetail} />
          </div>
        </li>
      ))}
    </ol>
  );
}

/** "Pedido ORD-1", linked to its drawer, with the request's name (and its company on a card). */
function RequestOf({
  entry,
  nameLines,
  withCompany = false,
}: {
  entry: ActivityEntry;
  nameLines: number;
  withCompany?: boolean;
}) {
  const label = useEnumLabel();
  return (
    <>
      <Text span size="xs" c="dimmed">
        {label('requestType', entry.type)}
      </Text>{' '}
      <RequestLink type={entry.type} code={entry.code} />
      {withCompany && entry.companyName ? (
        <Text span size="sm" c="dimmed">
          {' · '}
          {entry.companyName}
        </Text>
      ) : null}
      {entry.name && (
        <Text size="sm" lineClamp={nameLines} className={classes.name}>
          {entry.name}
        </Text>
      )}
    </>
  );
}

/** Opens the request's drawer over its list. */
function RequestLink({ type, code }: { type: RequestType; code: string }) {
  return (
    <Anchor
      fw={600}
      renderRoot={(props) =>
        type === 'order' ? (
          <Link to="/orders/$code" params={{ code }} {...props} />
        ) : (
          <Link to="/budgets/$code" params={{ code }} {...props} />
        )
      }
    >
      {code}
    </Anchor>
  );
}
