import { Group, NativeSelect, Text } from '@mantine/core';
import type { DayRange } from '../../../contract/api/insights';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatDate } from '../../lib/format/formatDate';
import { HOME_PERIODS, type HomePeriod, homePeriodSchema } from './homePeriod';

export interface PeriodControlProps {
  period: HomePeriod;
  range: DayRange;
  onChange: (period: HomePeriod) => void;
}

/** The period every figure of the home covers, with its days spelt out. */
export function PeriodControl({ period, range, onChange }: PeriodControlProps) {
  const t = useT();
  const { locale } = useLocale();
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <NativeSelect
        label={t('home.period.label')}
        value={period}
        onChange={(event) => {
          const next = homePeriodSchema.safeParse(event.currentTarget.value);
          if (next.success) onChange(next.data);
        }}
        data={HOME_PERIODS.map((value) => ({ value, label: t(`home.period.${value}`) }))}
      />
      <Text size="sm" c="dimmed" pb={8} data-testid="home-period-range">
        {range.from === range.to
          ? formatDate(range.from, locale)
          : t('home.period.range', {
              from: formatDate(range.from, locale),
              to: formatDate(range.to, locale),
            })}
      </Text>
    </Group>
  );
}
