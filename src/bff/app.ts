import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import type { HealthResponse } from '../contract/api/health';
import type { Config } from './config';

export interface AppOptions {
  config: Config;
  mode: HealthResponse['mode'];
  version?: string;
  logger?: boolean;
}

/** Builds the backend as a plain Fastify instance: `listen` in production, `inject` in tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
  });

  app.get('/api/health', async (): Promise<HealthResponse> => ({
    status: 'ok',
    version: options.version ?? '0.0.0',
    mode: options.mode,
  }));

  await registerSpa(app, resolve(config.WEB_DIR));
  return app;
}

/**
 * Serves the built SPA: hashed assets are immutable for a year, index.html is never cached, and
 * any unknown non-API path falls back to index.html so deep links into the SPA work.
 */
async function registerSpa(app: FastifyInstance, webDir: string) {
  if (!existsSync(resolve(webDir, 'index.html'))) {
    app.log.warn({ webDir }, 'no built SPA found; run `npm run build:web`');
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: false,
    index: false,
    cacheControl: false,
    setHeaders(res, path) {
      if (path.includes('/assets/')) {
        res.setHeader('cache-control', 'public, max-age=31536000, immutable');
      } else {
        res.setHeader('cache-control', 'no-cache');
      }
    },
  });
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/webhooks/');
    if (request.method !== 'GET' || isApi) {
      return reply
        .code(404)
        .type('application/problem+json')
        .send({
          type: 'about:blank',
          title: 'Not Found',
          status: 404,
          code: 'not_found',
          detail: `No route for ${request.method} ${request.url.split('?')[0]}.`,
        });
    }
    reply.header('cache-control', 'no-cache');
    return reply.sendFile('index.html');
  });
}
