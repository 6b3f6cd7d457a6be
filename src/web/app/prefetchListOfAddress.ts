import type { QueryClient } from '@tanstack/react-query';
import { prefetchRequestPage } from '../features/requests/api/prefetchRequestPage';
import { readRequestsSearch } from '../features/requests/requestsSearch';
import { parseQueryString } from '../lib/queryString';

// The list pages and their drawers (/orders, /orders/ORD-1, /budgets…), as router.tsx declares them.
const LIST_PATH = /^\/(orders|budgets)(?:\/[^/]+)?\/?$/;

/**
 * Starts fetching the page of requests an address shows, read the way its route reads it (the
 * same query key, so the route's loader and the workspace find it in flight). Other addresses
 * fetch nothing.
 */
export function prefetchListOfAddress(
  queryClient: QueryClient,
  address: Pick<Location, 'pathname' | 'search'>,
): void {
  const match = LIST_PATH.exec(address.pathname);
  if (!match) return;
  const type = match[1] === 'orders' ? 'order' : 'budget';
  prefetchRequestPage(queryClient, type, readRequestsSearch(parseQueryString(address.search)));
}
