import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponse } from '../contract/api/health';
import { access } from './http/access';
import { installErrorHandler } from './http/errorHandler';
import { logDestination, loggerOptions, QuietRequestLog } from './http/logging';
import { registerOpenApi } from './http/openapi';
import { registerSpa } from './http/spa';
import { registerLiveRoutes } from './live/registerLiveRoutes';
import { registerMirrorRoutes } from './mirror/registerMirrorRoutes';
import { registerInsightsRoutes } from './insights/registerInsightsRoutes';
import { registerSettingsRoutes } from './settings/registerSettingsRoutes';
import { registerCustomFieldsRoutes } from './customFields/registerCustomFieldsRoutes';
import { registerViewsRoutes } from './views/registerViewsRoutes';
import { installHttpMetrics } from './ops/installHttpMetrics';
import { registerOpsRoutes } from './ops/registerOpsRoutes';
import { registerSecurity, registerSecurityRoutes } from './security/registerSecurity';
import type { Services } from './services';
import { registerStatusesRoutes } from './statuses/registerStatusesRoutes';
import { registerWriteRoutes } from './writes/registerWriteRoutes';
import { registerBulkRoutes } from './bulk/registerBulkRoutes';

export interface AppOptions {
  services: Services;
  version?: string;
  logger?: boolean;
  /** Where the JSON log lines go (default stdout); tests collect them to check what is logged. */
  logStream?: NodeJS.WritableStream;
  /** Logged before anything else, e.g. that Painel runs in sandbox mode. */
  announce?: string;
  /** Readable lines instead of JSON (a terminal), when pino-pretty is installed; ignored with a logStream. */
  prettyLogs?: boolean;
}

const REQUEST_ID = /^[A-Za-z0-9._-]{8,64}$/;

/** Builds the backend as a plain Fastify instance: `listen` in production, `inject` in tests. */
export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const { config } = options.services;
  const wantsReadable = options.prettyLogs === true && !options.logStream;
  const destination =
    options.logger === false
      ? null
      : options.logStream
        ? { stream: options.logStream, readable: false }
        : await logDestination(wantsReadable);
  const app = Fastify({
    logger: destination ? loggerOptions(config.LOG_LEVEL, destination.stream) : false,
    // One line per request, at debug (LOG_LEVEL=debug shows them).
    logController: new QuietRequestLog(),
    // A request id from a trusted proxy is kept so logs line up across hops; anything odd is replaced.
    genReqId: (request) => {
      const incoming = request.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    requestIdHeader: false,
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  if (wantsReadable && destination && !destination.readable) {
    app.log.info(
      'readable log lines need pino-pretty, a development dependency not installed here: writing JSON',
    );
  }
  if (options.announce) app.log.info(options.announce);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Before any route: it records every route's declared access and enforces it (ADR 011).
  await registerSecurity(app, options.services);

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
    async () => ({
      status: 'ok' as const,
      version: options.version ?? '0.0.0',
      mode: config.mode,
      publicUrl: config.publicUrlSet ? config.PUBLIC_URL : null,
    }),
  );

  installHttpMetrics(app, options.services.metrics.httpDuration);
  await app.register(registerOpsRoutes, { services: options.services });
  await app.register(registerWriteRoutes, { services: options.services });
  await app.register(registerBulkRoutes, { services: options.services });
  await app.register(registerStatusesRoutes, { services: options.services });
  await app.register(registerMirrorRoutes, { services: options.services });
  await app.register(registerInsightsRoutes, { services: options.services });
  await app.register(registerSettingsRoutes, { services: options.services });
  await app.register(registerCustomFieldsRoutes, { services: options.services });
  await app.register(registerViewsRoutes, { services: options.services });
  // On the root instance: its preClose hook ends open streams before the server waits for them.
  registerLiveRoutes(app, options.services);
  await app.register(registerSecurityRoutes, { services: options.services });

  await registerSpa(app, config.WEB_DIR);
  return app;
}
