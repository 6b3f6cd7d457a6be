import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { inboxSummary as inboxSummarySchema } from '../../../contract/api/inboxSummary';
import { access } from '../../http/access';
import type { Services } from '../../services';
import { inboxSummary } from './inboxSummary';

/** GET /api/admin/inbox: the webhook inbox's counts, oldest waiting delivery and recent failures. */
export function registerInboxRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/inbox',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['operations'],
        summary:
          'The webhook inbox: deliveries pending, processed and failed, the oldest pending one and the latest failures.',
        response: { 200: inboxSummarySchema },
      },
    },
    async () => inboxSummary(services.db, services.inbox),
  );
}
