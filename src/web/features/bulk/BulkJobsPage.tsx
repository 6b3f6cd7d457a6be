import {
  Alert,
  Badge,
  Button,
  Card,
  Group,
  Loader,
  Progress,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { BulkItemState, BulkJobSummary } from '../../../contract/api/bulk';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDateTime } from '../../lib/format/formatDate';
import { bulkJobQuery, bulkJobsQuery, cancelBulkJob } from './api/bulkJobsQuery';

const STATE_COLOR = { running: 'blue', done: 'teal', cancelled: 'gray' } as const;
const ITEM_COLOR: Record<BulkItemState, string> = {
  pending: 'gray',
  done: 'teal',
  skipped: 'blue',
  refused: 'red',
  cancelled: 'gray',
};

function JobItems({ id }: { id: string }) {
  const t = useT();
  const detail = useQuery(bulkJobQuery(id));
  if (detail.isPending) return <Loader size="sm" />;
  if (!detail.data) return null;
  return (
    <Table.ScrollContainer minWidth={0}>
      <Table striped>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('bulk.item.code')}</Table.Th>
            <Table.Th>{t('bulk.item.result')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {detail.data.items.map((item) => (
            <Table.Tr key={item.position}>
              <Table.Td>{item.code}</Table.Td>
              <Table.Td style={{ overflowWrap: 'anywhere' }}>
                <Badge color={ITEM_COLOR[item.state]} variant="light">
                  {t(`bulk.item.${item.state}`)}
                </Badge>
                {item.state === 'refused' && item.reason ? (
                  <Text size="xs" c="dimmed">
                    {item.reason}
                  </Text>
                ) : null}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function JobCard({ job }: { job: BulkJobSummary }) {
  const t = useT();
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBulkJob(job.id),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: ['bulk-jobs'] }),
  });
  const at = (iso: string) => formatDateTime(iso, locale);
  return (
    <Card withBorder data-testid="bulk-job">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Title order={3} size="h4" style={{ overflowWrap: 'anywhere' }}>
            {t('bulk.page.to', { name: job.targetName })}
          </Title>
          <Badge color={STATE_COLOR[job.state]}>{t(`bulk.state.${job.state}`)}</Badge>
        </Group>
        <Text fw={600} data-testid="bulk-progress">
          {t('bulk.page.progress', { done: job.finished, total: job.total })}
        </Text>
        <Progress value={job.total ? (job.finished / job.total) * 100 : 100} aria-hidden />
        <Text size="sm">{t('bulk.page.startedBy', { name: job.startedBy, when: at(job.createdAt) })}</Text>
        {job.expectedEnd && (
          <Text size="sm">{t('bulk.page.expectedEnd', { when: at(job.expectedEnd) })}</Text>
        )}
        {job.finishedAt && <Text size="sm">{t('bulk.page.finishedAt', { when: at(job.finishedAt) })}</Text>}
        {job.cancelledBy && <Text size="sm">{t('bulk.page.cancelledBy', { name: job.cancelledBy })}</Text>}
        <Group gap="xs" wrap="wrap">
          <Button
            variant="default"
            size="compact-sm"
            onClick={() => setOpen((was) => !was)}
            aria-expanded={open}
          >
            {open ? t('bulk.page.hideDetails') : t('bulk.page.details')}
          </Button>
          {job.state === 'running' && (
            <Button
              color="red"
              variant="light"
              size="compact-sm"
              onClick={() => cancel.mutate()}
              loading={cancel.isPending}
            >
              {t('bulk.page.cancel')}
            </Button>
          )}
        </Group>
        {open && <JobItems id={job.id} />}
      </Stack>
    </Card>
  );
}

/** "Alterações em lote": every bulk change with its progress, who asked, when it ends, and cancel. */
export function BulkJobsPage() {
  const t = useT();
  useDocumentTitle(`${t('bulk.page.title')} · ${t('app.name')}`);
  const jobs = useQuery(bulkJobsQuery());
  return (
    <Stack gap="md">
      <Title order={1}>{t('bulk.page.title')}</Title>
      <Text>{t('bulk.page.intro')}</Text>
      {jobs.isPending && <Loader />}
      {jobs.isError && <Alert color="red">{jobs.error.message}</Alert>}
      {jobs.data?.items.length === 0 && <Text c="dimmed">{t('bulk.page.empty')}</Text>}
      {jobs.data?.items.map((job) => (
        <JobCard key={job.id} job={job} />
      ))}
    </Stack>
  );
}
