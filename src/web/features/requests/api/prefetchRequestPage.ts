import type { QueryClient } from '@tanstack/react-query';
import type { RequestType } from '../../../../contract/upstream/enums';
import { type RequestsSearch, toListQuery } from '../requestsSearch';
import { requestPageQuery } from './requestPageQuery';

/**
 * Starts fetching the page a view shows as soon as its route matches (the route's loader), rather
 * than once the workspace has rendered: on a first visit the list then loads while the shell
 * draws, and a hovered link has it ready. The workspace's own query picks up the same request.
 */
export function prefetchRequestPage(
  queryClient: QueryClient,
  type: RequestType,
  search: RequestsSearch,
): void {
  void queryClient.prefetchQuery(requestPageQuery(type, toListQuery(search)));
}
