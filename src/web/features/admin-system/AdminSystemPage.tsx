import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useT } from '../../i18n/useT';
import { BudgetSection } from './BudgetSection';
import { CircuitSection } from './CircuitSection';
import { InboxSection } from './InboxSection';
import { StalledSection } from './StalledSection';
import { StatusesSection } from './StatusesSection';
import { SyncSection } from './SyncSection';
import { UsageSection } from './UsageSection';

/**
 * The admin's view of how Painel stands with the vendor: the circuit (and its reset), the budget
 * and its use over the last hours, the sync and backfill, the webhook inbox and the configured
 * statuses. Each part refreshes itself every 10 s; live events update the governor and freshness.
 */
export function AdminSystemPage() {
  const t = useT();
  useDocumentTitle(`${t('adminSystem.title')} · ${t('app.name')}`);
  return (
    <Stack gap="lg">
      <Stack gap={2}>
        <Title order={2}>{t('adminSystem.title')}</Title>
        <Text size="sm" c="dimmed">
          {t('adminSystem.intro')}
        </Text>
      </Stack>
      <CircuitSection />
      <BudgetSection />
      <UsageSection />
      <SyncSection />
      <InboxSection />
      <StatusesSection />
      <StalledSection />
    </Stack>
  );
}
