import type { FastifyRequest } from 'fastify';
import { CSRF_HEADER, CSRF_HEADER_VALUE, SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { HttpProblem } from '../http/problem';

/** Methods that never change state (ASVS 3.5.3: no state change on GET); everything else is checked. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);

export function isStateChanging(method: string): boolean {
  return !SAFE_METHODS.has(method.toUpperCase());
}

/**
 * The origins a state-changing request may come from: PUBLIC_URL's, and the origin the request
 * itself was addressed to (its Host, and the scheme it arrived with). The second keeps the Vite
 * dev server's proxy working; it is no opening for forgery, because a cross-site page cannot
 * choose the Host its victim's browser sends, only the Origin, which then differs.
 */
export function allowedOrigins(publicUrl: string, request: FastifyRequest): string[] {
  const origins = [new URL(publicUrl).origin];
  try {
    origins.push(new URL(`${request.protocol}://${request.host}`).origin);
  } catch {
    // An unparsable Host leaves PUBLIC_URL's origin as the only one.
  }
  return origins;
}

/**
 * Anti-forgery (ASVS 3.5.1/3.5.2): a state-changing call must carry `X-CSRF: 1`, which no form
 * can send and no cross-site script can send without a CORS preflight Painel never grants, and
 * an `Origin` that is Painel's own. Browsers send Origin on every non-GET fetch, so requiring it
 * costs nothing; other clients (scripts) must send it too.
 */
export function assertSameOriginWrite(request: FastifyRequest, publicUrl: string): void {
  const header = request.headers[CSRF_HEADER];
  if (header !== CSRF_HEADER_VALUE) {
    throw new HttpProblem({
      status: 403,
      code: SECURITY_PROBLEM_CODES.antiForgery,
      detail: `A state-changing call must carry the header ${CSRF_HEADER.toUpperCase()}: ${CSRF_HEADER_VALUE}.`,
    });
  }
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || !allowedOrigins(publicUrl, request).includes(origin.toLowerCase())) {
    throw new HttpProblem({
      status: 403,
      code: SECURITY_PROBLEM_CODES.antiForgery,
      detail: "A state-changing call must come from Painel's own origin.",
    });
  }
}
