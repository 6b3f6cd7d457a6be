import * as client from 'openid-client';
import type { Config } from '../config';

export type SsoSettings = NonNullable<Config['sso']>;

/** The identity provider did not answer, or not as an OpenID provider: nobody can sign in with it now. */
export class IdpUnavailableError extends Error {
  override name = 'IdpUnavailableError';
}

export interface SsoProvider {
  readonly settings: SsoSettings;
  /** The provider's configuration, discovered at first use and kept; a failed discovery is retried. */
  configuration(): Promise<client.Configuration>;
}

/**
 * Discovery is lazy so that Painel starts while the identity provider is down; a failure is not
 * cached, so the next person's click tries again. Plain http is allowed only for a loopback
 * issuer (tests and journeys); the configuration refuses it anywhere else.
 */
export function createSsoProvider(settings: SsoSettings): SsoProvider {
  let discovered: Promise<client.Configuration> | null = null;
  const insecure = new URL(settings.issuer).protocol === 'http:';
  return {
    settings,
    configuration() {
      discovered ??= client
        .discovery(
          new URL(settings.issuer),
          settings.clientId,
          undefined,
          client.ClientSecretBasic(settings.clientSecret),
          insecure ? { execute: [client.allowInsecureRequests] } : undefined,
        )
        .catch((error: unknown) => {
          discovered = null;
          throw new IdpUnavailableError('the identity provider could not be discovered', { cause: error });
        });
      return discovered;
    },
  };
}
