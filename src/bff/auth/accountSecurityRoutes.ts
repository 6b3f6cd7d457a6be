import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountSecurity,
  passwordConfirmation,
  recoveryCodesResponse,
  secondFactorSettings,
  totpConfirmRequest,
  totpEnrolment,
} from '../../contract/api/secondFactor';
import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { confirmPassword as confirmPasswordOf } from './confirmPassword';
import { issueSignIn } from './issueSignIn';
import { requireUser } from './requestAuth';
import {
  readSecondFactorSettings,
  secondFactorRequiredFor,
  writeSecondFactorSettings,
} from './secondFactorSettings';
import { totpEnrolmentOf } from './totp';

function noApp(): HttpProblem {
  return new HttpProblem({
    status: 409,
    code: SECURITY_PROBLEM_CODES.invalidSecondFactor,
    detail: 'Recovery codes come with an authenticator app; set one up first.',
  });
}

/**
 * A person's own second factors (ADR 068): set up an authenticator app (also the step a required
 * role walks through at sign-in), replace the recovery codes, remove the app; and the admin's
 * choice of the roles that require one.
 */
export function registerAccountSecurityRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, db, clock, audit, secondFactors, passkeys } = services;
  const tags = ['account'];

  const required = async (roles: Parameters<typeof secondFactorRequiredFor>[0]) =>
    secondFactorRequiredFor(roles, await readSecondFactorSettings(db, config));

  const confirmPassword = (request: FastifyRequest, password: string) =>
    confirmPasswordOf(services, request, password);

  app.get(
    '/api/account/security',
    {
      config: { access: access.enrolment },
      schema: { tags, summary: "The caller's own second factors.", response: { 200: accountSecurity } },
    },
    async (request) => {
      const { user } = requireUser(request);
      const status = await secondFactors.status(user.id);
      return { ...status, passkeys: await passkeys.count(user.id), required: await required(user.roles) };
    },
  );

  app.post(
    '/api/account/totp',
    {
      config: { access: access.enrolment },
      schema: {
        tags,
        summary: 'Starts setting up an authenticator app: a new secret and its QR code.',
        response: { 200: totpEnrolment },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const secret = await secondFactors.startTotp(user.id);
      if (!secret) {
        throw new HttpProblem({
          status: 409,
          code: SECURITY_PROBLEM_CODES.totpAlreadyEnabled,
          detail: 'An authenticator app is set up already; remove it first.',
        });
      }
      return totpEnrolmentOf(secret, user.email);
    },
  );

  app.post(
    '/api/account/totp/confirm',
    {
      config: { access: access.enrolment },
      schema: {
        tags,
        summary:
          'Confirms the authenticator app with a code from it; answers the recovery codes, this once. Finishes a sign-in that waited for it.',
        body: totpConfirmRequest,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request, reply) => {
      const { session, user } = requireUser(request);
      if (!(await secondFactors.confirmTotp(user.id, request.body.code))) {
        throw new HttpProblem({
          status: 400,
          code: SECURITY_PROBLEM_CODES.invalidSecondFactor,
          detail: 'The code is wrong: type the one the app shows now.',
        });
      }
      // Null only when a removal of the app raced this confirmation and went first.
      const codes = await secondFactors.replaceRecoveryCodes(user.id);
      if (!codes) throw noApp();
      await audit.record({
        ...auditContext(request),
        action: 'account.totp_enable',
        target: `user:${user.id}`,
      });
      if (session.pending === 'enrolment') {
        await issueSignIn(services, request, reply, user, { secondFactor: 'totp-enrolment' });
      }
      return { codes };
    },
  );

  app.post(
    '/api/account/recovery-codes',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Replaces every recovery code with new ones (password asked again); answers them this once.',
        body: passwordConfirmation,
        response: { 200: recoveryCodesResponse },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      await confirmPassword(request, request.body.password);
      const codes = await secondFactors.replaceRecoveryCodes(user.id);
      if (!codes) throw noApp();
      await audit.record({
        ...auditContext(request),
        action: 'account.recovery_codes_replace',
        target: `user:${user.id}`,
      });
      return { codes };
    },
  );

  app.post(
    '/api/account/totp/remove',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Removes the authenticator app and the recovery codes (password asked again).',
        body: passwordConfirmation,
      },
    },
    async (request, reply) => {
      const { user } = requireUser(request);
      await confirmPassword(request, request.body.password);
      const keepLastFactor = await required(user.roles);
      if ((await secondFactors.removeTotp(user.id, { keepLastFactor })) === 'last-factor') {
        throw new HttpProblem({
          status: 409,
          code: SECURITY_PROBLEM_CODES.secondFactorRequired,
          detail: 'Your role requires a second factor and the app is your only one, so it cannot be removed.',
        });
      }
      await audit.record({
        ...auditContext(request),
        action: 'account.totp_remove',
        target: `user:${user.id}`,
      });
      return reply.code(204).send();
    },
  );

  app.get(
    '/api/admin/settings/second-factor',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['settings'],
        summary: 'The roles that must sign in with a second factor.',
        response: { 200: secondFactorSettings },
      },
    },
    async () => readSecondFactorSettings(db, config),
  );

  app.put(
    '/api/admin/settings/second-factor',
    {
      config: { access: access.roles('admin') },
      schema: {
        tags: ['settings'],
        summary:
          'Sets the roles that must sign in with a second factor; their people set one up at their next sign-in.',
        body: secondFactorSettings,
        response: { 200: secondFactorSettings },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const saved = await writeSecondFactorSettings(db, request.body, {
        userId: user.id,
        at: new Date(clock.now()),
      });
      await audit.record({
        ...auditContext(request),
        action: 'settings.second_factor',
        details: { roles: saved.requiredRoles },
      });
      return saved;
    },
  );
}
