import type { FastifyRequest } from 'fastify';
import type {} from '../auth/requestAuth';

/** Who asked for a write: the key owner for idempotency, the actor of the audit entry. */
export interface WriteActor {
  kind: 'user' | 'device' | 'anonymous';
  id: string | null;
  /** As a person reads it (an e-mail, a device name). */
  label: string | null;
}

/** The caller as the security layer resolved it; anonymous only where a route admits no session. */
export function actorOf(request: FastifyRequest): WriteActor {
  const session = request.session;
  if (session?.kind === 'user') return { kind: 'user', id: session.user.id, label: session.user.email };
  if (session?.kind === 'device')
    return { kind: 'device', id: session.device.id, label: session.device.name };
  return { kind: 'anonymous', id: null, label: null };
}

/** The owner of an Idempotency-Key: keys of different people never collide. */
export function principalOf(actor: WriteActor): string {
  return actor.id ? `${actor.kind}:${actor.id}` : 'anonymous';
}
