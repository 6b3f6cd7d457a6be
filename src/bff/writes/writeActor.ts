import type { FastifyRequest } from 'fastify';
import type {} from '../auth/requestAuth';
import type { ActingPerson } from '../db/schema/history';

/** Who asked for a write: the key owner for idempotency, the actor of the audit entry. */
export interface WriteActor {
  kind: 'user' | 'device' | 'anonymous';
  id: string | null;
  /** As a person reads it (an e-mail, a device name). */
  label: string | null;
  /** A user's name, as the history shows who changed a request. */
  name?: string;
}

/** The caller as the security layer resolved it; anonymous only where a route admits no session. */
export function actorOf(request: FastifyRequest): WriteActor {
  const session = request.session;
  if (session?.kind === 'user') {
    const { id, email, name } = session.user;
    return { kind: 'user', id, label: email, name };
  }
  if (session?.kind === 'device')
    return { kind: 'device', id: session.device.id, label: session.device.name };
  return { kind: 'anonymous', id: null, label: null };
}

/** The person a write's changes are recorded as caused by; a device or an anonymous caller is nobody. */
export function actingPersonOf(actor: WriteActor): ActingPerson | null {
  if (actor.kind !== 'user' || !actor.id || !actor.label) return null;
  return { id: actor.id, name: actor.name?.trim() || actor.label, email: actor.label };
}

/** The owner of an Idempotency-Key: keys of different people never collide. */
export function principalOf(actor: WriteActor): string {
  return actor.id ? `${actor.kind}:${actor.id}` : 'anonymous';
}
