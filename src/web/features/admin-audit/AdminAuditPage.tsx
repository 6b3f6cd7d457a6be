import { Button, EmptyState, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { auditExportHref } from './api/auditExportHref';
import { auditPageQuery } from './api/auditPageQuery';
import { AuditFilters } from './AuditFilters';
import { type AuditSearch, hasAuditFilters } from './auditSearch';
import { AuditTable } from './AuditTable';

export interface AdminAuditPageProps {
  search: AuditSearch;
  onSearchChange: (search: AuditSearch) => void;
}

/**
 * The audit log for admins: who did what and when (writes, sign-ins, admin actions), filtered by
 * actor, action, request and day, newest first, with the same filter downloadable as CSV.
 */
export function AdminAuditPage({ search, onSearchChange }: AdminAuditPageProps) {
  const t = useT();
  useDocumentTitle(`${t('adminAudit.title')} · ${t('app.name')}`);
  const query = useInfiniteQuery(auditPageQuery(search));
  const entries = query.data?.pages.flatMap((page) => page.entries) ?? [];

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" wrap="wrap">
        <Stack gap={2}>
          <Title order={2}>{t('adminAudit.title')}</Title>
          <Text size="sm" c="dimmed">
            {t('adminAudit.intro')}
          </Text>
        </Stack>
        <Button component="a" href={auditExportHref(search)} download variant="default">
          {t('adminAudit.export')}
        </Button>
      </Group>

      {/* Remounted when the URL changes (back button, a pasted link), so the fields match it. */}
      <AuditFilters key={JSON.stringify(search)} search={search} onApply={onSearchChange} />

      {query.isPending ? (
        <Stack gap="xs" aria-busy="true">
          <Text size="sm" role="status">
            {t('adminAudit.loading')}
          </Text>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={28} radius="sm" />
          ))}
        </Stack>
      ) : query.isError && entries.length === 0 ? (
        <QueryErrorAlert
          title={t('adminAudit.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : entries.length === 0 ? (
        <EmptyState
          title={t('adminAudit.empty.title')}
          description={hasAuditFilters(search) ? t('adminAudit.empty.filtered') : t('adminAudit.empty.body')}
        />
      ) : (
        <AuditTable entries={entries} />
      )}

      {query.hasNextPage && (
        <Group justify="center">
          <Button
            variant="default"
            loading={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('adminAudit.older')}
          </Button>
        </Group>
      )}
      {query.isError && entries.length > 0 && (
        <QueryErrorAlert
          title={t('adminAudit.error')}
          error={query.error}
          onRetry={() => void query.fetchNextPage()}
        />
      )}
    </Stack>
  );
}
