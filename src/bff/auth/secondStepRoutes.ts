import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { secondFactorRequest } from '../../contract/api/secondFactor';
import { SECURITY_PROBLEM_CODES, sessionResponse } from '../../contract/api/session';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import type { Services } from '../services';
import { issueSignIn } from './issueSignIn';
import { beginSecondStepAttempt } from './secondStepAttempt';

/**
 * The second step of a password sign-in (ADR 068): a code from the authenticator app or a
 * recovery code. Each try counts against the same throttle as the password (per account and per
 * address), and the account's count is cleared only by a whole sign-in.
 */
export function registerSecondStepRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { loginThrottle, audit, secondFactors } = services;

  app.post(
    '/api/session/second-factor',
    {
      config: { access: access.secondStep },
      schema: {
        tags: ['session'],
        summary: 'Finishes a password sign-in with a code from the authenticator app or a recovery code.',
        body: secondFactorRequest,
        response: { 200: sessionResponse },
      },
    },
    async (request, reply) => {
      const { user, who, context } = await beginSecondStepAttempt(services, request);
      const { body } = request;
      let refusal: string | null = null;
      if (body.method === 'totp') {
        const result = await secondFactors.verifyTotp(user.id, body.code);
        if (result !== 'accepted') refusal = result === 'reused' ? 'reused-code' : 'wrong-code';
      } else if (!(await secondFactors.useRecoveryCode(user.id, body.code))) {
        refusal = 'wrong-recovery-code';
      }
      if (refusal) {
        await audit.record({
          ...context,
          action: 'session.login_failed',
          outcome: 'refused',
          details: { reason: refusal, step: 'second-factor' },
        });
        throw new HttpProblem({
          status: 401,
          code: SECURITY_PROBLEM_CODES.invalidSecondFactor,
          detail:
            refusal === 'reused-code'
              ? 'This code was used already; wait for the next one in the app.'
              : 'The code is wrong or was used already.',
        });
      }
      await loginThrottle.succeeded(who);
      const whole = await issueSignIn(services, request, reply, user, {
        secondFactor: body.method === 'totp' ? 'totp' : 'recovery-code',
      });
      if (!whole) throw new Error('a whole sign-in issued no session');
      return whole;
    },
  );
}
