import { Button, EmptyState, Group, Stack } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useInfiniteQuery } from '@tanstack/react-query';
import { LoadingRows } from '../../components/LoadingRows';
import { PageHeader } from '../../components/PageHeader';
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
      <PageHeader
        title={t('adminAudit.title')}
        intro={t('adminAudit.intro')}
        action={
          <Button component="a" href={auditExportHref(search)} download variant="default">
            {t('adminAudit.export')}
          </Button>
        }
      />

      {/* Remounted when the URL changes (back button, a pasted link), so the fields match it. */}
      <AuditFilters key={JSON.stringify(search)} search={search} onApply={onSearchChange} />

      {query.isPending ? (
        <LoadingRows label={t('adminAudit.loading')} rows={6} />
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
