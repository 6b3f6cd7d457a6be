import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  type AdminDevice,
  adminDevice,
  adminDevicesResponse,
  deviceIdParams,
  issueDeviceRequest,
  issueDeviceResponse,
} from '../../contract/api/devices';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import type { DeviceRecord, IssuedEnrolment } from './deviceStore';

/** Where a wallboard's browser goes to enrol; the code rides in the fragment, never sent to a server. */
export const DEVICE_ENROLMENT_PATH = '/wallboard/enrol';

const iso = (value: Date | null) => value?.toISOString() ?? null;

function toAdminDevice(device: DeviceRecord): AdminDevice {
  return {
    id: device.id,
    name: device.name,
    state: device.state,
    createdAt: device.createdAt.toISOString(),
    createdBy: device.createdBy,
    enrolmentExpiresAt: iso(device.enrolmentExpiresAt),
    enrolledAt: iso(device.enrolledAt),
    revokedAt: iso(device.revokedAt),
    lastSeenAt: iso(device.lastSeenAt),
    sessionExpiresAt: iso(device.sessionExpiresAt),
  };
}

/**
 * Where people reach Painel: PUBLIC_URL when set; otherwise the address this admin used (the
 * request's scheme and Host, or the forwarded ones when TRUST_PROXY trusts the proxy), because a
 * guessed http://localhost:8080 on a TV in a hallway would be the TV itself.
 */
export function addressInUse(config: Services['config'], request: FastifyRequest): string {
  if (config.publicUrlSet) return config.PUBLIC_URL;
  try {
    return new URL(`${request.protocol}://${request.host}`).origin;
  } catch {
    return config.PUBLIC_URL;
  }
}

/** Admins issue wallboard devices (a one-time enrolment code each), list and revoke them. */
export function registerAdminDeviceRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { devices, audit, config } = services;
  const adminOnly = access.roles('admin');

  const enrolmentAnswer = (issued: IssuedEnrolment, request: FastifyRequest) => ({
    device: toAdminDevice(issued.device),
    enrolment: {
      code: issued.code,
      url: `${addressInUse(config, request)}${DEVICE_ENROLMENT_PATH}#code=${issued.code}`,
      expiresAt: issued.expiresAt.toISOString(),
    },
  });

  app.get(
    '/api/admin/devices',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Every wallboard device.',
        response: { 200: adminDevicesResponse },
      },
    },
    async () => ({ devices: (await devices.list()).map(toAdminDevice) }),
  );

  app.post(
    '/api/admin/devices',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Issue a wallboard device: answers its one-time enrolment code and link, shown only now.',
        body: issueDeviceRequest,
        response: { 201: issueDeviceResponse },
      },
    },
    async (request, reply) => {
      const issued = await devices.issue({
        name: request.body.name,
        createdBy: request.session?.kind === 'user' ? request.session.user.id : null,
      });
      await audit.record({
        ...auditContext(request),
        action: 'device.issue',
        target: `device:${issued.device.id}`,
        details: { name: issued.device.name, enrolmentExpiresAt: issued.expiresAt.toISOString() },
      });
      return reply.code(201).send(enrolmentAnswer(issued, request));
    },
  );

  app.post(
    '/api/admin/devices/:id/enrolment',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'A new enrolment code for a device (its current session ends).',
        params: deviceIdParams,
        response: { 200: issueDeviceResponse },
      },
    },
    async (request) => {
      const { id } = request.params;
      const issued = await devices.reissue(id);
      if (!issued) {
        throw new HttpProblem({
          status: 404,
          code: SECURITY_PROBLEM_CODES.deviceNotFound,
          detail: `There is no device ${id} that is not revoked.`,
        });
      }
      await audit.record({
        ...auditContext(request),
        action: 'device.reissue',
        target: `device:${id}`,
        details: { name: issued.device.name, enrolmentExpiresAt: issued.expiresAt.toISOString() },
      });
      return enrolmentAnswer(issued, request);
    },
  );

  app.delete(
    '/api/admin/devices/:id',
    {
      config: { access: adminOnly },
      schema: {
        tags: ['admin'],
        summary: 'Revoke a device for good; its session ends at once.',
        params: deviceIdParams,
        response: { 200: adminDevice },
      },
    },
    async (request) => {
      const { id } = request.params;
      const revoked = await devices.revoke(id);
      if (revoked) {
        await audit.record({
          ...auditContext(request),
          action: 'device.revoke',
          target: `device:${id}`,
          details: { name: revoked.device.name, sessionsEnded: revoked.sessionsEnded },
        });
        return toAdminDevice(revoked.device);
      }
      const existing = await devices.find(id);
      if (existing) return toAdminDevice(existing);
      throw new HttpProblem({
        status: 404,
        code: SECURITY_PROBLEM_CODES.deviceNotFound,
        detail: `There is no device ${id}.`,
      });
    },
  );
}
