import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
  type RouterHistory,
} from '@tanstack/react-router';
import { NotFound } from '../components/NotFound';
import { sessionQuery } from '../features/auth/api/sessionQuery';
import { readActivitySearch } from '../features/activity/activitySearch';
import { readRequestsSearch } from '../features/requests/requestsSearch';
import { parseQueryString, toQueryString } from '../lib/queryString';
import { BudgetsPage, OrdersPage } from './routes/RequestsRoutePage';
import { SessionCheckError } from './routes/SessionCheckError';
import { safeRedirect } from './safeRedirect';
import { Shell } from './Shell';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (raw: Record<string, unknown>): { redirect?: string } => {
    const target = safeRedirect(raw.redirect);
    return target ? { redirect: target } : {};
  },
  beforeLoad: async ({ context, search }) => {
    // Already signed in (a bookmarked login page, the back button): straight on.
    const session = await context.queryClient.ensureQueryData(sessionQuery()).catch(() => null);
    if (session) throw redirect({ href: search.redirect ?? '/orders' });
  },
  component: lazyRouteComponent(() => import('./routes/LoginRoute'), 'LoginRoute'),
});

/** Every page but the login page: needs a session, and shows inside the shell. */
const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData({ ...sessionQuery(), revalidateIfStale: true });
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: Shell,
  errorComponent: SessionCheckError,
  notFoundComponent: NotFound,
});

const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  beforeLoad: () => {
    throw redirect({ to: '/orders' });
  },
});

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: readRequestsSearch,
  component: OrdersPage,
});

/** The drawer of one order over the list: the list's filters stay in the search part of the URL. */
const orderDrawerRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: '$code',
});

const budgetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/budgets',
  validateSearch: readRequestsSearch,
  component: BudgetsPage,
});

const budgetDrawerRoute = createRoute({
  getParentRoute: () => budgetsRoute,
  path: '$code',
});

const activityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/activity',
  validateSearch: readActivitySearch,
  component: lazyRouteComponent(() => import('./routes/ActivityRoutePage'), 'ActivityRoutePage'),
});

/** Any other address: "page not found", inside the shell (and behind the session like the rest). */
const unknownRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: NotFound,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  appRoute.addChildren([
    indexRoute,
    ordersRoute.addChildren([orderDrawerRoute]),
    budgetsRoute.addChildren([budgetDrawerRoute]),
    activityRoute,
    unknownRoute,
  ]),
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
