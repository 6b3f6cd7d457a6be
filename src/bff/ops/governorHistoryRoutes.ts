import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { governorHistory, governorHistoryQuery } from '../../contract/api/governorHistory';
import { ledgerHistory } from '../governor/ledgerHistory';
import { access } from '../http/access';
import type { Services } from '../services';

/**
 * GET /api/admin/governor/history: the vendor budget's use over the last hours, for the system
 * page's chart. Only counts from the ledger: no purpose, process or vendor answer leaves it.
 */
export function registerGovernorHistoryRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/governor/history',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['operations'],
        summary:
          'Vendor calls and their seconds over the last hours, per 10-minute or hourly bucket and priority.',
        querystring: governorHistoryQuery,
        response: { 200: governorHistory },
      },
    },
    async (request) => ledgerHistory(services.db, services.clock.now(), request.query.hours),
  );
}
