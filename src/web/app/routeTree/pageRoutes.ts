import { createRoute, lazyRouteComponent, redirect } from '@tanstack/react-router';
import { readActivitySearch } from '../../features/activity/activitySearch';
import { readHomeSearch } from '../../features/home/homePeriod';
import { readInsightsSearch } from '../../features/insights/insightsSearch';
import { loadRestOfDictionary } from '../../i18n/dictionaryStore';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { appRoute } from './rootRoutes';

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
  component: lazyRouteComponent(() => import('../routes/HomeRoutePage'), 'HomeRoutePage'),
});

const activityRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/activity',
  loader: loadRestOfDictionary,
  validateSearch: readActivitySearch,
  component: lazyRouteComponent(() => import('../routes/ActivityRoutePage'), 'ActivityRoutePage'),
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
  component: lazyRouteComponent(() => import('../routes/InsightsRoutePage'), 'InsightsRoutePage'),
});

/** The signed-in person's own account: their second factor (ADR 068). */
const accountRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/account',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../../features/auth/AccountPage'), 'AccountPage'),
});

/** Bulk changes and their progress (ADR 075): people who may change the responsible. */
const bulkRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '/bulk',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../../features/bulk/BulkJobsPage'), 'BulkJobsPage'),
});

/** The shell's pages other than the lists, boards and admin pages. */
export const pageRoutes = [indexRoute, activityRoute, insightsRoute, bulkRoute, accountRoute] as const;
