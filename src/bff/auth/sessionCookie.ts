// The cookie plugin's additions to request and reply (registered in registerSecurity).
import type {} from '@fastify/cookie';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { ResolvedSession } from './sessionStore';

const BASE_NAME = 'painel_session';

export function servedOverHttps(publicUrl: string): boolean {
  return new URL(publicUrl).protocol === 'https:';
}

/**
 * `__Host-painel_session` over HTTPS: the prefix makes browsers refuse the cookie unless it is
 * Secure, has Path=/ and no Domain, so no sibling subdomain can plant or shadow it (ASVS 3.3.3).
 * Plain `painel_session` over http (development), where a Secure cookie would never come back.
 */
export function sessionCookieName(publicUrl: string): string {
  return servedOverHttps(publicUrl) ? `__Host-${BASE_NAME}` : BASE_NAME;
}

function cookieOptions(publicUrl: string) {
  return {
    httpOnly: true,
    sameSite: 'strict',
    secure: servedOverHttps(publicUrl),
    path: '/',
  } as const;
}

/**
 * A person's cookie lives as long as the browser session (the server's time-outs still apply); a
 * wallboard's is kept until its absolute time-out so that the screen survives a restart.
 */
export function setSessionCookie(
  reply: FastifyReply,
  publicUrl: string,
  token: string,
  session: Pick<ResolvedSession, 'kind' | 'createdAt' | 'expiresAt'>,
): void {
  const lifetimeSeconds = Math.floor((session.expiresAt.getTime() - session.createdAt.getTime()) / 1000);
  const persistent = session.kind === 'device' ? { maxAge: lifetimeSeconds } : {};
  reply.setCookie(sessionCookieName(publicUrl), token, { ...cookieOptions(publicUrl), ...persistent });
}

export function clearSessionCookie(reply: FastifyReply, publicUrl: string): void {
  reply.clearCookie(sessionCookieName(publicUrl), cookieOptions(publicUrl));
}

export function readSessionCookie(request: FastifyRequest, publicUrl: string): string | undefined {
  const value = request.cookies[sessionCookieName(publicUrl)];
  return value === undefined || value === '' ? undefined : value;
}
