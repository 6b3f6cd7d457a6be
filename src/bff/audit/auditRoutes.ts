import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../contract/api/audit';
import { access } from '../http/access';
import type { Services } from '../services';

/** GET /api/admin/audit: the audit log for admins, newest first, filtered and paged. */
export function registerAuditRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/api/admin/audit',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['admin'],
        summary:
          'The audit log: writes, sign-ins and admin actions, filtered by actor, action, request and time.',
        querystring: auditQuery,
        response: { 200: auditPage },
      },
    },
    async (request) => {
      const page = await services.audit.list(request.query);
      return {
        entries: page.entries.map((entry) => ({ ...entry, at: entry.at.toISOString() })),
        nextCursor: page.nextCursor,
      };
    },
  );
}
