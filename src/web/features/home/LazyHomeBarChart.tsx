import { Skeleton } from '@mantine/core';
import { lazy, Suspense } from 'react';
import type { HomeBarChartProps } from './HomeBarChart';

const HomeBarChart = lazy(() =>
  import('./HomeBarChart').then((module) => ({ default: module.HomeBarChart })),
);

/** The chart when its code has arrived; a skeleton of its height until then. */
export function LazyHomeBarChart(props: HomeBarChartProps) {
  return (
    <Suspense fallback={<Skeleton height={Math.max(120, props.data.length * 34 + 30)} radius="sm" />}>
      <HomeBarChart {...props} />
    </Suspense>
  );
}
