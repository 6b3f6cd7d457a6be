import { Group, Progress, SimpleGrid, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { GovernorStatus } from '../../../contract/api/governorStatus';
import { DateTimeText } from '../../components/DateTimeText';
import { QueryErrorAlert } from '../../components/QueryErrorAlert';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { governorQuery } from './api/governorQuery';
import { Facts } from './Facts';
import { IdleNote } from './IdleNote';
import { SectionLoading } from './SectionLoading';
import { SystemSection } from './SystemSection';
import { SystemTable } from './SystemTable';
import { usePriorityLabel } from './usePriorityLabel';

type Budget = GovernorStatus['calls'];

/** The vendor budget over the rolling window: calls and wall-time seconds used and left, by class. */
export function BudgetSection() {
  const t = useT();
  const query = useQuery(governorQuery());
  return (
    <SystemSection title={t('adminSystem.budget.title')}>
      {query.isPending ? (
        <SectionLoading lines={3} />
      ) : query.isError ? (
        <QueryErrorAlert
          title={t('adminSystem.governor.error')}
          error={query.error}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <BudgetDetails status={query.data} />
      )}
    </SystemSection>
  );
}

function BudgetDetails({ status }: { status: GovernorStatus }) {
  const t = useT();
  const { locale } = useLocale();
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('adminSystem.budget.window', { minutes: status.windowMinutes })}
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="lg">
        <BudgetMeter label={t('adminSystem.budget.calls')} budget={status.calls} format={number} />
        <BudgetMeter label={t('adminSystem.budget.seconds')} budget={status.seconds} format={number} />
      </SimpleGrid>
      <Facts
        facts={[
          [t('adminSystem.budget.inFlight'), number(status.inFlight)],
          [
            t('adminSystem.budget.backgroundShare'),
            formatNumber(status.backgroundShare, locale, { style: 'percent', maximumFractionDigits: 0 }),
          ],
        ]}
      />
      <IdleNote status={status} about="budget" />
      <ClassesTable status={status} format={number} />
    </Stack>
  );
}

function BudgetMeter({
  label,
  budget,
  format,
}: {
  label: string;
  budget: Budget;
  format: (n: number) => string;
}) {
  const t = useT();
  const percent = budget.limit > 0 ? Math.min(100, (budget.used / budget.limit) * 100) : 0;
  const color = percent >= 90 ? 'red' : percent >= 70 ? 'yellow' : 'teal';
  const values = { used: format(budget.used), limit: format(budget.limit), left: format(budget.left) };
  return (
    <Stack gap={6}>
      <Group justify="space-between" gap="xs">
        <Text size="sm" fw={600}>
          {label}
        </Text>
        <Text size="sm">{t('adminSystem.budget.usedOf', values)}</Text>
      </Group>
      <Progress
        value={percent}
        color={color}
        aria-label={`${label}: ${t('adminSystem.budget.usedOf', values)}`}
      />
      <Text size="xs" c="dimmed">
        {t('adminSystem.budget.left', values)} ·{' '}
        {t('adminSystem.budget.vendorLimit', { limit: format(budget.vendorLimit) })}
      </Text>
      <Text size="xs" c="dimmed">
        {t('adminSystem.budget.nextFreeAt')} <DateTimeText value={budget.nextFreeAt} />
      </Text>
    </Stack>
  );
}

/** What each priority may still spend; background classes stop at their share so writes keep room. */
function ClassesTable({ status, format }: { status: GovernorStatus; format: (n: number) => string }) {
  const t = useT();
  const { locale } = useLocale();
  const priorityLabel = usePriorityLabel();
  if (status.classes.length === 0) return null;
  return (
    <SystemTable
      caption={t('adminSystem.budget.classes')}
      captionHidden
      columns={[
        { key: 'priority', label: t('adminSystem.budget.priority') },
        { key: 'share', label: t('adminSystem.budget.share') },
        { key: 'callsLeft', label: t('adminSystem.budget.callsLeft') },
        { key: 'secondsLeft', label: t('adminSystem.budget.secondsLeft') },
        { key: 'fitsAt', label: t('adminSystem.budget.fitsAt') },
      ]}
      rows={status.classes.map((item) => ({
        key: item.priority,
        name: (
          <>
            {priorityLabel(item.priority)}
            {item.background && (
              <Text span size="xs" c="dimmed">
                {' '}
                ({t('adminSystem.budget.background')})
              </Text>
            )}
          </>
        ),
        cells: [
          formatNumber(item.share, locale, { style: 'percent', maximumFractionDigits: 0 }),
          format(item.callsLeft),
          format(item.secondsLeft),
          item.fitsAt === status.at ? t('adminSystem.budget.fitsNow') : <DateTimeText value={item.fitsAt} />,
        ],
      }))}
    />
  );
}
