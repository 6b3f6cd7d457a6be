import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { signInResponse } from '../../contract/api/secondFactor';
import {
  deviceEnrolRequest,
  loginRequest,
  SECURITY_PROBLEM_CODES,
  sessionResponse,
} from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import { sha256Hex } from '../security/tokens';
import type { Services } from '../services';
import { describeSession } from './describeSession';
import { issueSignIn } from './issueSignIn';
import { throttleSignInStep } from './throttleSignInStep';
import { signsInOnlyWithSso, ssoRequired } from './ssoClaims';
import { readSecondFactorSettings, secondFactorRequiredFor } from './secondFactorSettings';
import { requireUser, unauthenticated } from './requestAuth';
import { clearSessionCookie, readSessionCookie, setSessionCookie } from './sessionCookie';

const INVALID_CREDENTIALS = 'The e-mail or the password is wrong.';

/**
 * Signing in and out, "who am I", and a wallboard's enrolment. Signing in answers the same way,
 * after the same work, whether the e-mail exists, the password is wrong or the account is
 * disabled (ASVS 6.3.8), and every attempt counts against the account's and the address's
 * throttle first (6.3.1).
 */
export function registerSessionRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, db, users, sessions, passwords, loginThrottle, audit, devices, secondFactors, passkeys } =
    services;
  const publicUrl = config.PUBLIC_URL;

  app.post(
    '/api/session',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary:
          'Sign in with e-mail and password; sets the session cookie, or a half-done one when a second factor (or setting one up) comes next.',
        body: loginRequest,
        response: { 200: signInResponse },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const who = { email, address: request.ip };
      const context = auditContext(request);
      await throttleSignInStep(services, who, {
        ...context,
        details: { reason: 'throttled', account: sha256Hex(email.trim().toLowerCase()).slice(0, 16) },
      });
      if (signsInOnlyWithSso(config, email)) {
        await audit.record({
          ...context,
          actor: { kind: 'anonymous', id: null, label: email.trim().toLowerCase() },
          action: 'session.login_failed',
          outcome: 'refused',
          details: { reason: 'sso-only' },
        });
        throw ssoRequired(config);
      }
      const user = await users.findForSignIn(email);
      const matches = user
        ? await passwords.verify(user.passwordHash, password)
        : await passwords.verifyAgainstNothing(password);
      const usable = user !== null && !user.disabled && (!user.demo || config.mode === 'sandbox');
      if (!user || !matches || !usable) {
        await audit.record({
          ...context,
          actor: { kind: 'anonymous', id: user?.id ?? null, label: user?.email ?? null },
          action: 'session.login_failed',
          outcome: 'refused',
          details: user
            ? { reason: matches ? 'account-disabled' : 'wrong-password' }
            : { reason: 'unknown-account', account: sha256Hex(email.trim().toLowerCase()).slice(0, 16) },
        });
        throw new HttpProblem({
          status: 401,
          code: SECURITY_PROBLEM_CODES.invalidCredentials,
          detail: INVALID_CREDENTIALS,
        });
      }
      if (passwords.needsRehash(user.passwordHash)) await users.rehash(user.id, password);
      const sessionUser = { id: user.id, email: user.email, name: user.name, roles: user.roles };
      const { totp } = await secondFactors.status(user.id);
      const passkey = (await passkeys.count(user.id)) > 0;
      if (totp || passkey) {
        // The account's attempts are cleared only once the code is right too: otherwise every
        // right password would buy a fresh set of guesses at the code.
        await issueSignIn(services, request, reply, sessionUser, { pending: 'second-factor' });
        return { kind: 'second-factor' as const, totp, passkey };
      }
      await loginThrottle.succeeded(who);
      if (secondFactorRequiredFor(user.roles, await readSecondFactorSettings(db, config))) {
        await issueSignIn(services, request, reply, sessionUser, { pending: 'enrolment' });
        return { kind: 'enrolment' as const };
      }
      const session = await issueSignIn(services, request, reply, sessionUser, { secondFactor: null });
      if (!session) throw new Error('a whole sign-in issued no session');
      return session;
    },
  );

  app.get(
    '/api/session',
    {
      config: { access: access.board },
      schema: {
        tags: ['session'],
        summary: 'Who is calling: the signed-in person or wallboard device; 401 without a session.',
        response: { 200: sessionResponse },
      },
    },
    async (request) => {
      if (!request.session) throw unauthenticated();
      return describeSession(request.session);
    },
  );

  app.delete(
    '/api/session',
    {
      config: { access: access.signedIn },
      schema: {
        tags: ['session'],
        summary: 'Sign out: ends the session on the server and clears the cookie.',
      },
    },
    async (request, reply) => {
      const { session } = requireUser(request);
      const token = readSessionCookie(request, publicUrl);
      if (token !== undefined) await sessions.endByToken(token);
      await audit.record({
        ...auditContext(request),
        action: 'session.logout',
        target: `session:${session.id}`,
      });
      clearSessionCookie(reply, publicUrl);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/session/device',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary: 'A wallboard trades its one-time enrolment code for a read-only device session.',
        body: deviceEnrolRequest,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const device = await devices.enrol(request.body.code);
      if (!device) {
        await audit.record({
          ...auditContext(request),
          action: 'device.enrol',
          outcome: 'refused',
          details: { reason: 'unknown, used or expired code' },
        });
        throw new HttpProblem({
          status: 401,
          code: SECURITY_PROBLEM_CODES.invalidEnrolmentCode,
          detail: 'This enrolment code is unknown, already used or expired; ask an admin for a new one.',
        });
      }
      const previous = readSessionCookie(request, publicUrl);
      if (previous !== undefined) await sessions.endByToken(previous);
      const issued = await sessions.createForDevice(device, {
        address: request.ip,
        userAgent: request.headers['user-agent'],
      });
      await audit.record({
        ...auditContext(request),
        actor: { kind: 'device', id: device.id, label: device.name },
        action: 'device.enrol',
        target: `device:${device.id}`,
      });
      setSessionCookie(reply, publicUrl, issued.token, issued.session);
      return describeSession(issued.session);
    },
  );
}
