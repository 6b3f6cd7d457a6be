import * as client from 'openid-client';
import type { AuditLog } from '../audit/auditLog';
import type { Clock } from '../clock';
import type { SsoProvider } from './ssoProvider';
import type { SsoStore } from './ssoStore';

/** Says whether a session signed in at the identity provider may go on; false ends it. */
export type IdpSessionCheck = (session: { id: string; userId: string; email: string }) => Promise<boolean>;

/** The provider answered, and its answer was no (an OAuth error, or a refused access token). */
const refusedByProvider = (error: unknown) =>
  error instanceof client.ResponseBodyError || error instanceof client.WWWAuthenticateChallengeError;

/**
 * Asks the identity provider again, at most every OIDC_SESSION_CHECK_MINUTES per session, whether
 * the person still has access (ADR 095): a refresh token grant, or the userinfo endpoint with the
 * access token when the provider gave no refresh token. A refusal ends the session and is audited;
 * a provider that does not answer keeps it until the next check (its own time-outs still apply).
 */
export function createIdpSessionCheck(options: {
  provider: SsoProvider;
  store: SsoStore;
  audit: AuditLog;
  clock: Clock;
}): IdpSessionCheck {
  const { provider, store, audit, clock } = options;
  return async (session) => {
    if (!(await store.claimCheck(session.id, new Date(clock.now() + provider.settings.checkEveryMs)))) {
      return true;
    }
    const refused = async (reason: string) => {
      await audit.record({
        actor: { kind: 'user', id: session.userId, label: session.email },
        action: 'session.ended_by_idp',
        outcome: 'refused',
        target: `session:${session.id}`,
        details: { reason },
      });
      return false;
    };
    const tokens = await store.sessionTokens(session.id);
    if (!tokens || (tokens.refreshToken === null && tokens.accessToken === null)) {
      return refused('no-tokens');
    }
    let configuration: client.Configuration;
    try {
      configuration = await provider.configuration();
    } catch {
      return true;
    }
    try {
      if (tokens.refreshToken !== null) {
        const answer = await client.refreshTokenGrant(configuration, tokens.refreshToken);
        await store.replaceSessionTokens(session.id, {
          refreshToken: answer.refresh_token ?? tokens.refreshToken,
          accessToken: answer.access_token,
        });
      } else if (tokens.accessToken !== null) {
        await client.fetchUserInfo(configuration, tokens.accessToken, tokens.subject);
      }
      return true;
    } catch (error) {
      if (refusedByProvider(error)) return refused('provider-refused');
      return true;
    }
  };
}
