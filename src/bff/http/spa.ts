import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { sendProblem } from './errorHandler';
import { HttpProblem } from './problem';

const BACKEND_PREFIXES = ['/api/', '/webhooks/'];

/**
 * Serves the built SPA: hashed assets are immutable for a year, index.html is never cached, and
 * any unknown GET outside the API falls back to index.html so deep links into the SPA work. An
 * unknown API path is a problem, never the SPA (a client expecting JSON must not get HTML).
 */
export async function registerSpa(app: FastifyInstance, webDirOption: string) {
  const webDir = resolve(webDirOption);
  const hasBuild = existsSync(resolve(webDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webDir,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(res, path) {
        res.setHeader(
          'cache-control',
          path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  } else {
    app.log.warn({ webDir }, 'no built SPA found; run `npm run build:web`');
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isBackend = BACKEND_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (request.method !== 'GET' || isBackend || !hasBuild) {
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
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
