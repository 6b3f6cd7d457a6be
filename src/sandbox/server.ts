import Fastify, { type FastifyInstance } from 'fastify';
import { CONTROL_PREFIX, controlApi } from './control/controlApi';
import { errorBody } from './errors';
import { vendorApi } from './routes/vendorApi';
import type { Sandbox } from './sandbox';

export interface ServerOptions {
  /** Serve the control API under /__sandbox (default true). */
  control?: boolean;
  logger?: boolean;
}

/** The sandbox over HTTP: the vendor's API under /api and, unless disabled, the control API. */
export async function buildServer(sandbox: Sandbox, options: ServerOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    // A hung call (fault injection) must not keep close() waiting.
    forceCloseConnections: true,
    bodyLimit: 1024 * 1024,
  });
  await app.register(vendorApi, { prefix: '/api', sandbox });
  if (options.control !== false) await app.register(controlApi, { prefix: CONTROL_PREFIX, sandbox });
  app.setNotFoundHandler((request, reply) =>
    reply
      .code(404)
      .send(errorBody('notFound', `No route for ${request.method} ${request.url.split('?')[0] ?? ''}.`)),
  );
  app.addHook('onClose', async () => sandbox.close());
  return app;
}
