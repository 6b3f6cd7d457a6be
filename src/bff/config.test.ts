import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

function failure(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).message;
  }
  throw new Error(`expected ${JSON.stringify(env)} to be refused`);
}

describe('configuration', () => {
  it('has working defaults for an empty environment: sandbox mode, PGlite in ./data, safe budgets', () => {
    const config = loadConfig({});
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.UPSTREAM_BASE_URL).toBeUndefined();
    expect(config).toMatchObject({
      PORT: 8080,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      WEB_DIR: 'dist/web',
      PUBLIC_URL: 'http://localhost:8080',
      DATA_DIR: './data',
      mode: 'sandbox',
      GOVERNOR_MAX_CALLS_PER_HOUR: 580,
      GOVERNOR_MAX_SECONDS_PER_HOUR: 55,
      GOVERNOR_BACKGROUND_SHARE: 0.6,
      GOVERNOR_CONCURRENCY: 2,
      UPSTREAM_TIMEOUT_MS: 10_000,
    });
  });

  it('reads every variable it knows', () => {
    const config = loadConfig({
      PORT: '9000',
      PUBLIC_URL: 'https://painel.example.com/',
      UPSTREAM_BASE_URL: 'https://vendor.example.com',
      UPSTREAM_TOKEN: 'tok-123',
      DATABASE_URL: 'postgres://painel@db:5432/painel',
      DATA_DIR: '/var/lib/painel',
      WEBHOOK_SECRET: 'a-long-enough-secret',
      BOOTSTRAP_ADMIN_EMAIL: 'admin@example.com',
      BOOTSTRAP_ADMIN_PASSWORD: 'correct horse battery',
      GOVERNOR_MAX_CALLS_PER_HOUR: '400',
      GOVERNOR_MAX_SECONDS_PER_HOUR: '30.5',
      GOVERNOR_BACKGROUND_SHARE: '0.5',
      GOVERNOR_CONCURRENCY: '4',
      UPSTREAM_TIMEOUT_MS: '8000',
      LOG_LEVEL: 'debug',
    });
    expect(config).toMatchObject({
      PORT: 9000,
      PUBLIC_URL: 'https://painel.example.com',
      mode: 'vendor',
      GOVERNOR_MAX_CALLS_PER_HOUR: 400,
      GOVERNOR_MAX_SECONDS_PER_HOUR: 30.5,
      GOVERNOR_BACKGROUND_SHARE: 0.5,
      GOVERNOR_CONCURRENCY: 4,
      UPSTREAM_TIMEOUT_MS: 8000,
    });
  });

  it('listens on loopback only in sandbox mode and on every interface for the vendor, unless HOST says', () => {
    const vendor = { UPSTREAM_BASE_URL: 'https://vendor.example.com', UPSTREAM_TOKEN: 'tok-123' };
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig(vendor).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...vendor, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ PORT: '', HOST: '', DATABASE_URL: '', GOVERNOR_MAX_CALLS_PER_HOUR: '' });
    expect(config).toMatchObject({ PORT: 8080, HOST: '127.0.0.1', GOVERNOR_MAX_CALLS_PER_HOUR: 580 });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['LOG_LEVEL', 'loud'],
    ['PUBLIC_URL', 'painel.example.com'],
    ['UPSTREAM_BASE_URL', 'ftp://vendor.example.com'],
    ['DATABASE_URL', 'mysql://db/painel'],
    ['WEBHOOK_SECRET', 'short'],
    ['METRICS_TOKEN', 'short'],
    ['BOOTSTRAP_ADMIN_EMAIL', 'not-an-address'],
    ['GOVERNOR_MAX_CALLS_PER_HOUR', '12.5'],
    ['GOVERNOR_MAX_SECONDS_PER_HOUR', 'lots'],
    ['GOVERNOR_BACKGROUND_SHARE', '0'],
    ['GOVERNOR_CONCURRENCY', '0'],
    ['UPSTREAM_TIMEOUT_MS', '50'],
  ])('stops with one sentence naming %s when it is %j', (variable, value) => {
    const message = failure({ [variable]: value });
    expect(message).toMatch(new RegExp(`^Painel cannot start: ${variable} (must|is) [^\\n]+\\.$`));
  });

  it.each([
    ['GOVERNOR_MAX_CALLS_PER_HOUR', '600', /below the vendor's limit of 600 calls per hour/],
    ['GOVERNOR_MAX_CALLS_PER_HOUR', '1000', /below the vendor's limit of 600 calls per hour/],
    ['GOVERNOR_MAX_SECONDS_PER_HOUR', '60', /below the vendor's limit of 60 seconds/],
    ['GOVERNOR_MAX_SECONDS_PER_HOUR', '90', /below the vendor's limit of 60 seconds/],
    ['GOVERNOR_BACKGROUND_SHARE', '1', /below 1/],
  ])('refuses %s=%s, at or above what the vendor allows', (variable, value, reason) => {
    const message = failure({ [variable]: value });
    expect(message).toContain(variable);
    expect(message).toMatch(reason);
  });

  it('accepts the highest budgets still below the vendor limits', () => {
    expect(
      loadConfig({ GOVERNOR_MAX_CALLS_PER_HOUR: '599', GOVERNOR_MAX_SECONDS_PER_HOUR: '59.9' }),
    ).toMatchObject({ GOVERNOR_MAX_CALLS_PER_HOUR: 599, GOVERNOR_MAX_SECONDS_PER_HOUR: 59.9 });
  });

  it('needs the vendor address and token together, and never prints the token', () => {
    expect(failure({ UPSTREAM_BASE_URL: 'https://vendor.example.com' })).toMatch(
      /^Painel cannot start: UPSTREAM_TOKEN is missing while UPSTREAM_BASE_URL is set/,
    );
    const message = failure({ UPSTREAM_TOKEN: 'secret-token-value' });
    expect(message).toMatch(/^Painel cannot start: UPSTREAM_BASE_URL is missing while UPSTREAM_TOKEN is set/);
    expect(message).not.toContain('secret-token-value');
  });

  it('needs the bootstrap admin e-mail and password together', () => {
    expect(failure({ BOOTSTRAP_ADMIN_EMAIL: 'admin@example.com' })).toMatch(
      /BOOTSTRAP_ADMIN_PASSWORD is missing/,
    );
    expect(failure({ BOOTSTRAP_ADMIN_PASSWORD: 'long enough password' })).toMatch(
      /BOOTSTRAP_ADMIN_EMAIL is missing/,
    );
  });

  it('refuses a time-out that would never fit the background share of the time budget', () => {
    expect(failure({ UPSTREAM_TIMEOUT_MS: '34000' })).toMatch(
      /UPSTREAM_TIMEOUT_MS must not exceed .* 33000 ms/,
    );
  });

  it('keeps a write claim longer than one vendor call, so a retry never checks the vendor while the first call may still land', () => {
    expect(loadConfig({}).IDEMPOTENCY_PENDING_TIMEOUT_SECONDS).toBe(60);
    expect(
      loadConfig({ IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: '30' }).IDEMPOTENCY_PENDING_TIMEOUT_SECONDS,
    ).toBe(30);
    expect(failure({ IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: '10' })).toMatch(
      /IDEMPOTENCY_PENDING_TIMEOUT_SECONDS must be longer than UPSTREAM_TIMEOUT_MS/,
    );
    expect(failure({ IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: '1' })).toMatch(
      /IDEMPOTENCY_PENDING_TIMEOUT_SECONDS must be a whole number of seconds from 2 to 3600/,
    );
  });

  it('reads session time-outs, with defaults of 30 minutes idle and 12 hours in all for people', () => {
    expect(loadConfig({})).toMatchObject({
      SESSION_IDLE_MINUTES: 30,
      SESSION_ABSOLUTE_HOURS: 12,
      DEVICE_SESSION_IDLE_DAYS: 7,
      DEVICE_SESSION_ABSOLUTE_DAYS: 90,
    });
    expect(loadConfig({ SESSION_IDLE_MINUTES: '15', DEVICE_SESSION_ABSOLUTE_DAYS: '30' })).toMatchObject({
      SESSION_IDLE_MINUTES: 15,
      DEVICE_SESSION_ABSOLUTE_DAYS: 30,
    });
    expect(failure({ SESSION_IDLE_MINUTES: '0' })).toMatch(
      /^Painel cannot start: SESSION_IDLE_MINUTES must be/,
    );
    expect(failure({ SESSION_IDLE_MINUTES: '180', SESSION_ABSOLUTE_HOURS: '2' })).toMatch(
      /SESSION_IDLE_MINUTES must not exceed SESSION_ABSOLUTE_HOURS/,
    );
    expect(failure({ DEVICE_SESSION_IDLE_DAYS: '30', DEVICE_SESSION_ABSOLUTE_DAYS: '10' })).toMatch(
      /DEVICE_SESSION_IDLE_DAYS must not exceed DEVICE_SESSION_ABSOLUTE_DAYS/,
    );
  });

  it('reads the idle allowance: ten minutes, twenty calls and their time by default, or off', () => {
    expect(loadConfig({})).toMatchObject({
      GOVERNOR_IDLE_AFTER_MINUTES: 10,
      GOVERNOR_IDLE_RESERVE_CALLS: 20,
    });
    expect(loadConfig({}).GOVERNOR_IDLE_RESERVE_SECONDS).toBeUndefined();
    expect(
      loadConfig({
        GOVERNOR_IDLE_AFTER_MINUTES: ' off ',
        GOVERNOR_IDLE_RESERVE_CALLS: '40',
        GOVERNOR_IDLE_RESERVE_SECONDS: '20',
      }),
    ).toMatchObject({
      GOVERNOR_IDLE_AFTER_MINUTES: 'off',
      GOVERNOR_IDLE_RESERVE_CALLS: 40,
      GOVERNOR_IDLE_RESERVE_SECONDS: 20,
    });
    expect(loadConfig({ GOVERNOR_IDLE_AFTER_MINUTES: '45' }).GOVERNOR_IDLE_AFTER_MINUTES).toBe(45);
    // A small budget (stack tests use 20 calls) still starts: the calls then stay at the share.
    expect(
      loadConfig({ GOVERNOR_MAX_CALLS_PER_HOUR: '20', BULK_PEOPLE_RESERVE_CALLS: '0' })
        .GOVERNOR_IDLE_RESERVE_CALLS,
    ).toBe(20);
  });

  it.each([
    ['GOVERNOR_IDLE_AFTER_MINUTES', '0', /minutes from 1 to 1440, or off/],
    ['GOVERNOR_IDLE_AFTER_MINUTES', '2.5', /minutes from 1 to 1440, or off/],
    ['GOVERNOR_IDLE_AFTER_MINUTES', 'never', /minutes from 1 to 1440, or off/],
    ['GOVERNOR_IDLE_RESERVE_CALLS', '0', /from 1/],
    ['GOVERNOR_IDLE_RESERVE_CALLS', '601', /from 1 to 600/],
    ['GOVERNOR_IDLE_RESERVE_SECONDS', '60', /below 60/],
    ['GOVERNOR_IDLE_RESERVE_SECONDS', '5', /at least UPSTREAM_TIMEOUT_MS \(10 s\)/],
    ['GOVERNOR_IDLE_RESERVE_SECONDS', '56', /must not exceed GOVERNOR_MAX_SECONDS_PER_HOUR/],
  ])('refuses %s=%s for the idle allowance', (variable, value, reason) => {
    const message = failure({ [variable]: value });
    expect(message).toMatch(new RegExp(`^Painel cannot start: ${variable} (must|is) [^\\n]+\\.$`));
    expect(message).toMatch(reason);
  });

  it('refuses a background share that leaves no room for a single background call', () => {
    expect(failure({ GOVERNOR_MAX_CALLS_PER_HOUR: '1', GOVERNOR_BACKGROUND_SHARE: '0.5' })).toMatch(
      /GOVERNOR_BACKGROUND_SHARE leaves no room/,
    );
  });

  it('reads how the sync paces itself, with defaults, and refuses bounds that cross', () => {
    expect(loadConfig({})).toMatchObject({
      BACKFILL_HORIZON_MONTHS: 24,
      RECONCILE_MIN_SECONDS: 120,
      RECONCILE_MAX_SECONDS: 3_600,
      RECONCILE_OVERLAP_HOURS: 12,
      WEBHOOK_REFRESH_COALESCE_SECONDS: 10,
      TABLE_MAINTENANCE_CHECK_MINUTES: 5,
    });
    expect(
      loadConfig({
        BACKFILL_HORIZON_MONTHS: '6',
        RECONCILE_MIN_SECONDS: '60',
        RECONCILE_MAX_SECONDS: '600',
        RECONCILE_OVERLAP_HOURS: '24',
        WEBHOOK_REFRESH_COALESCE_SECONDS: '0',
        TABLE_MAINTENANCE_CHECK_MINUTES: '30',
      }),
    ).toMatchObject({
      BACKFILL_HORIZON_MONTHS: 6,
      RECONCILE_MIN_SECONDS: 60,
      RECONCILE_MAX_SECONDS: 600,
      RECONCILE_OVERLAP_HOURS: 24,
      WEBHOOK_REFRESH_COALESCE_SECONDS: 0,
      TABLE_MAINTENANCE_CHECK_MINUTES: 30,
    });
    expect(failure({ TABLE_MAINTENANCE_CHECK_MINUTES: '0' })).toMatch(
      /TABLE_MAINTENANCE_CHECK_MINUTES must be a whole number/,
    );
    expect(failure({ BACKFILL_HORIZON_MONTHS: '0' })).toMatch(
      /BACKFILL_HORIZON_MONTHS must be a whole number/,
    );
    expect(failure({ RECONCILE_OVERLAP_HOURS: '1.5' })).toMatch(
      /RECONCILE_OVERLAP_HOURS must be a whole number/,
    );
    expect(failure({ RECONCILE_MIN_SECONDS: '900', RECONCILE_MAX_SECONDS: '600' })).toMatch(
      /RECONCILE_MIN_SECONDS must not exceed RECONCILE_MAX_SECONDS/,
    );
  });
});

describe('TRUST_PROXY', () => {
  it('trusts no forwarded address unless told, so the per-address login throttle cannot be dodged', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
    expect(() => loadConfig({ TRUST_PROXY: 'maybe' })).toThrow(/TRUST_PROXY must be true, false/);
  });
});

describe('single sign-on (ADR 095)', () => {
  const oidc = {
    OIDC_ISSUER: 'https://accounts.google.com',
    OIDC_CLIENT_ID: 'painel',
    OIDC_CLIENT_SECRET: 'a client secret from the provider',
    OIDC_ALLOWED_DOMAINS: 'Empresa.com.br, filial.com.br',
  };

  it('is off unless OIDC_ISSUER is set, and then reads the domains and the group map', () => {
    expect(loadConfig({}).sso).toBeNull();
    const sso = loadConfig({ ...oidc, OIDC_ROLE_GROUPS: 'painel-admins:admin, painel-finance:finance' }).sso;
    expect(sso).toMatchObject({
      allowedDomains: ['empresa.com.br', 'filial.com.br'],
      groupsClaim: 'groups',
      scopes: 'openid email profile',
      ssoOnly: false,
      checkEveryMs: 300_000,
    });
    expect([...(sso?.roleGroups ?? [])]).toEqual([
      ['painel-admins', 'admin'],
      ['painel-finance', 'finance'],
    ]);
    expect(loadConfig(oidc).sso?.roleGroups).toBeNull();
  });

  it('refuses an incomplete or unsafe setting, naming the variable', () => {
    expect(failure({ OIDC_ISSUER: oidc.OIDC_ISSUER })).toMatch(/OIDC_CLIENT_ID is missing while OIDC_ISSUER/);
    expect(failure({ ...oidc, OIDC_ALLOWED_DOMAINS: '' })).toMatch(/OIDC_ALLOWED_DOMAINS is missing/);
    expect(failure({ ...oidc, OIDC_ISSUER: 'http://idp.example.com' })).toMatch(
      /OIDC_ISSUER must be an https/,
    );
    expect(failure({ ...oidc, OIDC_ROLE_GROUPS: 'painel-admins:boss' })).toMatch(/OIDC_ROLE_GROUPS must be/);
    expect(failure({ ...oidc, OIDC_SCOPES: 'email profile' })).toMatch(/OIDC_SCOPES must include openid/);
    expect(loadConfig({ ...oidc, OIDC_ISSUER: 'http://127.0.0.1:9000' }).sso?.issuer).toBe(
      'http://127.0.0.1:9000',
    );
  });
});
