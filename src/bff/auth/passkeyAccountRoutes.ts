import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  passkeyCeremony,
  passkeyIdParams,
  passkeyList,
  passkeyRegistrationFinish,
  passkeyRegistrationStart,
  passkeyRemoval,
  passkeyRemoved,
  passkeyRename,
  type PasskeySummary,
  passkeySummary,
} from '../../contract/api/passkeys';
import { SECURITY_PROBLEM_CODES } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { confirmPassword } from './confirmPassword';
import { issueSignIn } from './issueSignIn';
import type { StoredPasskey } from './passkeyStore';
import { requireUser } from './requestAuth';
import { clearSessionCookie } from './sessionCookie';
import { readSecondFactorSettings, secondFactorRequiredFor } from './secondFactorSettings';

const summaryOf = (passkey: StoredPasskey): PasskeySummary => ({
  id: passkey.id,
  name: passkey.name,
  createdAt: passkey.createdAt.toISOString(),
  lastUsedAt: passkey.lastUsedAt?.toISOString() ?? null,
});

function noSuchPasskey(): HttpProblem {
  return new HttpProblem({
    status: 404,
    code: SECURITY_PROBLEM_CODES.passkeyNotFound,
    detail: 'You have no such passkey.',
  });
}

/**
 * A person's own passkeys (ADR 094): add one (also a way through the enrolment step of a role
 * that requires a second factor), list, rename and remove them. Audited by name, never by key.
 */
export function registerPasskeyAccountRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, db, audit, passkeys, passkeyCeremonies } = services;
  const tags = ['account'];

  app.get(
    '/api/account/passkeys',
    {
      config: { access: access.signedIn },
      schema: { tags, summary: "The caller's own passkeys.", response: { 200: passkeyList } },
    },
    async (request) => {
      const { user } = requireUser(request);
      return { passkeys: (await passkeys.list(user.id)).map(summaryOf) };
    },
  );

  app.post(
    '/api/account/passkeys/options',
    {
      config: { access: access.enrolment },
      schema: {
        tags,
        summary:
          'Starts adding a passkey (password asked again, except in the enrolment step that just checked it).',
        body: passkeyRegistrationStart,
        response: { 200: passkeyCeremony },
      },
    },
    async (request) => {
      const { session, user } = requireUser(request);
      if (session.pending !== 'enrolment')
        await confirmPassword(services, request, request.body.password ?? '');
      return passkeyCeremonies.startRegistration(user);
    },
  );

  app.post(
    '/api/account/passkeys',
    {
      config: { access: access.enrolment },
      schema: {
        tags,
        summary: 'Keeps the passkey the browser made. Finishes a sign-in that waited for a second factor.',
        body: passkeyRegistrationFinish,
        response: { 200: passkeySummary },
      },
    },
    async (request, reply) => {
      const { session, user } = requireUser(request);
      const { ceremony, credential, name } = request.body;
      const outcome = await passkeyCeremonies.finishRegistration(user.id, ceremony, credential, name);
      if (!outcome.ok) {
        await audit.record({
          ...auditContext(request),
          action: 'account.passkey_add',
          outcome: 'refused',
          target: `user:${user.id}`,
          details: { reason: outcome.refusal },
        });
        throw new HttpProblem({
          status: 400,
          code: SECURITY_PROBLEM_CODES.passkeyRefused,
          detail:
            outcome.refusal === 'passkey-challenge'
              ? 'This request to add a passkey expired or was used already; try again.'
              : 'The passkey could not be verified for this site, or it is added already.',
        });
      }
      await audit.record({
        ...auditContext(request),
        action: 'account.passkey_add',
        target: `user:${user.id}`,
        details: { passkey: outcome.value.id, name },
      });
      if (session.pending === 'enrolment') {
        await issueSignIn(services, request, reply, user, {
          secondFactor: 'passkey-enrolment',
          passkeyId: outcome.value.id,
        });
      }
      return summaryOf(outcome.value);
    },
  );

  app.patch(
    '/api/account/passkeys/:id',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary: 'Gives one of the caller’s passkeys a new name.',
        params: passkeyIdParams,
        body: passkeyRename,
        response: { 200: passkeySummary },
      },
    },
    async (request) => {
      const { user } = requireUser(request);
      const before = (await passkeys.list(user.id)).find((passkey) => passkey.id === request.params.id);
      const renamed = await passkeys.rename(user.id, request.params.id, request.body.name);
      if (!before || !renamed) throw noSuchPasskey();
      await audit.record({
        ...auditContext(request),
        action: 'account.passkey_rename',
        target: `user:${user.id}`,
        details: { passkey: renamed.id, from: before.name, name: renamed.name },
      });
      return summaryOf(renamed);
    },
  );

  app.post(
    '/api/account/passkeys/:id/remove',
    {
      config: { access: access.signedIn },
      schema: {
        tags,
        summary:
          'Removes one of the caller’s passkeys (password asked again) and ends every session it signed in, the caller’s own too.',
        params: passkeyIdParams,
        body: passkeyRemoval,
        response: { 200: passkeyRemoved },
      },
    },
    async (request, reply) => {
      const { session, user } = requireUser(request);
      await confirmPassword(services, request, request.body.password);
      const required = secondFactorRequiredFor(user.roles, await readSecondFactorSettings(db, config));
      const removed = await passkeys.remove(user.id, request.params.id, { keepLastFactor: required });
      if (removed.outcome === 'not-found') throw noSuchPasskey();
      if (removed.outcome === 'last-factor') {
        throw new HttpProblem({
          status: 409,
          code: SECURITY_PROBLEM_CODES.secondFactorRequired,
          detail:
            'Your role requires a second factor and this passkey is your only one, so it cannot be removed.',
        });
      }
      const target = removed.passkey;
      const sessionsEnded = removed.endedSessionIds.length;
      const signedOut = removed.endedSessionIds.includes(session.id);
      await audit.record({
        ...auditContext(request),
        action: 'account.passkey_remove',
        target: `user:${user.id}`,
        details: { passkey: target.id, name: target.name, sessionsEnded },
      });
      // The removal itself went through; the browser forgets a cookie that now opens nothing.
      if (signedOut) clearSessionCookie(reply, config.PUBLIC_URL);
      return { sessionsEnded, signedOut };
    },
  );
}
