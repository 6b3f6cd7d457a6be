import type { FastifyRequest } from 'fastify';
import type { AuditActor } from './auditLog';

/** Who is behind a request, for the audit log: the session's person or device, else anonymous. */
export function auditActorOf(request: FastifyRequest): AuditActor {
  const session = request.session;
  if (!session) return { kind: 'anonymous', id: null, label: null };
  if (session.kind === 'user') return { kind: 'user', id: session.user.id, label: session.user.email };
  return { kind: 'device', id: session.device.id, label: session.device.name };
}

/**
 * The who/which-request part of an audit entry, to spread into `services.audit.record({...})`:
 * `record({ ...auditContext(request), action: 'request.payment.update', requestCode, details })`.
 */
export function auditContext(request: FastifyRequest) {
  return { actor: auditActorOf(request), requestId: request.id, address: request.ip };
}
