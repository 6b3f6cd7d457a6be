import type { QueryClient } from '@tanstack/react-query';
import type { RequestType } from '../../../contract/upstream/enums';
import { loadRequestDetailBody } from '../../features/request-detail/loadRequestDetailBody';
import { requestDetailQuery } from '../../lib/api/getRequestDetail';

/** The drawer's chunk (with the actions other features add to it); LazyRequestDrawer renders it. */
export const loadComposedRequestDrawer = () => import('./ComposedRequestDrawer');

/**
 * Starts everything a request's drawer shows at once, as its route matches: the drawer's chunk,
 * its body's chunk and the detail. Left to the drawer, each waited for the one before it to arrive
 * and render (drawer chunk, then the detail and the body's chunk from its first render), which
 * on a busy machine put seconds between the drawer's title and its body. Nothing here is awaited:
 * the drawer opens as soon as its own chunk is there, and a failed load is retried where it is
 * rendered.
 */
export function preloadRequestDrawer(queryClient: QueryClient, type: RequestType, code: string): void {
  void loadComposedRequestDrawer().catch(() => undefined);
  void loadRequestDetailBody().catch(() => undefined);
  void queryClient.prefetchQuery(requestDetailQuery(type, code));
}
