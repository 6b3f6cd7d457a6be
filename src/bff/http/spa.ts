import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { applyStyleNonce } from '../security/securityHeaders';
import { access } from './access';
import { sendProblem } from './errorHandler';
import { HttpProblem } from './problem';

const BACKEND_PREFIXES = ['/api/', '/webhooks/'];

/**
 * What Vite writes wherever the page needs the CSP nonce (`html.cspNonce` in vite.config.ts): the
 * `<meta property="csp-nonce">` the SPA reads for Mantine's `<style>` tags, and the `nonce`
 * attributes of the tags it generates. Each answer replaces it with a fresh nonce.
 */
export const CSP_NONCE_PLACEHOLDER = '__CSP_NONCE__';

/** The page with this response's nonce in place; a build without the placeholder gets the meta tag added. */
export function withNonce(indexHtml: string, nonce: string): string {
  if (indexHtml.includes(CSP_NONCE_PLACEHOLDER)) return indexHtml.split(CSP_NONCE_PLACEHOLDER).join(nonce);
  return indexHtml.replace(/<head([^>]*)>/i, `<head$1><meta property="csp-nonce" nonce="${nonce}">`);
}

/**
 * Serves the built SPA: hashed assets are immutable for a year, index.html is never cached, and
 * any unknown GET outside the API falls back to index.html so deep links into the SPA work. An
 * unknown API path is a problem, never the SPA (a client expecting JSON must not get HTML).
 * index.html is sent with a fresh 128-bit nonce each time, the same one in its CSP header.
 */
export async function registerSpa(app: FastifyInstance, webDirOption: string) {
  const webDir = resolve(webDirOption);
  const indexPath = resolve(webDir, 'index.html');
  const indexHtml = existsSync(indexPath) ? readFileSync(indexPath, 'utf8') : undefined;
  if (indexHtml !== undefined) {
    await app.register(async (scope) => {
      // The build's files are public by nature: every route the static plugin registers says so.
      scope.addHook('onRoute', (routeOptions) => {
        routeOptions.config = { ...routeOptions.config, access: access.public };
      });
      await scope.register(fastifyStatic, {
        root: webDir,
        wildcard: false,
        index: false,
        // The build writes .br and .gz copies of its scripts and styles (scripts/vite/
        // precompressAssets.ts, ADR 021): sent to browsers that accept them, the file otherwise.
        preCompressed: true,
        cacheControl: false,
        // index.html only ever leaves with its nonce filled in, through the fallback below.
        allowedPath: (pathName) => pathName !== '/index.html',
        setHeaders(res, path) {
          res.setHeader(
            'cache-control',
            path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
          );
          // One address, several encodings (preCompressed): caches must key on Accept-Encoding.
          res.setHeader('vary', 'accept-encoding');
        },
      });
    });
  } else {
    app.log.warn({ webDir }, 'no built SPA found; run `npm run build:web`');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isBackend = BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix));
    if ((request.method !== 'GET' && request.method !== 'HEAD') || isBackend || indexHtml === undefined) {
      return sendProblem(
        request,
        reply,
        new HttpProblem({
          status: 404,
          code: 'not_found',
          detail: `No route for ${request.method} ${path}.`,
        }),
      );
    }
    const nonce = randomBytes(16).toString('base64');
    applyStyleNonce(reply, nonce);
    return reply
      .header('cache-control', 'no-cache')
      .type('text/html; charset=utf-8')
      .send(withNonce(indexHtml, nonce));
  });
}
