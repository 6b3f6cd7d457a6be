import type { Role } from '../../contract/api/roles';
import type { PendingStep } from '../db/schema/sessions';

/**
 * Who may call a route. Every route declares one in `config.access`; the security layer enforces
 * it on every request and the test suite fails on a route without a declaration, so the whole
 * authorisation policy reads as one table (the route list) rather than checks scattered in handlers.
 *
 * - `public`: no session (health, login, the SPA's files).
 * - `webhook`: the vendor's deliveries, authenticated by WEBHOOK_SECRET instead of a session.
 * - `session`: a signed-in user holding at least one of `roles` (admin always passes);
 *   `devices: true` also admits a wallboard's long-lived, read-only device session. Only what a
 *   wall shows says so (`access.board`): least privilege for a screen in a hallway
 *   (docs/decisions/025-device-scope.md).
 */
export type RouteAccess =
  | { kind: 'public' }
  | { kind: 'webhook' }
  | {
      kind: 'session';
      roles: readonly Role[];
      devices: boolean;
      /**
       * The half-done sign-ins this route also admits (ADR 068): the second step's own route, and
       * setting up a second factor. Every other route answers such a session 401.
       */
      pending?: readonly PendingStep[];
    };

export const access = {
  public: { kind: 'public' } as const satisfies RouteAccess,
  webhook: { kind: 'webhook' } as const satisfies RouteAccess,
  /** Any signed-in person may read; not a wallboard device (it reads only what a wall shows). */
  reader: {
    kind: 'session',
    roles: ['viewer', 'sales', 'finance', 'admin'],
    devices: false,
  } as const satisfies RouteAccess,
  /**
   * What a wall shows (the board, the statuses, freshness, live events, who is calling): every
   * signed-in person and wallboard devices. A device's cards carry nothing personal.
   */
  board: {
    kind: 'session',
    roles: ['viewer', 'sales', 'finance', 'admin'],
    devices: true,
  } as const satisfies RouteAccess,
  /** Any signed-in person (not devices), e.g. their own preferences or sign-out. */
  signedIn: {
    kind: 'session',
    roles: ['viewer', 'sales', 'finance', 'admin'],
    devices: false,
  } as const satisfies RouteAccess,
  roles: (...roles: Role[]): RouteAccess => ({ kind: 'session', roles, devices: false }),
  /** The second step of a sign-in: only a session waiting for it (the handler checks that). */
  secondStep: {
    kind: 'session',
    roles: ['viewer', 'sales', 'finance', 'admin'],
    devices: false,
    pending: ['second-factor'],
  } as const satisfies RouteAccess,
  /** Setting up a second factor: every signed-in person, and one whose role requires it to finish signing in. */
  enrolment: {
    kind: 'session',
    roles: ['viewer', 'sales', 'finance', 'admin'],
    devices: false,
    pending: ['enrolment'],
  } as const satisfies RouteAccess,
};

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}
