import Bowser from 'bowser';
import type { SessionClient, SessionResponse } from '../../contract/api/session';
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

/**
 * The browser and system a session's user agent names ("Chrome", "131", "Windows"), read by a
 * maintained parser (ADR 064) rather than by patterns of our own; null where it names neither.
 */
export function describeClient(userAgent: string | null): SessionClient | null {
  if (!userAgent) return null;
  const { browser, os } = Bowser.parse(userAgent);
  const name = browser.name?.trim() || null;
  const major = browser.version?.split('.')[0]?.trim() || null;
  const system = os.name?.trim() || null;
  if (!name && !system) return null;
  return { browser: name, version: name ? major : null, os: system };
}
