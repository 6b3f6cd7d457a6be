import { lazy, Suspense } from 'react';
import type { RequestDrawerProps } from '../../features/request-detail/RequestDrawer';

// The drawer and everything it shows load with the first request opened, not with the table.
const ComposedRequestDrawer = lazy(() =>
  import('./ComposedRequestDrawer').then((module) => ({ default: module.ComposedRequestDrawer })),
);

/** The request drawer, loaded on first use. */
export function LazyRequestDrawer(props: RequestDrawerProps) {
  return (
    <Suspense fallback={null}>
      <ComposedRequestDrawer {...props} />
    </Suspense>
  );
}
