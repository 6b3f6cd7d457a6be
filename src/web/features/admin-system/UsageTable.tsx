import { Table } from '@mantine/core';
import { useId } from 'react';
import type { GovernorHistory } from '../../../contract/api/governorHistory';
import { DateTimeText } from '../../components/DateTimeText';
import { TableScrollRegion } from '../../components/TableScrollRegion';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatNumber } from '../../lib/format/formatNumber';
import { PRIORITIES, type UsageMetric, usageRows } from './usageRows';
import { usePriorityLabel } from './usePriorityLabel';

/** The chart's numbers, bucket by bucket: readable without the chart, by eye or screen reader. */
export function UsageTable({ history, metric }: { history: GovernorHistory; metric: UsageMetric }) {
  const t = useT();
  const { locale } = useLocale();
  const priorityLabel = usePriorityLabel();
  const captionId = useId();
  const number = (value: number) => formatNumber(value, locale, { maximumFractionDigits: 1 });
  return (
    <TableScrollRegion captionId={captionId}>
      <Table verticalSpacing={2} fz="sm" striped>
        <caption id={captionId}>
          {t('adminSystem.usage.tableCaption', { metric: t(`adminSystem.usage.${metric}`) })}
        </caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('adminSystem.usage.bucket')}</Table.Th>
            {PRIORITIES.map((priority) => (
              <Table.Th scope="col" key={priority}>
                {priorityLabel(priority)}
              </Table.Th>
            ))}
            <Table.Th scope="col">{t('adminSystem.usage.total')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {usageRows(history, metric).map((row, index) => (
            <Table.Tr key={row.start}>
              <Table.Th scope="row" fw={400}>
                <DateTimeText value={row.start} />
              </Table.Th>
              {PRIORITIES.map((priority) => (
                <Table.Td key={priority}>{number(row[priority])}</Table.Td>
              ))}
              <Table.Td>{number(history.buckets[index]?.[metric] ?? 0)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableScrollRegion>
  );
}
