import type { QueryClient } from '@tanstack/react-query';
import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { parseQueryString, toQueryString } from '../lib/queryString';
import { adminRoutes } from './routeTree/adminRoutes';
import { pageRoutes } from './routeTree/pageRoutes';
import { requestRoutes } from './routeTree/requestRoutes';
import { appRoute, loginRoute, rootRoute, unknownRoute } from './routeTree/rootRoutes';
import { wallboardRoutes } from './routeTree/wallboardRoutes';

/** The login page and the wall screen outside the shell; every other page inside it. */
const routeTree = rootRoute.addChildren([
  loginRoute,
  ...wallboardRoutes,
  appRoute.addChildren([...pageRoutes, ...requestRoutes, ...adminRoutes, unknownRoute]),
]);

export interface AppRouterOptions {
  /** Memory history in tests; the browser's by default. */
  history?: RouterHistory;
}

export function createAppRouter(queryClient: QueryClient, options: AppRouterOptions = {}) {
  return createRouter({
    routeTree,
    context: { queryClient },
    history: options.history,
    defaultPreload: 'intent',
    defaultNotFoundComponent: NotFound,
    // Only what a route's schema accepted stays in the search: a parameter that failed validation
    // (or that no route knows) is dropped instead of riding along unchecked.
    search: { strict: true },
    // Plain query strings (uf=SP,RJ&page=2) instead of JSON-encoded values: readable, shareable,
    // and the same text the API receives; each route's zod schema gives the values their types.
    parseSearch: parseQueryString,
    stringifySearch: (search) => {
      const query = toQueryString(search);
      return query ? `?${query}` : '';
    },
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}
