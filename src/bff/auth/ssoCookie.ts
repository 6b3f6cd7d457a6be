import type { FastifyReply, FastifyRequest } from 'fastify';
import { servedOverHttps } from './sessionCookie';
import { SSO_ATTEMPT_TTL_MS } from './ssoStore';

export const SSO_COOKIE_BASE_NAME = 'painel_sso';

export function ssoCookieName(publicUrl: string): string {
  return servedOverHttps(publicUrl) ? `__Host-${SSO_COOKIE_BASE_NAME}` : SSO_COOKIE_BASE_NAME;
}

/**
 * Binds a sign-in at the identity provider to the browser that started it. SameSite=Lax, unlike
 * the session cookie: the provider sends the person back with a top-level navigation from its
 * own site, which a Strict cookie would not accompany. It carries only a random handle.
 */
function cookieOptions(publicUrl: string) {
  return { httpOnly: true, sameSite: 'lax', secure: servedOverHttps(publicUrl), path: '/' } as const;
}

export function setSsoCookie(reply: FastifyReply, publicUrl: string, binding: string): void {
  reply.setCookie(ssoCookieName(publicUrl), binding, {
    ...cookieOptions(publicUrl),
    maxAge: SSO_ATTEMPT_TTL_MS / 1000,
  });
}

export function clearSsoCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(ssoCookieName(publicUrl), cookieOptions(publicUrl));
}

export function readSsoCookie(request: FastifyRequest, publicUrl: string): string | undefined {
  const value = request.cookies[ssoCookieName(publicUrl)];
  return value === undefined || value === '' ? undefined : value;
}
