import { lazy, Suspense } from 'react';
import type { ComposedRequestDrawerProps } from './ComposedRequestDrawer';
import { loadComposedRequestDrawer } from './preloadRequestDrawer';

// The drawer and everything it shows load with the first request opened, not with the table (the
// drawer's routes start loading it as they match: preloadRequestDrawer).
const ComposedRequestDrawer = lazy(() =>
  loadComposedRequestDrawer().then((module) => ({ default: module.ComposedRequestDrawer })),
);

/** The request drawer, loaded on first use. */
export function LazyRequestDrawer(props: ComposedRequestDrawerProps) {
  return (
    <Suspense fallback={null}>
      <ComposedRequestDrawer {...props} />
    </Suspense>
  );
}
