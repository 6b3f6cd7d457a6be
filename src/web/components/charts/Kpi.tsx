import { Group, SimpleGrid, type SimpleGridProps, Skeleton, Stack, Text, Tooltip } from '@mantine/core';
import { IconArrowDownRight, IconArrowUpRight, IconEqual, IconInfoCircle } from '@tabler/icons-react';
import { Children, type CSSProperties, useId, type ReactNode } from 'react';
import type { InsightTotals } from '../../../contract/api/insights';
import { useLocale } from '../../i18n/useLocale';
import { useT } from '../../i18n/useT';
import { formatBrlCompact } from '../../lib/format/formatBrl';
import { formatNumber } from '../../lib/format/formatNumber';
import { formatKilowattPeakHeadline } from '../../lib/format/power';
import { FigureLink } from './FigureLink';
import { relativeChange, type FigureKind } from './figureValues';
import { BREAKPOINTS, fullRows } from './fullRows';
import classes from './Kpi.module.css';
import { useFigureFormat } from './useFigureFormat';

/** Which way of the figure is good news: its change's colour, icon and words follow it. */
export type KpiBetter = 'up' | 'down' | 'neither';

export interface KpiProps {
  label: string;
  kind: Exclude<FigureKind, 'text' | 'change'>;
  /** Whether a rise is good (sales), bad (time to close, money overdue) or neither. */
  better: KpiBetter;
  /** What the figure counts, in a reader's words: an info icon beside the label shows it. */
  info?: string;
  current: number | null;
  /** The previous period's figure; undefined where none is compared (no comparison shown). */
  previous?: number | null;
  /**
   * A line under the figure, e.g. how many requests an amount adds up, or what a rate is made of
   * (then with links of its own, so only on a card without `href`).
   */
  detail?: ReactNode;
  /** The list that totals to the figure; absent when no list filter gives it (a rate). */
  href?: string;
  /** The label's heading level: 3 on a page of figures, 4 inside a page's section. */
  headingOrder?: 3 | 4;
  /** An item of a KpiList, or a card on its own. */
  component?: 'li' | 'div';
}

/** One percentage point for a rate, 1 % of the previous figure for the others. */
const SMALLEST_JUDGED_CHANGE = 0.01;

function Trend({
  kind,
  better,
  current,
  previous,
}: Pick<KpiProps, 'kind' | 'better' | 'current'> & { previous: number | null }) {
  const t = useT();
  const format = useFigureFormat();
  const { locale } = useLocale();
  // A rate moves by points, not by a share of itself: 53,1% to 41,2% fell 11,9 points, not 22,4%.
  const points = kind === 'rate';
  const change =
    current === null || previous === null
      ? null
      : points
        ? Math.round((current - previous) * 10_000) / 10_000
        : relativeChange(current, previous);
  const amount =
    change === null
      ? ''
      : points
        ? t('charts.kpi.points', {
            points: formatNumber(Math.abs(change) * 100, locale, { maximumFractionDigits: 1 }),
          })
        : format('rate', Math.abs(change));
  let trend: { icon: ReactNode; text: string; className: string | undefined } = {
    icon: <IconEqual size={14} aria-hidden />,
    text: t(change === null ? 'charts.kpi.noBase' : 'charts.kpi.same'),
    className: classes.same,
  };
  if (change !== null && change !== 0) {
    const rose = change > 0;
    // A change under one point (or 1 %) is told but not judged: calling it better or worse, in
    // green or red, would sound an alarm over a period's ordinary swing (ADR 113).
    const judged = better !== 'neither' && Math.abs(change) >= SMALLEST_JUDGED_CHANGE;
    const good = judged ? rose === (better === 'up') : null;
    trend = {
      icon: rose ? <IconArrowUpRight size={14} aria-hidden /> : <IconArrowDownRight size={14} aria-hidden />,
      text:
        good === null
          ? t(rose ? 'charts.kpi.up' : 'charts.kpi.down', { change: amount })
          : t(good ? 'charts.kpi.better' : 'charts.kpi.worse', { change: amount }),
      className: good === null ? classes.same : good ? classes.up : classes.down,
    };
  }
  return (
    <>
      <Group gap={4} wrap="nowrap" className={[classes.trend, trend.className].filter(Boolean).join(' ')}>
        {trend.icon}
        <Text size="xs" c="inherit">
          {trend.text}
        </Text>
      </Group>
      <Text size="xs" c="dimmed">
        {t('charts.kpi.previous', { value: format(kind, previous) })}
      </Text>
    </>
  );
}

