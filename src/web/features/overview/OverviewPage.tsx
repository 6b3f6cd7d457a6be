import { Alert, Badge, Card, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { ZodError } from 'zod';
import { useT } from '../../i18n/useT';
import { ApiError } from '../../lib/fetchJson';
import { healthQuery } from './api/getHealth';

/** The landing page until the requests workspace arrives: says whether the backend is up. */
export function OverviewPage() {
  const t = useT();
  const health = useQuery(healthQuery());
  return (
    <Stack maw={720}>
      <Title order={2}>{t('overview.title')}</Title>
      <Text c="dimmed">{t('overview.intro')}</Text>
      <Card withBorder>
        <Group justify="space-between">
          <Text fw={500}>{t('overview.server')}</Text>
          {health.isPending ? (
            <Loader size="sm" aria-label={t('overview.checking')} />
          ) : health.isError ? (
            <Badge color="red">{t('overview.status.down')}</Badge>
          ) : (
            <Badge color="green">
              {health.data.mode === 'sandbox' ? t('overview.status.upSandbox') : t('overview.status.up')}
            </Badge>
          )}
        </Group>
        {health.isError && (
          <Alert color="red" mt="sm" title={t('overview.error.title')}>
            {/* The backend's own problem detail says what happened; a network or shape error has
                no sentence fit for a reader, so a translated one stands in for it. */}
            {health.error instanceof ApiError
              ? health.error.message
              : health.error instanceof ZodError
                ? t('overview.error.unexpected')
                : t('overview.error.unreachable')}{' '}
            {t('overview.error.retry')}
          </Alert>
        )}
      </Card>
    </Stack>
  );
}
