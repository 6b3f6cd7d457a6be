import type { FastifyError, FastifyInstance } from 'fastify';
import { errorBody, SandboxError } from '../errors';
import type { Sandbox } from '../sandbox';
import { registerActionRoutes } from './actionRoutes';
import { registerClockRoutes } from './clockRoutes';
import { registerFaultRoutes } from './faultRoutes';
import { registerLimitRoutes } from './limitRoutes';
import { registerStateRoutes } from './stateRoutes';
import { registerSummaryRoutes } from './summaryRoutes';
import { registerWebhookRoutes } from './webhookRoutes';

/** The path prefix of the control API; nothing the vendor serves lives under it. */
export const CONTROL_PREFIX = '/__sandbox';

/**
 * The control API for tests and demos. It is not part of the simulated vendor: it takes no bearer,
 * is never counted against the limits or logged as a call, and can be left out entirely
 * (`control: false`).
 */
export async function controlApi(app: FastifyInstance, options: { sandbox: Sandbox }) {
  const { sandbox } = options;
  app.setErrorHandler((error: FastifyError | SandboxError, _request, reply) => {
    if (error instanceof SandboxError)
      return reply.code(error.status).send(errorBody(error.code, error.message));
    const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 500;
    if (status === 500) console.error('sandbox control: unexpected error', error);
    return reply.code(status).send(errorBody(status === 500 ? 'internalError' : 'badRequest', error.message));
  });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(
        errorBody('notFound', `No control operation ${request.method} ${request.url.split('?')[0] ?? ''}.`),
      ),
  );
  registerStateRoutes(app, sandbox);
  registerSummaryRoutes(app, sandbox);
  registerClockRoutes(app, sandbox);
  registerLimitRoutes(app, sandbox);
  registerFaultRoutes(app, sandbox);
  registerWebhookRoutes(app, sandbox);
  registerActionRoutes(app, sandbox);
}
