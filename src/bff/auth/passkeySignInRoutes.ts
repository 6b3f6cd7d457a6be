import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { passkeyAssertion, passkeyCeremony } from '../../contract/api/passkeys';
import { SECURITY_PROBLEM_CODES, sessionResponse } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import type { AuditRecord } from '../audit/auditLog';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { issueSignIn } from './issueSignIn';
import type { PasskeyRefusal } from './passkeyCeremonies';
import { beginSecondStepAttempt, requireSecondStepSession } from './secondStepAttempt';
import { throttleSignInStep } from './throttleSignInStep';
import { signsInOnlyWithSso, ssoRequired } from './ssoClaims';

const REFUSAL_DETAIL: Record<PasskeyRefusal | 'account-disabled', string> = {
  'passkey-challenge': 'This passkey request expired or was used already; try again.',
  'unknown-passkey': 'This passkey is not recognised here.',
  'invalid-passkey': 'This passkey could not be verified for this site.',
  'account-disabled': 'This passkey is not recognised here.',
};

/**
 * Signing in with a passkey (ADR 094): on its own, as a whole sign-in, or as the second step
 * after a password. Each finish counts against the sign-in throttle (by address, and by account
 * in the second step, where the account is known), and every refusal is audited.
 */
export function registerPasskeySignInRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, users, loginThrottle, audit, passkeyCeremonies } = services;

  async function refuse(
    context: Omit<AuditRecord, 'action' | 'outcome'>,
    reason: PasskeyRefusal | 'account-disabled',
    step: 'passkey' | 'second-factor',
  ): Promise<never> {
    await audit.record({
      ...context,
      action: 'session.login_failed',
      outcome: 'refused',
      details: { reason, step },
    });
    throw new HttpProblem({
      status: 401,
      code: SECURITY_PROBLEM_CODES.passkeyRefused,
      detail: REFUSAL_DETAIL[reason],
    });
  }

  app.post(
    '/api/session/passkey/options',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary: 'Starts a sign-in with a passkey: a challenge for any passkey of this site.',
        response: { 200: passkeyCeremony },
      },
    },
    async () => passkeyCeremonies.startAssertion('sign-in', null),
  );

  app.post(
    '/api/session/passkey',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary: 'Signs in with a passkey alone (no password, no code): a whole session.',
        body: passkeyAssertion,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const context = auditContext(request);
      const address = request.ip;
      await throttleSignInStep(
        services,
        { address },
        { ...context, details: { reason: 'throttled', step: 'passkey' } },
      );
      const { ceremony, credential } = request.body;
      const outcome = await passkeyCeremonies.finishAssertion('sign-in', null, ceremony, credential);
      const ownerId = outcome.ok ? outcome.value.userId : (outcome.ownerId ?? null);
      const user = ownerId === null ? null : await users.findById(ownerId);
      const actor = { kind: 'anonymous' as const, id: user?.id ?? null, label: user?.email ?? null };
      if (!outcome.ok) return refuse({ ...context, actor }, outcome.refusal, 'passkey');
      if (!user || user.disabled || (user.demo && config.mode !== 'sandbox')) {
        return refuse({ ...context, actor }, 'account-disabled', 'passkey');
      }
      if (signsInOnlyWithSso(config, user.email)) {
        await audit.record({
          ...context,
          actor,
          action: 'session.login_failed',
          outcome: 'refused',
          details: { reason: 'sso-only', step: 'passkey' },
        });
        throw ssoRequired(config);
      }
      await loginThrottle.succeeded({ email: user.email, address });
      const sessionUser = { id: user.id, email: user.email, name: user.name, roles: user.roles };
      const session = await issueSignIn(services, request, reply, sessionUser, {
        passkey: true,
        passkeyId: outcome.value.id,
      });
      if (!session) throw new Error('a whole sign-in issued no session');
      return session;
    },
  );

  app.post(
    '/api/session/second-factor/passkey/options',
    {
      config: { access: access.secondStep },
      schema: {
        tags: ['session'],
        summary: "Starts the second step with a passkey: a challenge for one of the person's own.",
        response: { 200: passkeyCeremony },
      },
    },
    async (request) => {
      const user = requireSecondStepSession(request);
      return passkeyCeremonies.startAssertion('second-step', user.id);
    },
  );

  app.post(
    '/api/session/second-factor/passkey',
    {
      config: { access: access.secondStep },
      schema: {
        tags: ['session'],
        summary: 'Finishes a password sign-in with one of the person’s passkeys.',
        body: passkeyAssertion,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { user, who, context } = await beginSecondStepAttempt(services, request);
      const { ceremony, credential } = request.body;
      const outcome = await passkeyCeremonies.finishAssertion('second-step', user.id, ceremony, credential);
      if (!outcome.ok) return refuse(context, outcome.refusal, 'second-factor');
      await loginThrottle.succeeded(who);
      const whole = await issueSignIn(services, request, reply, user, {
        secondFactor: 'passkey',
        passkeyId: outcome.value.id,
      });
      if (!whole) throw new Error('a whole sign-in issued no session');
      return whole;
    },
  );
}
