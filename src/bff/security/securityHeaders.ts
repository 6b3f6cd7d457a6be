import type { FastifyInstance } from 'fastify';
import { servedOverHttps } from '../auth/sessionCookie';

/**
 * The Content-Security-Policy (ASVS 3.4.3). Scripts only from Painel itself; styles from Painel
 * plus, on the SPA's page, the `<style>` tags that carry this response's nonce, which is how
 * Mantine's injected styles get in without 'unsafe-inline'. Nothing may frame Painel, no plugin
 * may load, and `<base>` cannot re-point relative URLs.
 */
export function contentSecurityPolicy(styleNonce?: string): string {
  const styles = styleNonce ? `'self' 'nonce-${styleNonce}'` : "'self'";
  return [
    "default-src 'self'",
    "script-src 'self'",
    `style-src ${styles}`,
    "img-src 'self' data:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ');
}

const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), bluetooth=()';

/**
 * Security headers on every answer. A route that set its own CSP keeps it (the SPA's page with its
 * nonce; swagger-ui's page sets one in its own scope after this hook runs). API answers are never
 * cached unless the route says otherwise, since they carry people's data and sessions.
 */
export function installSecurityHeaders(app: FastifyInstance, publicUrl: string): void {
  const https = servedOverHttps(publicUrl);
  const defaultPolicy = contentSecurityPolicy();
  app.addHook('onSend', async (request, reply, payload) => {
    if (!reply.hasHeader('content-security-policy')) reply.header('content-security-policy', defaultPolicy);
    reply.header('x-content-type-options', 'nosniff');
    reply.header('referrer-policy', 'no-referrer');
    reply.header('x-frame-options', 'DENY');
    reply.header('cross-origin-opener-policy', 'same-origin');
    reply.header('cross-origin-resource-policy', 'same-origin');
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (https) reply.header('strict-transport-security', 'max-age=31536000; includeSubDomains');
    const path = request.url.split('?')[0] ?? '';
    if ((path.startsWith('/api/') || path.startsWith('/webhooks/')) && !reply.hasHeader('cache-control')) {
      reply.header('cache-control', 'no-store');
    }
    return payload;
  });
}
