import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../contract/api/health';
import { access } from './http/access';
import { installErrorHandler } from './http/errorHandler';
import { loggerOptions } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerSpa } from './http/spa';
import type { Services } from './services';

export interface AppOptions {
  services: Services;
  version?: string;
  logger?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the backend as a plain Fastify instance: `listen` in production, `inject` in tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options.services;
  const app = Fastify({
    logger: options.logger === false ? false : loggerOptions(config.LOG_LEVEL),
    // A request id from a trusted proxy is kept so logs line up across hops; anything odd is replaced.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  await registerOpenApi(app, options.version ?? '0.0.0');

  app.get(
    '/api/health',
    {
      config: { access: access.public },
      schema: {
        tags: ['operations'],
        summary: 'Liveness of the backend, readable without a session.',
        response: { 200: healthResponse },
      },
    },
    async () => ({ status: 'ok' as const, version: options.version ?? '0.0.0', mode: config.mode }),
  );

  await registerSpa(app, config.WEB_DIR);
  return app;
}
