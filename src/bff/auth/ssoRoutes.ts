import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import * as client from 'openid-client';
import { SECURITY_PROBLEM_CODES, ssoOffer } from '../../contract/api/session';
import { auditContext } from '../audit/auditContext';
import { access } from '../http/access';
import { HttpProblem } from '../http/problem';
import { randomToken, sha256Hex } from '../security/tokens';
import type { Services } from '../services';
import { issueSignIn } from './issueSignIn';
import {
  type IdpPerson,
  readIdpPerson,
  refusalOfExchangeError,
  SSO_PAGE_KEY,
  type SsoRefusal,
} from './ssoClaims';
import { clearSsoCookie, readSsoCookie, setSsoCookie } from './ssoCookie';
import { admitIdpPerson } from './ssoAdmission';

export const SSO_CALLBACK_PATH = '/api/session/sso/callback';

/**
 * Single sign-on with OpenID Connect (ADR 095): the authorization code flow with PKCE (S256),
 * state and nonce, through `openid-client`. Both routes are browser navigations, so they answer
 * with redirects: to the provider, to the person's home, or back to the sign-in page with a key
 * its words are chosen by. Every refusal is audited with its reason.
 */
export function registerSsoRoutes(root: FastifyInstance, services: Services): void {
  const app = root.withTypeProvider<ZodTypeProvider>();
  const { config, audit, sso, clock } = services;
  const publicUrl = config.PUBLIC_URL;
  const redirectUri = `${publicUrl}${SSO_CALLBACK_PATH}`;

  app.get(
    '/api/session/sso',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary: "Whether the sign-in page offers the company's accounts, and under which name.",
        response: { 200: ssoOffer },
      },
    },
    async () => ({ name: sso?.provider.settings.displayName ?? null }),
  );

  const notConfigured = () =>
    new HttpProblem({
      status: 404,
      code: SECURITY_PROBLEM_CODES.ssoNotConfigured,
      detail: "Signing in with the company's accounts is not set up here.",
    });

  async function refuse(
    request: FastifyRequest,
    reply: FastifyReply,
    reason: SsoRefusal,
    who: { id: string | null; label: string | null } = { id: null, label: null },
  ) {
    await audit.record({
      ...auditContext(request),
      actor: { kind: 'anonymous', ...who },
      action: 'session.login_failed',
      outcome: 'refused',
      details: { reason, step: 'sso' },
    });
    return reply.redirect(`${publicUrl}/login?sso=${SSO_PAGE_KEY[reason]}`, 303);
  }

  app.get(
    '/api/session/sso/start',
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary:
          "Sends the browser to the company's sign-in (the identity provider), with PKCE, state and nonce.",
      },
    },
    async (request, reply) => {
      if (!sso) throw notConfigured();
      let configuration: client.Configuration;
      try {
        configuration = await sso.provider.configuration();
      } catch (error) {
        request.log.warn(
          { detail: error instanceof Error ? error.message : 'unknown' },
          'the identity provider could not be discovered',
        );
        return refuse(request, reply, 'idp-unavailable');
      }
      const attempt = {
        state: client.randomState(),
        nonce: client.randomNonce(),
        codeVerifier: client.randomPKCECodeVerifier(),
      };
      const binding = randomToken(32);
      await sso.store.startAttempt(sha256Hex(binding), attempt);
      setSsoCookie(reply, publicUrl, binding);
      const url = client.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri,
        scope: sso.provider.settings.scopes,
        code_challenge: await client.calculatePKCECodeChallenge(attempt.codeVerifier),
        code_challenge_method: 'S256',
        state: attempt.state,
        nonce: attempt.nonce,
      });
      return reply.redirect(url.href, 303);
    },
  );

  app.get(
    SSO_CALLBACK_PATH,
    {
      config: { access: access.public },
      schema: {
        tags: ['session'],
        summary: 'Where the identity provider sends the person back: signs them in, or says why not.',
      },
    },
    async (request, reply) => {
      if (!sso) throw notConfigured();
      const binding = readSsoCookie(request, publicUrl);
      clearSsoCookie(reply, publicUrl);
      // Taken before anything is checked: a replayed, late or foreign answer finds no attempt.
      const attempt = binding === undefined ? null : await sso.store.consumeAttempt(sha256Hex(binding));
      if (!attempt) return refuse(request, reply, 'attempt-unknown');
      let configuration: client.Configuration;
      try {
        configuration = await sso.provider.configuration();
      } catch {
        return refuse(request, reply, 'idp-unavailable');
      }
      const currentUrl = new URL(redirectUri);
      currentUrl.search = new URL(request.url, publicUrl).search;
      let claims: Record<string, unknown>;
      let tokens: { refreshToken: string | null; accessToken: string | null };
      try {
        const answer = await client.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: attempt.codeVerifier,
          expectedState: attempt.state,
          expectedNonce: attempt.nonce,
          idTokenExpected: true,
        });
        const idToken = answer.claims();
        if (!idToken) throw new Error('the provider sent no ID token');
        claims = { ...idToken };
        // Scope claims (e-mail, groups) may come only from userinfo, for the same subject.
        if (configuration.serverMetadata().userinfo_endpoint) {
          Object.assign(claims, await client.fetchUserInfo(configuration, answer.access_token, idToken.sub));
        }
        tokens = { refreshToken: answer.refresh_token ?? null, accessToken: answer.access_token };
      } catch (error) {
        // The message only: the error's cause may carry the provider's claims or answer.
        const reason = refusalOfExchangeError(error);
        request.log.info(
          { reason, detail: error instanceof Error ? error.message : 'unknown' },
          'a sign-in at the identity provider was refused',
        );
        return refuse(request, reply, reason);
      }
      const read = readIdpPerson(sso.provider.settings, claims);
      if (!read.ok) {
        const label = typeof claims.email === 'string' ? claims.email : null;
        return refuse(request, reply, read.refusal, { id: null, label });
      }
      const person: IdpPerson = read.person;
      const admitted = await admitIdpPerson(services, sso, request, person);
      if (!admitted.ok) return refuse(request, reply, admitted.refusal, admitted.who);
      const { user } = admitted;
      await services.loginThrottle.succeeded({ email: user.email, address: request.ip });
      await issueSignIn(services, request, reply, user, {
        sso: {
          checkAt: new Date(clock.now() + sso.provider.settings.checkEveryMs),
          keep: (sessionId) => sso.store.keepSessionTokens(sessionId, person.subject, tokens),
        },
      });
      return reply.redirect(`${publicUrl}/`, 303);
    },
  );
}
