import { SECURITY_PROBLEM_CODES } from '../../../contract/api/session';
import type { FastifyRequest } from 'fastify';
import { HttpProblem } from '../../http/problem';
import { constantTimeEqual } from '../../security/tokens';

/**
 * The secret a delivery presents: the token of `Authorization: Bearer <secret>`, or the password
 * of `Authorization: Basic base64(<any user>:<secret>)`, the two ways the vendor's webhook
 * configuration can authenticate (the spec leaves the choice to the receiver).
 */
export function presentedWebhookSecret(authorization: string | undefined): string | undefined {
  if (!authorization) return undefined;
  const [scheme, value, ...rest] = authorization.trim().split(/\s+/);
  if (!scheme || !value || rest.length > 0) return undefined;
  if (scheme.toLowerCase() === 'bearer') return value;
  if (scheme.toLowerCase() !== 'basic') return undefined;
  const decoded = Buffer.from(value, 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}

/**
 * Refuses a delivery whose credential is missing or wrong, before its body is read. Comparison
 * is in constant time. Without a configured WEBHOOK_SECRET every delivery is refused.
 */
export function assertWebhookCredential(request: FastifyRequest, secret: string | undefined): void {
  const presented = presentedWebhookSecret(request.headers.authorization);
  // Compare even when something is missing, so that the time taken says nothing about why.
  const matches = constantTimeEqual(presented ?? '', secret ?? '');
  if (!secret || presented === undefined || !matches) {
    throw new HttpProblem({
      status: 401,
      code: SECURITY_PROBLEM_CODES.webhookUnauthorized,
      detail: 'This delivery carries no valid webhook credential.',
      headers: { 'www-authenticate': 'Bearer realm="painel-webhooks", Basic realm="painel-webhooks"' },
    });
  }
}
