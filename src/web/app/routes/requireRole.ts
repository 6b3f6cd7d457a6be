import type { QueryClient } from '@tanstack/react-query';
import { notFound } from '@tanstack/react-router';
import type { Role } from '../../../contract/api/roles';
import { sessionQuery } from '../../lib/session/sessionQuery';
import { principalOf } from '../../lib/session/principalOf';

/**
 * Whether someone holding `held` may open a page meant for `allowed`. Admin passes everything, as
 * on the server (src/bff/security/enforceAccess.ts), so the two never disagree about a page.
 */
export function holdsAnyRole(held: readonly Role[], allowed: readonly Role[]): boolean {
  return held.includes('admin') || allowed.some((role) => held.includes(role));
}

/**
 * A route's `beforeLoad` that lets in only people holding one of `allowed`: everyone else (a
 * person without the role, a wallboard device) gets "page not found", so the page's existence is
 * not advertised. Use it on routes under the shell's route, whose guard has already sent a
 * signed-out reader to the login page. The server checks the role again on every call; this only
 * spares people a page that could not load.
 *
 * Give the route its own `notFoundComponent`: the router shows a refusal from `beforeLoad` at the
 * nearest route that has one, and without it that is the shell's route, whose not-found page then
 * replaces the whole shell (navigation included) instead of filling its outlet.
 *
 *   createRoute({ path: '/admin/users', beforeLoad: requireRole('admin'), notFoundComponent: NotFound, ... })
 */
export function requireRole(...allowed: readonly [Role, ...Role[]]) {
  return async ({ context }: { context: { queryClient: QueryClient } }): Promise<void> => {
    const session = await context.queryClient.ensureQueryData(sessionQuery());
    if (!session || !holdsAnyRole(principalOf(session).roles, allowed)) throw notFound();
  };
}
