import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { readWallboardSearch } from '../../features/wallboard/wallboardSearch';
import { WallboardSessionError } from '../../features/wallboard/WallboardSessionError';
import { loadRestOfDictionary } from '../../i18n/dictionaryStore';
import { requireSession, rootRoute } from './rootRoutes';

/** The wall screen: outside the shell, for a wallboard device's session or a person's. */
const wallboardRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wallboard',
  loader: loadRestOfDictionary,
  validateSearch: readWallboardSearch,
  beforeLoad: requireSession,
  component: lazyRouteComponent(() => import('../routes/WallboardRoutePage'), 'WallboardRoutePage'),
  errorComponent: WallboardSessionError,
});

/** Where a wallboard trades the one-time code in its link's fragment for its device session. */
const wallboardEnrolRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/wallboard/enrol',
  loader: loadRestOfDictionary,
  component: lazyRouteComponent(() => import('../../features/wallboard/EnrolPage'), 'EnrolRoutePage'),
});

export const wallboardRoutes = [wallboardRoute, wallboardEnrolRoute] as const;
