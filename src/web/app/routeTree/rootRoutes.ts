import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  lazyRouteComponent,
  Outlet,
  redirect,
  type ParsedLocation,
} from '@tanstack/react-router';
import { NotFound } from '../../components/NotFound';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { SessionCheckError } from '../routes/SessionCheckError';
import { safeRedirect } from '../safeRedirect';
import { SSO_PAGE_KEYS, type SsoPageKey } from '../../../contract/api/session';
import { Shell } from '../Shell';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({ component: Outlet });

/**
 * A route's `beforeLoad` for pages behind a session: a signed-out reader goes to the login page,
 * which brings them back here once signed in.
 */
export async function requireSession({
  context,
  location,
}: {
  context: RouterContext;
  location: ParsedLocation;
}) {
  const session = await context.queryClient.ensureQueryData({ ...sessionQuery(), revalidateIfStale: true });
  if (!session) throw redirect({ to: '/login', search: { redirect: location.href } });
}

export const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  validateSearch: (raw: Record<string, unknown>): { redirect?: string; sso?: SsoPageKey } => {
    const target = safeRedirect(raw.redirect);
    // Why the company's sign-in sent the person back, one of a fixed set of keys (ADR 095).
    const sso = SSO_PAGE_KEYS.find((key) => key === raw.sso);
    return { ...(target ? { redirect: target } : {}), ...(sso ? { sso } : {}) };
  },
  beforeLoad: async ({ context, search }) => {
    // Already signed in (a bookmarked login page, the back button): straight on.
    const session = await context.queryClient.ensureQueryData(sessionQuery()).catch(() => null);
    if (session) throw redirect({ href: search.redirect ?? '/' });
  },
  component: lazyRouteComponent(() => import('../routes/LoginRoute'), 'LoginRoute'),
});

/** Every page but the login page and the wall screen: needs a session, and shows inside the shell. */
export const appRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_app',
  beforeLoad: requireSession,
  component: Shell,
  errorComponent: SessionCheckError,
  notFoundComponent: NotFound,
});

/** Any other address: "page not found", inside the shell (and behind the session like the rest). */
export const unknownRoute = createRoute({
  getParentRoute: () => appRoute,
  path: '$',
  component: NotFound,
});
