import '@mantine/charts/styles.css';
import { BarChart, type BarChartSeries } from '@mantine/charts';
import { Group, Text } from '@mantine/core';
import { Rectangle, type RectangleProps } from 'recharts';
import { usePhoneLayout } from '../../lib/usePhoneLayout';
import classes from './charts.module.css';
import { useOpenFigureLink } from './FigureLink';

export interface BarDatum {
  /** The category's label on the axis. */
  label: string;
  /** The list this bar totals to; a click opens it. */
  href?: string;
  /** A bucket with fewer days than a whole one (cut by the period, or not over): drawn lighter, dashed. */
  partial?: boolean;
  [series: string]: string | number | boolean | undefined;
}

export interface FigureBarChartProps {
  data: readonly BarDatum[];
  series: BarChartSeries[];
  valueFormatter: (value: number) => string;
  /** Horizontal bars (a funnel, a ranking) read their labels on the left. */
  horizontal?: boolean;
  height?: number;
  /** Width of the category axis for horizontal bars, in px; by default, room for the longest label. */
  labelWidth?: number;
  /** The legend's word for a partial bar ("parcial"), shown when a datum is partial. */
  partialLabel?: string;
  /** The values are counts: the value axis marks whole numbers only, never "0,35 pedido". */
  counts?: boolean;
}

function payloadOf(item: unknown): object | undefined {
  if (typeof item !== 'object' || item === null || !('payload' in item)) return undefined;
  const payload: unknown = item.payload;
  return typeof payload === 'object' && payload !== null ? payload : undefined;
}

function hrefOf(item: unknown): string | undefined {
  const payload = payloadOf(item);
  return payload && 'href' in payload && typeof payload.href === 'string' ? payload.href : undefined;
}

function isPartial(item: unknown): boolean {
  const payload = payloadOf(item);
  return payload !== undefined && 'partial' in payload && payload.partial === true;
}

/** A partial bar: its colour at a third, outlined in dashes, so it never reads as a whole bucket. */
const PARTIAL_BAR = {
  fillOpacity: 0.35,
  strokeOpacity: 1,
  strokeDasharray: '4 3',
  strokeWidth: 1.5,
} as const;

/**
 * Room for the longest category on one line: the axis wraps a label wider than its width, and
 * "Mais de 90 / dias" reads as two categories. About 8 px a character at the axis' size, bounded
 * so a long status name wraps rather than squeezing the bars.
 */
function labelRoom(data: readonly BarDatum[]): number {
  const longest = Math.max(0, ...data.map((datum) => datum.label.length));
  return Math.min(200, Math.max(80, 24 + 8 * longest));
}

/**
 * A bar chart of a figure whose every bar opens its list on click (the table beside it holds the
 * same links for the keyboard and screen readers). Mantine's colours follow the colour scheme.
 */
export function FigureBarChart({
  data,
  series,
  valueFormatter,
  horizontal = false,
  height = 240,
  labelWidth,
  partialLabel,
  counts = false,
}: FigureBarChartProps) {
  const open = useOpenFigureLink();
  const phone = usePhoneLayout();
  const anyPartial = partialLabel !== undefined && data.some((datum) => datum.partial === true);
  const chart = (
    <BarChart
      h={height}
      data={[...data]}
      dataKey="label"
      series={series}
      orientation={horizontal ? 'vertical' : 'horizontal'}
      valueFormatter={valueFormatter}
      withLegend={series.length > 1}
      legendProps={{ verticalAlign: 'bottom' }}
      tickLine="none"
      // Lines across the values only, where the eye reads a bar's length (Mantine's "x" draws the
      // horizontal ones); lines between categories cut the bars into a grid for nothing.
      gridAxis={horizontal ? 'y' : 'x'}
      yAxisProps={
        horizontal
          ? { width: labelWidth ?? labelRoom(data) }
          : { width: 72, tickFormatter: valueFormatter, allowDecimals: !counts }
      }
      // Four values fit a half-width card, three a phone's. Recharts' grid places its lines by
      // dropping the values whose unformatted numbers would collide, the axis by its formatted
      // labels: both keep every value (interval 0), so each label has its line.
      xAxisProps={
        horizontal
          ? { tickFormatter: valueFormatter, tickCount: phone ? 3 : 4, interval: 0, allowDecimals: !counts }
          : undefined
      }
      // The drawing is hidden from assistive technology (its table stands in): no keyboard layer.
      // Horizontal bars end their value axis on a label centred on the plot's edge: room for its
      // right half, so "R$ 10,5 mi" stays inside the card.
      barChartProps={{ accessibilityLayer: false, ...(horizontal ? { margin: { right: 36 } } : {}) }}
      barProps={{
        // The pointer only over a bar that opens a list: "Mais de 90 dias" has none to open.
        shape: (bar: RectangleProps & { payload?: unknown }) => (
          <Rectangle
            {...bar}
            {...(isPartial(bar) ? { ...PARTIAL_BAR, stroke: bar.fill } : {})}
            cursor={hrefOf(bar) ? 'pointer' : 'default'}
          />
        ),
        onClick: (item: unknown) => {
          const href = hrefOf(item);
          if (href) open(href);
        },
      }}
    />
  );
  if (!anyPartial) return chart;
  return (
    <>
      {chart}
      <Group gap={6} justify="center" align="flex-start" wrap="nowrap" mt={4}>
        <span className={classes.partialSwatch} aria-hidden />
        <Text size="xs" c="dimmed">
          {partialLabel}
        </Text>
      </Group>
    </>
  );
}
