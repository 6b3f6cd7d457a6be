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
import { loadRestOfDictionary } from '../i18n/dictionaryStore';
import { sessionQuery } from '../lib/session/sessionQuery';
import { readActivitySearch } from '../features/activity/activitySearch';
import { readAuditSearch } from '../features/admin-audit/auditSearch';
import { readBoardSearch } from '../lib/board/boardSearch';
import { readHomeSearch } from '../features/home/homePeriod';
import { readInsightsSearch } from '../features/insights/insightsSearch';
import { prefetchRequestPage } from '../features/requests/api/prefetchRequestPage';
import { readRequestsSearch } from '../features/requests/requestsSearch';
import { readWallboardSearch } from '../features/wallboard/wallboardSearch';
import { WallboardSessionError } from '../features/wallboard/WallboardSessionError';
import { parseQueryString, toQueryString } from '../lib/queryString';
import { BudgetsPage, OrdersPage } from './routes/RequestsRoutePage';
import { requireRole } from './routes/requireRole';
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
    if (session) throw redirect({ href: search.redirect ?? '/' });
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

/**
 * The home, each role's first page (ADR 038): its strings are in the dictionary's second part.
 * A wallboard device reads no figures of people's work: its place is the wall screen.
 */
const indexRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/',
  validateSearch: readHomeSearch,
  beforeLoad: async ({ context }) => {
    const session = await context.queryClient.ensureQueryData(sessionQuery());
    if (session?.kind === 'device') throw redirect({ to: '/wallboard' });
  },
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('./routes/HomeRoutePage'), 'HomeRoutePage'),
});

const ordersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/orders',
  validateSearch: readRequestsSearch,
  // The list starts loading with the route, not after the page's first render (ADR 021).
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchRequestPage(context.queryClient, 'order', deps),
  component: OrdersPage,
});

/**
 * The drawer of one order over the list: the list's filters stay in the search part of the URL.
 * Its strings are outside the first part of the dictionary, as are those of every page loaded on
 * demand: those routes' loaders await the rest (ADR 026).
 */
const orderDrawerRoute = createRoute({
  getParentRoute: () => ordersRoute,
  path: '$code',
  loader: loadRestOfDictionary,
});

const budgetsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/budgets',
  validateSearch: readRequestsSearch,
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => prefetchRequestPage(context.queryClient, 'budget', deps),
  component: BudgetsPage,
});

const budgetDrawerRoute = createRoute({
  getParentRoute: () => budgetsRoute,
  path: '$code',
  loader: loadRestOfDictionary,
});

const activityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/activity',
  loader: loadRestOfDictionary,
  validateSearch: readActivitySearch,
  component: lazyRouteComponent(() => import('./routes/ActivityRoutePage'), 'ActivityRoutePage'),
});

/**
 * Insights of a period (issue 17): every reader role; the charts load with this page only and its
 * strings are in the dictionary's second part (ADR 026).
 */
const insightsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/insights',
  loader: loadRestOfDictionary,
  validateSearch: readInsightsSearch,
  component: lazyRouteComponent(() => import('./routes/InsightsRoutePage'), 'InsightsRoutePage'),
});

/** The signed-in person's own account: their second factor (ADR 068). */
const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/account',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../features/auth/AccountPage'), 'AccountPage'),
});

/** Bulk changes and their progress (ADR 075): people who may change the responsible. */
const bulkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/bulk',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../features/bulk/BulkJobsPage'), 'BulkJobsPage'),
});

/** Accounts, roles, passwords and live sessions: admins only. */
const adminUsersRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/users',
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  // Refused: "page not found" inside the shell (see requireRole).
  notFoundComponent: NotFound,
  component: lazyRouteComponent(() => import('../features/admin-users/AdminUsersPage'), 'AdminUsersPage'),
});

/** The audit log, its filters in the URL, with the CSV export: admins only. */
const adminAuditRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/audit',
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  // Refused: "page not found" inside the shell (see requireRole).
  notFoundComponent: NotFound,
  validateSearch: readAuditSearch,
  component: lazyRouteComponent(() => import('../features/admin-audit/AdminAuditRoute'), 'AdminAuditRoute'),
});

/** The vendor circuit, budget and usage, sync, webhook inbox and statuses: admins only. */
const adminSystemRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/system',
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  // Refused: "page not found" inside the shell (see requireRole).
  notFoundComponent: NotFound,
  component: lazyRouteComponent(() => import('../features/admin-system/AdminSystemPage'), 'AdminSystemPage'),
});

/** Wallboard devices and their one-time enrolment codes: admins only. */
const adminDevicesRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/devices',
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  // Refused: "page not found" inside the shell (see requireRole).
  notFoundComponent: NotFound,
  component: lazyRouteComponent(
    () => import('../features/admin-devices/AdminDevicesPage'),
    'AdminDevicesPage',
  ),
});

/** The partner's custom fields, named and given a format (ADR 060): admins only. */
const adminCustomFieldsRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/admin/custom-fields',
  loader: loadRestOfDictionary,
  beforeLoad: requireRole('admin'),
  notFoundComponent: NotFound,
  component: lazyRouteComponent(
    () => import('../features/admin-custom-fields/AdminCustomFieldsPage'),
    'AdminCustomFieldsPage',
  ),
});

/** The status boards, each with a card's drawer over it (/board/orders/10023?uf=SP). */
const ordersBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/board/orders',
  loader: loadRestOfDictionary,
  validateSearch: readBoardSearch,
  component: lazyRouteComponent(() => import('./routes/BoardRoutePage'), 'OrdersBoardRoutePage'),
});

const ordersBoardDrawerRoute = createRoute({
  getParentRoute: () => ordersBoardRoute,
  path: '$code',
});

const budgetsBoardRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/board/budgets',
  loader: loadRestOfDictionary,
  validateSearch: readBoardSearch,
  component: lazyRouteComponent(() => import('./routes/BoardRoutePage'), 'BudgetsBoardRoutePage'),
});

const budgetsBoardDrawerRoute = createRoute({
  getParentRoute: () => budgetsBoardRoute,
  path: '$code',
});

/** The wall screen: outside the shell, for a wallboard device's session or a person's. */
const wallboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wallboard',
  loader: loadRestOfDictionary,
  validateSearch: readWallboardSearch,
  beforeLoad: async ({ context, location }) => {
    const session = await context.queryClient.ensureQueryData({ ...sessionQuery(), revalidateIfStale: true });
    if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
  },
  component: lazyRouteComponent(() => import('./routes/WallboardRoutePage'), 'WallboardRoutePage'),
  errorComponent: WallboardSessionError,
});

/** Where a wallboard trades the one-time code in its link's fragment for its device session. */
const wallboardEnrolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wallboard/enrol',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../features/wallboard/EnrolPage'), 'EnrolRoutePage'),
});

/** Any other address: "page not found", inside the shell (and behind the session like the rest). */
const unknownRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: NotFound,
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  wallboardRoute,
  wallboardEnrolRoute,
  appRoute.addChildren([
    indexRoute,
    ordersRoute.addChildren([orderDrawerRoute]),
    budgetsRoute.addChildren([budgetDrawerRoute]),
    activityRoute,
    insightsRoute,
    bulkRoute,
    ordersBoardRoute.addChildren([ordersBoardDrawerRoute]),
    budgetsBoardRoute.addChildren([budgetsBoardDrawerRoute]),
    accountRoute,
    adminUsersRoute,
    adminDevicesRoute,
    adminCustomFieldsRoute,
    adminAuditRoute,
    adminSystemRoute,
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
