import { Alert, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { REQUEST_TYPES, type RequestType } from '../../../contract/upstream/enums';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { statusesQuery } from '../../lib/statusesQuery';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';

/** The statuses configured at the vendor for each request type, as Painel's shared cache holds them. */
export function StatusesSection() {
  const t = useT();
  return (
    <SystemSection title={t('adminSystem.statuses.title')}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        {REQUEST_TYPES.map((type) => (
          <TypeStatuses key={type} type={type} />
        ))}
      </SimpleGrid>
    </SystemSection>
  );
}

function TypeStatuses({ type }: { type: RequestType }) {
  const t = useT();
  const query = useQuery(statusesQuery(type));
  const heading = t(`adminSystem.statuses.${type}`);
  return (
    <Stack gap="xs">
      <Title order={4} size="h5">
        {heading}
      </Title>
      {query.isPending ? (
        <SectionLoading />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.statuses.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          {query.data.stale && (
            <Alert color="yellow" variant="light" title={t('adminSystem.statuses.stale')}>
              {query.data.staleReason ?? t('adminSystem.statuses.staleUnknown')}
            </Alert>
          )}
          {query.data.statuses.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('adminSystem.statuses.none')}
            </Text>
          ) : (
            <List type="ordered" size="sm" spacing={2} aria-label={heading}>
              {query.data.statuses.map((status, index) => (
                <List.Item key={status.id ?? `${status.name}-${index}`}>{status.name}</List.Item>
              ))}
            </List>
          )}
          <Text size="xs" c="dimmed">
            {t('adminSystem.statuses.fetchedAt')} <DateTimeText value={query.data.fetchedAt} />
          </Text>
        </>
      )}
    </Stack>
  );
}
