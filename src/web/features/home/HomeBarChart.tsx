import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { VisuallyHidden } from '@mantine/core';
import classes from './HomeBarChart.module.css';

export interface HomeBarChartProps {
  /** One bar per row, in the table's order. */
  data: readonly { label: string; value: number }[];
  /** What the bars measure (the tooltip's series name). */
  seriesLabel: string;
  /** Says what the chart shows and that the table beside it has the same figures. */
  caption: string;
  color: string;
  formatValue: (value: number) => string;
  /** A bar opens the list of its row, as the row's link in the table does. */
  onBarClick: (index: number) => void;
}

/**
 * Horizontal bars (long status names read on the axis), loaded on its own (React.lazy) so the
 * chart library weighs only on the home; the table under it carries the same numbers and links.
 */
export function HomeBarChart({
  data,
  seriesLabel,
  caption,
  color,
  formatValue,
  onBarClick,
}: HomeBarChartProps) {
  return (
    <figure className={classes.figure}>
      <VisuallyHidden component="figcaption">{caption}</VisuallyHidden>
      <BarChart
        h={Math.max(120, data.length * 34 + 30)}
        data={[...data]}
        dataKey="label"
        orientation="vertical"
        series={[{ name: 'value', label: seriesLabel, color }]}
        valueFormatter={formatValue}
        gridAxis="none"
        tickLine="none"
        yAxisProps={{ width: 128, interval: 0 }}
        xAxisProps={{ hide: true }}
        withBarValueLabel
        valueLabelProps={{ position: 'right', formatter: (value: unknown) => formatValue(Number(value)) }}
        barChartProps={{ margin: { right: 72 } }}
        barProps={{
          cursor: 'pointer',
          onClick: (_entry: unknown, index: number) => onBarClick(index),
        }}
      />
    </figure>
  );
}
