import { lazy, Suspense } from 'react';
import type { RequestDrawerProps } from '../../features/request-detail/RequestDrawer';

// The drawer and everything it shows load with the first request opened, not with the table.
const RequestDrawer = lazy(() =>
  import('../../features/request-detail/RequestDrawer').then((module) => ({ default: module.RequestDrawer })),
);

/** The request drawer, loaded on first use. */
export function LazyRequestDrawer(props: RequestDrawerProps) {
  return (
    <Suspense fallback={null}>
      <RequestDrawer {...props} />
    </Suspense>
  );
}
