import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { FigureBarChartProps } from './FigureBarChart';

const FigureBarChart = lazy(() =>
  import('./FigureBarChart').then((module) => ({ default: module.FigureBarChart })),
);

/**
 * The bar chart loaded on its own chunk, so a page that opens first (the home) does not wait for
 * the chart library: a skeleton of the chart's height until its code has arrived.
 */
export function LazyFigureBarChart(props: FigureBarChartProps) {
  return (
    <Suspense fallback={<Skeleton height={props.height ?? 240} radius="sm" />}>
      <FigureBarChart {...props} />
    </Suspense>
  );
}
