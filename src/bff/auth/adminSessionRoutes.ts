import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { adminSessionsResponse, SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { describeClient } from './describeSession';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';

/** Admins see every live session and can end any of them (ASVS 7.4.5). */
export function registerAdminSessionRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { sessions, audit } = services;

  app.get(
    '/api/admin/sessions',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['admin'],
        summary: 'Every live session of people and wallboards.',
        response: { 200: adminSessionsResponse },
      },
    },
    async (request) => ({
      sessions: (await sessions.listLive()).map((session) => ({
        id: session.id,
        kind: session.kind,
        user: session.user,
        device: session.device,
        createdAt: session.createdAt.toISOString(),
        lastSeenAt: session.lastSeenAt.toISOString(),
        expiresAt: session.expiresAt.toISOString(),
        address: session.address,
        userAgent: session.userAgent,
        client: describeClient(session.userAgent),
        current: session.id === request.session?.id,
      })),
    }),
  );

  app.delete(
    '/api/admin/sessions/:id',
    {
      config: { access: access.roles('admin') },
      schema: { tags: ['admin'], summary: 'End one session.', params: z.object({ id: z.uuid() }) },
    },
    async (request, reply) => {
      const { id } = request.params;
      const ended = await sessions.endById(id);
      if (!ended) {
        throw new HttpProblem({
          status: 404,
          code: SECURITY_PROBLEM_CODES.sessionNotFound,
          detail: `There is no live session ${id}.`,
        });
      }
      await audit.record({
        ...auditContext(request),
        action: 'session.end',
        target: `session:${id}`,
        details: { kind: ended.kind, userId: ended.userId, deviceId: ended.deviceId },
      });
      return reply.code(204).send();
    },
  );
}
