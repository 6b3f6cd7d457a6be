import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { statusesParams, statusesResponse } from '../../contract/api/statuses';
import { access } from '../http/access';
import type { Services } from '../services';

/**
 * The configured statuses of a request type. Reading is for everyone who reads (boards included);
 * a refresh spends a vendor call, so only people who change requests (sales, finance, admin) may
 * ask for one, and never a wallboard (docs/decisions/014-sandbox-mode-and-operations.md).
 */
export async function registerStatusesRoutes(scope: FastifyInstance, options: { services: Services }) {
  const { services } = options;
  const app = scope.withTypeProvider<ZodTypeProvider>();

  app.get(
    '/api/statuses/:type',
    {
      config: { access: access.board },
      schema: {
        tags: ['statuses'],
        summary: 'The configured statuses of a request type, in sequence order, from a shared cache.',
        description:
          'Cached for 6 hours over every backend process. When the cache expired and the vendor cannot be asked, the previous list is answered with stale: true and the reason.',
        params: statusesParams,
        response: { 200: statusesResponse },
      },
    },
    async (request) => services.statuses.get(request.params.type),
  );

  app.post(
    '/api/statuses/:type/refresh',
    {
      config: { access: access.roles('sales', 'finance') },
      schema: {
        tags: ['statuses'],
        summary: "Ask the vendor for the statuses now (one governed call, priority 'refresh').",
        params: statusesParams,
        response: { 200: statusesResponse },
      },
    },
    async (request) => services.statuses.refresh(request.params.type),
  );
}