/**
 * One headline figure as a card: its label, the value (money compact, power in whole kWp from
 * 1.000 kWp; the exact amount on hover and in the link's name), the change against the previous
 * period in words and an arrow (colour only helps) and the previous figure. With a list that
 * totals to it, the whole card is a link.
 */
export function Kpi({
  label,
  kind,
  better,
  info,
  current,
  previous,
  detail,
  href,
  headingOrder = 3,
  component: Item = 'li',
}: KpiProps) {
  const { locale } = useLocale();
  const format = useFigureFormat();
  const notesId = useId();
  const exact = format(kind, current);
  const shown =
    current === null
      ? exact
      : kind === 'money'
        ? formatBrlCompact(current, locale)
        : kind === 'power'
          ? formatKilowattPeakHeadline(current, locale)
          : exact;
  const content = (
    <>
      <Group gap={4} wrap="nowrap" justify="space-between" align="flex-start">
        <Text component={`h${headingOrder}`} size="sm" c="dimmed" fw={500} className={classes.label}>
          {label}
        </Text>
        {info !== undefined && (
          <Tooltip
            label={info}
            multiline
            w={260}
            withArrow
            events={{ hover: true, focus: true, touch: true }}
          >
            <span className={classes.info} tabIndex={0} role="note" aria-label={info}>
              <IconInfoCircle size={16} aria-hidden />
            </span>
          </Tooltip>
        )}
      </Group>
      <span className={classes.value} title={shown === exact ? undefined : exact}>
        {shown}
      </span>
      <Stack gap={2} id={notesId}>
        {detail !== undefined && (
          <Text size="xs" c="dimmed">
            {detail}
          </Text>
        )}
        {previous !== undefined && (
          <Trend kind={kind} better={better} current={current} previous={previous} />
        )}
      </Stack>
    </>
  );
  return (
    <Item className={classes.item}>
      {href ? (
        <FigureLink
          href={href}
          label={`${label}: ${exact}`}
          aria-describedby={notesId}
          underline="never"
          className={classes.card}
        >
          {content}
        </FigureLink>
      ) : (
        <div className={classes.card}>{content}</div>
      )}
    </Item>
  );
}

const TOTAL_KIND = { count: 'count', value: 'money', power: 'power' } as const;

/** One total of a created series (how many, their value or their power) against the previous span. */
export function TotalKpi({
  series,
  total,
  ...card
}: Omit<KpiProps, 'kind' | 'better' | 'current' | 'previous'> & {
  series: { current: { totals: InsightTotals }; previous: { totals: InsightTotals } };
  total: keyof InsightTotals;
}) {
  const { current, previous } = series;
  return (
    <Kpi
      {...card}
      kind={TOTAL_KIND[total]}
      better="up"
      current={current.totals[total]}
      previous={previous.totals[total]}
    />
  );
}

/** A card's place while its figure loads. */
export function KpiSkeleton({ component: Item = 'li' }: Pick<KpiProps, 'component'>) {
  return (
    <Item className={classes.item} aria-hidden>
      <div className={classes.card}>
        <Skeleton height={12} width="50%" mb={6} />
        <Skeleton height={28} width="70%" mb={6} />
        <Skeleton height={14} width="60%" />
      </div>
    </Item>
  );
}

/** Headline figures side by side, as a list a screen reader can count. */
export function KpiList({
  label,
  cols,
  fillRows,
  children,
  ...props
}: {
  label: string;
  cols: SimpleGridProps['cols'];
  /**
   * `cols` is the most columns per breakpoint: fewer are used where they split the cards into full
   * rows, and otherwise the last card stretches, so no row ends in an empty slot.
   */
  fillRows?: boolean;
  children: ReactNode;
} & Pick<SimpleGridProps, 'spacing'> & { 'data-previous-period'?: string }) {
  let layout: { cols: SimpleGridProps['cols']; style?: CSSProperties } = { cols };
  if (fillRows && typeof cols === 'object') {
    const fills = fullRows(Children.toArray(children).length, cols);
    layout = {
      cols: Object.fromEntries(BREAKPOINTS.map((breakpoint) => [breakpoint, fills[breakpoint].cols])),
      style: Object.fromEntries(
        BREAKPOINTS.map((breakpoint) => [`--kpi-last-span-${breakpoint}`, fills[breakpoint].lastSpan]),
      ),
    };
  }
  return (
    <SimpleGrid
      component="ul"
      spacing="sm"
      aria-label={label}
      className={classes.list}
      data-fill-rows={fillRows || undefined}
      {...layout}
      {...props}
    >
      {children}
    </SimpleGrid>
  );
}
