import fastifyHelmet from '@fastify/helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { servedOverHttps } from '../auth/sessionCookie';

/**
 * The Content-Security-Policy's directives (ASVS 3.4.3). Scripts only from Painel itself; styles
 * from Painel plus, on the SPA's page, the `<style>` tags that carry this response's nonce, which is
 * how Mantine's injected styles get in without 'unsafe-inline'. Nothing may frame Painel, no plugin
 * may load, and `<base>` cannot re-point relative URLs. Helmet's own defaults are not mixed in.
 */
export function contentSecurityPolicy(styleNonce?: string) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      styleSrc: styleNonce ? ["'self'", `'nonce-${styleNonce}'`] : ["'self'"],
      imgSrc: ["'self'", 'data:'],
      fontSrc: ["'self'"],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      baseUri: ["'none'"],
      frameAncestors: ["'none'"],
      formAction: ["'self'"],
    },
  };
}

/**
 * This answer's CSP with a style nonce: @fastify/helmet's `reply.helmet` re-applies the headers
 * with the page's policy. Not helmet's `enableCSPNonces`, which would add a nonce to `script-src`
 * as well and to every answer; scripts need none (every one is a same-origin file).
 */
export function applyStyleNonce(reply: FastifyReply, nonce: string): void {
  reply.helmet({ contentSecurityPolicy: contentSecurityPolicy(nonce) });
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * Security headers on every answer, by @fastify/helmet: the CSP above, nosniff, no referrer, no
 * framing, same-origin opener and resources, HSTS (a year, subdomains) only when PUBLIC_URL is
 * https. A route that sets its own CSP keeps it (swagger-ui's page sets one in its own scope).
 * Helmet has no Permissions-Policy, and API answers are never cached unless the route says
 * otherwise (they carry people's data and sessions): both are added here.
 */
export async function installSecurityHeaders(app: FastifyInstance, publicUrl: string): Promise<void> {
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: contentSecurityPolicy(),
    strictTransportSecurity: servedOverHttps(publicUrl)
      ? { maxAge: 31_536_000, includeSubDomains: true, preload: false }
      : false,
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  app.addHook('onSend', async (request, reply, payload) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    const path = request.url.split('?')[0] ?? '';
    if ((path.startsWith('/api/') || path.startsWith('/webhooks/')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
