import { Group, Paper, Stack, Text } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FigureLink } from '../../components/charts/FigureLink';
import type { FigureKind } from '../../components/charts/figureValues';
import { useFigureFormat } from '../../components/charts/useFigureFormat';
import { useT } from '../../i18n/useT';
import { relativeChange } from './figures';
import classes from './InsightsPage.module.css';

export interface KpiProps {
  label: string;
  kind: FigureKind;
  current: number | null;
  /** The previous period's figure; undefined when the API gives none (no comparison shown). */
  previous?: number | null;
  /** The list of the current figure; absent when no list filter gives it (a rate). */
  href?: string;
  /** A line under the value: what a ratio is made of, each part a list of its own. */
  detail?: ReactNode;
}

/**
 * One headline figure: its value (a link to the list that totals to it), the previous period's
 * and the change in words and arrow, so no colour alone carries the meaning.
 */
export function Kpi({ label, kind, current, previous, href, detail }: KpiProps) {
  const t = useT();
  const format = useFigureFormat();
  const compared = previous !== undefined;
  const change = current === null || previous == null ? null : relativeChange(current, previous);
  const changeText = format('rate', change === null ? null : Math.abs(change));
  let trend = {
    icon: <IconEqual size={14} aria-hidden />,
    text: t('insights.kpi.same'),
    className: classes.same,
  };
  if (change === null) trend = { ...trend, text: t('insights.kpi.noBase') };
  else if (change > 0)
    trend = {
      icon: <IconArrowUpRight size={14} aria-hidden />,
      text: t('insights.kpi.up', { change: changeText }),
      className: classes.up,
    };
  else if (change < 0)
    trend = {
      icon: <IconArrowDownRight size={14} aria-hidden />,
      text: t('insights.kpi.down', { change: changeText }),
      className: classes.down,
    };
  const value = format(kind, current);
  return (
    <Paper withBorder p="sm" radius="md" className={classes.kpi} component="li">
      <Stack gap={4}>
        <Text size="sm" c="dimmed" component="h3" m={0} fw={500}>
          {label}
        </Text>
        <Text fz={22} fw={700} lh={1.2} className={classes.kpiValue}>
          {href ? (
            <FigureLink href={href} label={`${label}: ${value}`} underline="hover" c="inherit">
              {value}
            </FigureLink>
          ) : (
            value
          )}
        </Text>
        {detail !== undefined && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {compared && (
          <>
            <Group gap={4} wrap="nowrap" className={trend.className}>
              {trend.icon}
              <Text size="xs" c="inherit">
                {trend.text}
              </Text>
            </Group>
            <Text size="xs" c="dimmed">
              {t('insights.kpi.previous', { value: format(kind, previous ?? null) })}
            </Text>
          </>
        )}
      </Stack>
    </Paper>
  );
}
