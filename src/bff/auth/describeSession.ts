import type { SessionResponse } from '../../contract/api/session';
import type { ResolvedSession } from './sessionStore';

/** A session as its owner sees it (GET /api/session and the answer to signing in or enrolling). */
export function describeSession(session: ResolvedSession): SessionResponse {
  const times = {
    expiresAt: session.expiresAt.toISOString(),
    idleTimeoutSeconds: Math.round(session.idleTimeoutMs / 1000),
  };
  return session.kind === 'user'
    ? { kind: 'user', user: session.user, ...times }
    : { kind: 'device', device: session.device, ...times };
}
