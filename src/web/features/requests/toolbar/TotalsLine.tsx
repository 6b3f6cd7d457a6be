import { Group, Text, VisuallyHidden } from '@mantine/core';
import type { RequestPage } from '../../../../contract/api/requests';
import type { RequestType } from '../../../../contract/upstream/enums';
import { useLocale } from '../../../i18n/useLocale';
import { useT } from '../../../i18n/useT';
import { formatBrl, formatBrlCompact } from '../../../lib/format/formatBrl';
import { formatKilowattPeak, formatKilowattPeakHeadline } from '../../../lib/format/power';

export interface TotalsLineProps {
  type: RequestType;
  totals: NonNullable<RequestPage['totals']>;
}

/**
 * The current filter's totals over every matching row, not only the page: how many, the final
 * value summed and the power summed in kWp, each short (whole kWp from 1.000 kWp on) with the
 * exact figure on hover.
 */
export function TotalsLine({ type, totals }: TotalsLineProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Group
      component="dl"
      gap="lg"
      m={0}
      aria-label={t('requests.totals.label')}
      data-testid="requests-totals"
      wrap="wrap"
      // Wrapped on a phone, the figures stay one block rather than rows spaced like columns.
      style={{ rowGap: 'var(--mantine-spacing-xs)' }}
    >
      <div>
        <VisuallyHidden component="dt">{t('requests.totals.label')}</VisuallyHidden>
        <Text component="dd" m={0} fw={600} size="sm">
          {t(type === 'order' ? 'requests.totals.count' : 'requests.totals.countBudget', {
            count: totals.count,
          })}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap">
        <Text component="dt" size="sm" c="dimmed">
          {t('requests.totals.finalValue')}
        </Text>
        <Text component="dd" m={0} fw={600} size="sm" title={formatBrl(totals.finalValue, locale)}>
          {formatBrlCompact(totals.finalValue, locale)}
        </Text>
      </Group>
      <Group gap={6} wrap="nowrap">
        <Text component="dt" size="sm" c="dimmed">
          {t('requests.totals.power')}
        </Text>
        <Text component="dd" m={0} fw={600} size="sm" title={formatKilowattPeak(totals.totalPower, locale)}>
          {formatKilowattPeakHeadline(totals.totalPower, locale)}
        </Text>
      </Group>
    </Group>
  );
}
