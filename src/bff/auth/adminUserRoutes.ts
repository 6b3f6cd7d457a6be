import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { endedSessionsResponse, SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import {
  type AdminUser,
  adminUser,
  adminUsersResponse,
  createUserRequest,
  setPasswordRequest,
  updateUserRequest,
  userIdParams,
} from '../../contract/api/users';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { EmailTakenError, LastAdminError, type UserRecord } from './userStore';

const adminOnly = access.roles('admin');

function toAdminUser(
  user: UserRecord & { activeSessions: number },
  withTotp: ReadonlySet<string>,
  passkeyCounts: ReadonlyMap<string, number>,
  withSso: ReadonlySet<string>,
): AdminUser {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    roles: user.roles,
    disabled: user.disabled,
    demo: user.demo,
    createdAt: user.createdAt.toISOString(),
    lastSignedInAt: user.lastSignedInAt?.toISOString() ?? null,
    activeSessions: user.activeSessions,
    totp: withTotp.has(user.id),
    passkeys: passkeyCounts.get(user.id) ?? 0,
    sso: withSso.has(user.id),
  };
}

function noSuchUser(id: string): HttpProblem {
  return new HttpProblem({
    status: 404,
    code: SECURITY_PROBLEM_CODES.userNotFound,
    detail: `There is no user ${id}.`,
  });
}

/** Admins manage accounts: list, create, change roles/name/disabled, set a password, end sessions. */
export function registerAdminUserRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { users, sessions, audit, loginThrottle, secondFactors, passkeys, sso } = services;
  const linkedToSso = async () => (sso ? sso.store.linkedUserIds() : new Set<string>());

  async function describe(id: string): Promise<AdminUser> {
    const found = (await users.list()).find((user) => user.id === id);
    if (!found) throw noSuchUser(id);
    return toAdminUser(
      found,
      await secondFactors.usersWithTotp(),
      await passkeys.countsByUser(),
      await linkedToSso(),
    );
  }

  app.get(
    '/api/admin/users',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Every account, with its roles and live sessions.',
        response: { 200: adminUsersResponse },
      },
    },
    async () => {
      // Idle sessions are timed out but keep their row until pruned; counted, they would be "live".
      await sessions.prune();
      const withTotp = await secondFactors.usersWithTotp();
      const passkeyCounts = await passkeys.countsByUser();
      const withSso = await linkedToSso();
      return {
        users: (await users.list()).map((user) => toAdminUser(user, withTotp, passkeyCounts, withSso)),
      };
    },
  );

  app.post(
    '/api/admin/users',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Create an account.',
        body: createUserRequest,
        response: { 201: adminUser },
      },
    },
    async (request, reply) => {
      const { email, name, roles, password } = request.body;
      try {
        const created = await users.create({ email, name, roles, password });
        await audit.record({
          ...auditContext(request),
          action: 'user.create',
          target: `user:${created.id}`,
          details: { email: created.email, name: created.name, roles: created.roles },
        });
        return reply
          .code(201)
          .send(toAdminUser({ ...created, activeSessions: 0 }, new Set(), new Map(), new Set()));
      } catch (error) {
        if (error instanceof EmailTakenError) {
          throw new HttpProblem({
            status: 409,
            code: SECURITY_PROBLEM_CODES.emailTaken,
            detail: error.message,
            errors: [{ path: 'email', message: 'is already used by another account' }],
          });
        }
        throw error;
      }
    },
  );

  app.patch(
    '/api/admin/users/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: "Change an account's name, roles or disabled flag; roles and disabling end its sessions.",
        params: userIdParams,
        body: updateUserRequest,
        response: { 200: adminUser },
      },
    },
    async (request) => {
      const { id } = request.params;
      try {
        const result = await users.update(id, request.body);
        if (!result) throw noSuchUser(id);
        const { before, after, sessionsEnded } = result;
        const changes: Record<string, { from: unknown; to: unknown }> = {};
        if (before.name !== after.name) changes.name = { from: before.name, to: after.name };
        if (before.roles.join() !== after.roles.join())
          changes.roles = { from: before.roles, to: after.roles };
        if (before.disabled !== after.disabled)
          changes.disabled = { from: before.disabled, to: after.disabled };
        await audit.record({
          ...auditContext(request),
          action: 'user.update',
          target: `user:${id}`,
          details: { email: after.email, changes, sessionsEnded },
        });
        return describe(id);
      } catch (error) {
        if (error instanceof LastAdminError) {
          throw new HttpProblem({
            status: 409,
            code: SECURITY_PROBLEM_CODES.lastAdmin,
            detail: error.message,
          });
        }
        throw error;
      }
    },
  );

  app.post(
    '/api/admin/users/:id/password',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: "Set an account's password; ends all its sessions.",
        params: userIdParams,
        body: setPasswordRequest,
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const user = await users.findById(id);
      if (!user) throw noSuchUser(id);
      const result = await users.setPassword(id, request.body.password);
      if (!result) throw noSuchUser(id);
      await loginThrottle.clearAccount(user.email);
      await audit.record({
        ...auditContext(request),
        action: 'user.password_set',
        target: `user:${id}`,
        details: { email: user.email, sessionsEnded: result.sessionsEnded },
      });
      return reply.code(204).send();
    },
  );

  app.delete(
    '/api/admin/users/:id/sessions',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'End every session of an account.',
        params: userIdParams,
        response: { 200: endedSessionsResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const user = await users.findById(id);
      if (!user) throw noSuchUser(id);
      const ended = await sessions.endAllForUser(id);
      await audit.record({
        ...auditContext(request),
        action: 'user.sessions_end',
        target: `user:${id}`,
        details: { email: user.email, sessionsEnded: ended },
      });
      return { ended };
    },
  );
}
