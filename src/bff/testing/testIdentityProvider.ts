import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider, { type Configuration, type KoaContextWithOIDC } from 'oidc-provider';

/** A person at the test identity provider. */
export interface IdpAccount {
  /** The subject (`sub`), and what is typed as the login at the provider's own sign-in form. */
  id: string;
  email: string;
  emailVerified: boolean;
  name?: string;
  groups?: string[];
  /** A disabled account is unknown to the provider: its tokens no longer refresh. */
  disabled?: boolean;
}

export interface TestIdentityProvider {
  issuer: string;
  clientId: string;
  clientSecret: string;
  accounts: Map<string, IdpAccount>;
  /** Adds (or replaces) a person at the provider. */
  add(account: IdpAccount): IdpAccount;
  close(): Promise<void>;
}

/**
 * A real OpenID provider (`oidc-provider`) on a random loopback port, for tests and journeys:
 * one confidential client, the `openid email profile groups offline_access` scopes, PKCE
 * required, its development sign-in form (any password) and consent given without a screen.
 */
export async function startTestIdentityProvider(options: {
  redirectUris: string[];
  clientId?: string;
  clientSecret?: string;
  port?: number;
  /**
   * For a journey that runs the provider as its own process: `POST /test-control/accounts` adds a
   * person (JSON body) and `POST /test-control/accounts/<id>/disable` disables one. Never in Painel.
   */
  control?: boolean;
}): Promise<TestIdentityProvider> {
  const clientId = options.clientId ?? 'painel';
  const clientSecret = options.clientSecret ?? 'a test client secret of some length';
  const accounts = new Map<string, IdpAccount>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  const configuration: Configuration = {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
      },
    ],
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name'],
      groups: ['groups'],
    },
    scopes: ['openid', 'offline_access', 'email', 'profile', 'groups'],
    pkce: { required: () => true },
    features: { devInteractions: { enabled: true } },
    cookies: { keys: ['a test cookie key that is long enough'] },
    ttl: {
      Interaction: 600,
      Session: 3600,
      Grant: 3600,
      AccessToken: 3600,
      IdToken: 3600,
      RefreshToken: 86_400,
    },
    // Every refresh answers afresh whether the account is still there, and replaces the token:
    // a refresh token used twice is refused, as providers that rotate them do.
    issueRefreshToken: async () => true,
    rotateRefreshToken: () => true,
    // A first-party client: consent is given without a screen.
    async loadExistingGrant(ctx: KoaContextWithOIDC) {
      const { oidc } = ctx;
      const client = oidc.client;
      const accountId = oidc.session?.accountId;
      if (!client || !accountId) return undefined;
      const existing = oidc.session?.grantIdFor(client.clientId);
      if (existing) return oidc.provider.Grant.find(existing);
      const grant = new oidc.provider.Grant({ clientId: client.clientId, accountId });
      grant.addOIDCScope('openid email profile groups offline_access');
      await grant.save();
      return grant;
    },
    async findAccount(_ctx, id) {
      const account = accounts.get(id);
      if (!account || account.disabled) return undefined;
      return {
        accountId: id,
        claims: () => ({
          sub: id,
          email: account.email,
          email_verified: account.emailVerified,
          name: account.name ?? account.email,
          groups: account.groups ?? [],
        }),
      };
    },
  };
  const provider = new Provider(issuer, configuration);
  // The test IdP's warnings about development keys and interactions are expected here.
  provider.on('server_error', (_ctx, error) => console.error('test identity provider:', error));
  const handle = provider.callback();
  server.on('request', (request, response) => {
    if (options.control && request.method === 'POST' && request.url?.startsWith('/test-control/accounts')) {
      return void controlAccounts(accounts, request, response);
    }
    return void handle(request, response);
  });

  return {
    issuer,
    clientId,
    clientSecret,
    accounts,
    add(account) {
      accounts.set(account.id, account);
      return account;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

async function controlAccounts(
  accounts: Map<string, IdpAccount>,
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  const disable = /^\/test-control\/accounts\/([^/]+)\/disable$/.exec(request.url ?? '');
  if (disable?.[1]) {
    const account = accounts.get(decodeURIComponent(disable[1]));
    if (account) account.disabled = true;
    response.writeHead(account ? 204 : 404).end();
    return;
  }
  let body = '';
  for await (const chunk of request) body += String(chunk);
  const account = JSON.parse(body) as IdpAccount;
  accounts.set(account.id, account);
  response.writeHead(204).end();
}

/**
 * A browser for tests: follows redirects with a cookie jar per host, signs in at the provider's
 * development form as `login` when asked, and stops at the first address outside the provider
 * (Painel's callback), which it answers without visiting.
 */
export async function passThroughProvider(issuer: string, start: URL | string, login: string): Promise<URL> {
  const jar = new Map<string, string>();
  const cookieHeader = () => [...jar].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const equals = pair.indexOf('=');
      jar.set(pair.slice(0, equals).trim(), pair.slice(equals + 1).trim());
    }
  };
  let url = new URL(start);
  let body: URLSearchParams | undefined;
  for (let hop = 0; hop < 20; hop += 1) {
    if (url.origin !== new URL(issuer).origin) return url;
    const response = await fetch(url, {
      method: body ? 'POST' : 'GET',
      redirect: 'manual',
      headers: {
        cookie: cookieHeader(),
        ...(body ? { 'content-type': 'application/x-www-form-urlencoded' } : {}),
      },
      body,
    });
    keep(response);
    body = undefined;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    const action = page.match(/<form[^>]*action="([^"]+)"/)?.[1];
    if (!action)
      throw new Error(`the provider answered ${response.status} without a form: ${page.slice(0, 300)}`);
    url = new URL(action.replaceAll('&amp;', '&'), url);
    body = page.includes('name="login"')
      ? new URLSearchParams({ prompt: 'login', login, password: 'any' })
      : new URLSearchParams({ prompt: 'consent' });
  }
  throw new Error('the provider kept redirecting');
}
