import { lazy, Suspense } from 'react';
import type { ComposedRequestDrawerProps } from './ComposedRequestDrawer';

// The drawer and everything it shows load with the first request opened, not with the table.
const ComposedRequestDrawer = lazy(() =>
  import('./ComposedRequestDrawer').then((module) => ({ default: module.ComposedRequestDrawer })),
);

/** The request drawer, loaded on first use. */
export function LazyRequestDrawer(props: ComposedRequestDrawerProps) {
  return (
    <Suspense fallback={null}>
      <ComposedRequestDrawer {...props} />
    </Suspense>
  );
}
