import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { ROLES, type Role } from '../../contract/api/roles';
import type { Database } from '../db/database';
import { queryRows } from '../db/queryRows';
import { devices, type PendingStep, sessions, users } from '../db/schema';
import type { SessionDevice, SessionUser } from './sessionStore';

const sessionRow = z.object({
  id: z.string(),
  kind: z.enum(['user', 'device']),
  device_id: z.string().nullable(),
  created_at: z.coerce.date(),
  last_seen_at: z.coerce.date(),
  expires_at: z.coerce.date(),
  user_id: z.string().nullable(),
  user_email: z.string().nullable(),
  user_name: z.string().nullable(),
  user_roles: z.array(z.string()).nullable(),
  user_disabled_at: z.coerce.date().nullable(),
  pending: z.enum(['second-factor', 'enrolment']).nullable(),
  idp_check_due_at: z.coerce.date().nullable(),
});

/**
 * Every request with a session runs this. It joins the users only: a third table in the join
 * costs every request more planning, while only wallboards need their device (`deviceById`).
 */
export const sessionByToken = (db: Database, tokenHash: string) =>
  queryRows(
    db,
    sql`select ${sessions.id}, ${sessions.kind}, ${sessions.deviceId}, ${sessions.createdAt},
             ${sessions.lastSeenAt}, ${sessions.expiresAt}, ${sessions.pending}, ${sessions.idpCheckDueAt},
             ${users.id} as user_id, ${users.email} as user_email, ${users.name} as user_name,
             ${users.roles} as user_roles, ${users.disabledAt} as user_disabled_at
        from ${sessions} left join ${users} on ${users.id} = ${sessions.userId}
       where ${sessions.tokenHash} = ${tokenHash}`,
    sessionRow,
  );

const deviceRow = z.object({ id: z.string(), name: z.string(), revoked_at: z.coerce.date().nullable() });

const deviceById = (db: Database, id: string) =>
  queryRows(
    db,
    sql`select ${devices.id}, ${devices.name}, ${devices.revokedAt} from ${devices} where ${devices.id} = ${id}`,
    deviceRow,
  );

const isRole = (role: string): role is Role => (ROLES as readonly string[]).includes(role);

/** Whom a session belongs to, as its row and owner now stand. */
export type SessionOwner =
  | { kind: 'user'; user: SessionUser; pending: PendingStep | null }
  | { kind: 'device'; device: SessionDevice };

/** The session's owner, or null when the user is disabled or the device revoked (or gone). */
export async function sessionOwner(
  db: Database,
  session: z.infer<typeof sessionRow>,
): Promise<SessionOwner | null> {
  if (session.kind === 'user') {
    const { user_id: id, user_email: email, user_name: name, user_roles: roles } = session;
    if (!id || email === null || name === null || !roles || session.user_disabled_at !== null) return null;
    return { kind: 'user', user: { id, email, name, roles: roles.filter(isRole) }, pending: session.pending };
  }
  const [device] = session.device_id ? await deviceById(db, session.device_id) : [];
  if (!device || device.revoked_at !== null) return null;
  return { kind: 'device', device: { id: device.id, name: device.name } };
}
