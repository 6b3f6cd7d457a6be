import { EmptyState, Stack, Text } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { AdminCustomField } from '../../../contract/api/customFields';
import { DismissibleNotice } from '../../components/DismissibleNotice';
import { LoadingRows } from '../../components/LoadingRows';
import { PageHeader } from '../../components/PageHeader';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useT } from '../../i18n/useT';
import { adminCustomFieldsQuery } from './api/adminCustomFieldsQuery';
import { CustomFieldsTable } from './CustomFieldsTable';
import { NameCustomFieldDialog } from './NameCustomFieldDialog';

/**
 * Admins name the partner's custom fields and choose how their values read (ADR 060): every key
 * the mirror holds, with how many requests carry it and its frequent values to tell what it means.
 */
export function AdminCustomFieldsPage() {
  const t = useT();
  useDocumentTitle(`${t('adminCustomFields.title')} · ${t('app.name')}`);
  const query = useQuery(adminCustomFieldsQuery());
  const [editing, setEditing] = useState<AdminCustomField | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const fields = query.data?.fields ?? [];
  const unnamed = fields.filter((field) => !field.naming).length;

  return (
    <Stack gap="lg">
      <PageHeader title={t('adminCustomFields.title')} intro={t('adminCustomFields.intro')} />
      <DismissibleNotice notice={notice} onDismiss={() => setNotice(null)} />
      {query.isPending ? (
        <LoadingRows label={t('adminCustomFields.loading')} rows={4} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminCustomFields.error.load')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : fields.length === 0 ? (
        <EmptyState
          title={t('adminCustomFields.empty.title')}
          description={t('adminCustomFields.empty.body')}
        />
      ) : (
        <Stack gap="xs">
          <Text size="sm" c="dimmed">
            {t('adminCustomFields.summary', { count: fields.length, unnamed })}
          </Text>
          <CustomFieldsTable
            fields={fields}
            onEdit={(field) => {
              setNotice(null);
              setEditing(field);
            }}
          />
        </Stack>
      )}
      <NameCustomFieldDialog
        field={editing}
        onClose={() => setEditing(null)}
        onDone={(message) => {
          setEditing(null);
          setNotice(message);
        }}
      />
    </Stack>
  );
}
