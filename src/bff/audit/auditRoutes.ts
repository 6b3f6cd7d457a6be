import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { auditPage, auditQuery } from '../../contract/api/audit';
import { access } from '../http/access';
import type { Services } from '../services';
import { actorName, type AuditNames, describeAuditEntry } from './describeAuditEntry';

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
      const [page, names] = await Promise.all([services.audit.list(request.query), namesOf(services)]);
      return {
        entries: page.entries.map((entry) => ({
          ...entry,
          at: entry.at.toISOString(),
          actor: { ...entry.actor, name: actorName(entry, names) },
          description: describeAuditEntry(entry, names),
        })),
        nextCursor: page.nextCursor,
      };
    },
  );
}

/** Every account's and wallboard's name now (a handful of each): an account without one goes by its e-mail. */
async function namesOf(services: Pick<Services, 'users' | 'devices'>): Promise<AuditNames> {
  const [users, devices] = await Promise.all([services.users.list(), services.devices.list()]);
  const people = new Map(users.map((user) => [user.id, user.name.trim() || user.email]));
  const screens = new Map(devices.map((device) => [device.id, device.name]));
  return { user: (id) => people.get(id) ?? null, device: (id) => screens.get(id) ?? null };
}
