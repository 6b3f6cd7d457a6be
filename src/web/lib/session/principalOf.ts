import type { Role } from '../../../contract/api/roles';
import type { SessionResponse } from '../../../contract/api/session';

/** Whoever holds the session, person or wallboard, as the shell shows them. */
export interface Principal {
  kind: 'user' | 'device';
  /** Stable id: keys the per-user preferences kept in this browser. */
  id: string;
  name: string;
  email: string | null;
  roles: readonly Role[];
}

export function principalOf(session: SessionResponse): Principal {
  if (session.kind === 'device') {
    return { kind: 'device', id: session.device.id, name: session.device.name, email: null, roles: [] };
  }
  const { user } = session;
  // An account may have no display name; its e-mail then names it.
  const name = user.name.trim() === '' ? user.email : user.name;
  return { kind: 'user', id: user.id, name, email: user.email, roles: user.roles };
}
