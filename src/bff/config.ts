import { z } from 'zod';
import { type Role, roleSchema } from '../contract/api/roles';
import { DEFAULT_IDLE_RESERVE_CALLS } from './governor/idle';
import { vendorLimits } from './governor/vendorLimits';

const vendorSeconds = vendorLimits.processingMsPerHour / 1000;

/** An absent variable and an empty one (`PORT=` in an env file) both mean "use the default". */
const unsetIfEmpty = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(unsetIfEmpty, schema.optional());

function wholeNumber(min: number, max: number, fallback: number, error: string) {
  return z.preprocess(
    unsetIfEmpty,
    z.coerce.number({ error }).int({ error }).min(min, { error }).max(max, { error }).default(fallback),
  );
}

/** A number strictly between `above` and `below` (both exclusive). */
function between(above: number, below: number, fallback: number, error: string) {
  return z.preprocess(
    unsetIfEmpty,
    z.coerce
      .number({ error })
      .refine((value) => Number.isFinite(value) && value > above && value < below, { error })
      .default(fallback),
  );
}

const idleAfterError = 'must be a whole number of minutes from 1 to 1440, or off';

const httpUrl = z.url({ protocol: /^https?$/, error: 'must be an http:// or https:// URL' });
const postgresUrl = z.url({
  protocol: /^postgres(ql)?$/,
  error: 'must be a postgres:// or postgresql:// URL',
});

/**
 * The environment, checked once at start. A bad value stops the process with one sentence
 * naming the variable, rather than failing later in some request.
 */
export const configSchema = z
  .object({
    PORT: wholeNumber(1, 65535, 8080, 'must be a whole number from 1 to 65535'),
    /** Unset: every interface for the vendor, loopback only for the sandbox (its demo has admins). */
    HOST: optional(z.string().min(1, { error: 'must not be empty' })),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
        error: 'must be one of fatal, error, warn, info, debug, trace or silent',
      })
      .default('info'),
    /** Unset: readable lines on a terminal or in development, JSON otherwise. */
    LOG_FORMAT: optional(z.enum(['json', 'pretty'], { error: 'must be json or pretty' })),
    WEB_DIR: z.string().min(1, { error: 'must not be empty' }).default('dist/web'),
    PUBLIC_URL: optional(httpUrl),
    UPSTREAM_BASE_URL: optional(httpUrl),
    UPSTREAM_TOKEN: optional(z.string().trim().min(1, { error: 'must not be blank' })),
    DATABASE_URL: optional(postgresUrl),
    DATA_DIR: z.string().min(1, { error: 'must not be empty' }).default('./data'),
    WEBHOOK_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters long' })),
    /**
     * Whether X-Forwarded-For names the client: true behind a reverse proxy, false (the default)
     * when clients reach Painel directly, so nobody can fake an address to dodge the per-address
     * login throttle. Or a comma list of the proxies' addresses/CIDRs, trusted and no other.
     */
    TRUST_PROXY: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .regex(/^(true|false|[0-9a-fA-F.:/, ]+)$/, {
          error: 'must be true, false, or a comma-separated list of proxy addresses',
        })
        .default('false')
        .transform((value): boolean | string =>
          value === 'true' ? true : value === 'false' ? false : value,
        ),
    ),
    /** When set, GET /metrics wants it as a bearer token; unset, the metrics are public. */
    METRICS_TOKEN: optional(z.string().min(16, { error: 'must be at least 16 characters long' })),
    BOOTSTRAP_ADMIN_EMAIL: optional(z.email({ error: 'must be an e-mail address' })),
    BOOTSTRAP_ADMIN_PASSWORD: optional(z.string().min(12, { error: 'must be at least 12 characters long' })),
    GOVERNOR_MAX_CALLS_PER_HOUR: wholeNumber(
      1,
      vendorLimits.callsPerHour - 1,
      // Just under the vendor's limits (ADR 090): the ledger already counts more than the vendor does.
      580,
      `must be a whole number from 1 to ${vendorLimits.callsPerHour - 1}, below the vendor's limit of ${vendorLimits.callsPerHour} calls per hour`,
    ),
    GOVERNOR_MAX_SECONDS_PER_HOUR: between(
      0,
      vendorSeconds,
      55,
      `must be a number of seconds above 0 and below the vendor's limit of ${vendorSeconds} seconds of processing per hour`,
    ),
    GOVERNOR_BACKGROUND_SHARE: between(
      0,
      1,
      0.6,
      "must be a fraction above 0 and below 1, such as 0.6, so that a user's write always has room",
    ),
    GOVERNOR_CONCURRENCY: wholeNumber(1, 16, 2, 'must be a whole number from 1 to 16'),
    // Calls of each hour a bulk change leaves to people's own writes (ADR 075).
    BULK_PEOPLE_RESERVE_CALLS: wholeNumber(
      0,
      vendorLimits.callsPerHour - 2,
      20,
      'must be a whole number of calls from 0, below GOVERNOR_MAX_CALLS_PER_HOUR',
    ),
    // The idle allowance (ADR 087): after this many minutes without a call a person asked for,
    // background work may fill the whole budget less a reserve for people; `off` keeps it at its share.
    GOVERNOR_IDLE_AFTER_MINUTES: z.preprocess(
      unsetIfEmpty,
      z
        .string({ error: idleAfterError })
        .trim()
        .refine((value) => value === 'off' || (/^\d+$/.test(value) && +value >= 1 && +value <= 1_440), {
          error: idleAfterError,
        })
        .transform((value) => (value === 'off' ? ('off' as const) : Number(value)))
        .default(10),
    ),
    // At or above GOVERNOR_MAX_CALLS_PER_HOUR (a small test budget) the calls simply stay at the share.
    GOVERNOR_IDLE_RESERVE_CALLS: wholeNumber(
      1,
      vendorLimits.callsPerHour,
      DEFAULT_IDLE_RESERVE_CALLS,
      `must be a whole number of calls from 1 to ${vendorLimits.callsPerHour}`,
    ),
    /** Unset: what the reserved calls need as writes one after another (one time-out, 0.5 s each after). */
    GOVERNOR_IDLE_RESERVE_SECONDS: optional(
      z.coerce
        .number({ error: 'must be a number of seconds above 0 and below 60' })
        .refine((value) => Number.isFinite(value) && value > 0 && value < vendorSeconds, {
          error: `must be a number of seconds above 0 and below ${vendorSeconds}`,
        }),
    ),
    UPSTREAM_TIMEOUT_MS: wholeNumber(100, 600_000, 10_000, 'must be a whole number of milliseconds from 100'),
    // A write's Idempotency-Key stays claimed while its submit runs (the process renews the claim);
    // once unrenewed this long, its process is gone and a retry may check the vendor and take over
    // (docs/decisions/022-ambiguous-writes.md).
    IDEMPOTENCY_PENDING_TIMEOUT_SECONDS: wholeNumber(
      2,
      3_600,
      60,
      'must be a whole number of seconds from 2 to 3600',
    ),
    // Session time-outs (ASVS 7.3): a person's session ends after this much inactivity or age,
    // a wallboard's device session after much longer ones (docs/decisions/011-sessions-and-access.md).
    SESSION_IDLE_MINUTES: wholeNumber(1, 1440, 30, 'must be a whole number of minutes from 1 to 1440'),
    SESSION_ABSOLUTE_HOURS: wholeNumber(1, 168, 12, 'must be a whole number of hours from 1 to 168'),
    DEVICE_SESSION_IDLE_DAYS: wholeNumber(1, 90, 7, 'must be a whole number of days from 1 to 90'),
    DEVICE_SESSION_ABSOLUTE_DAYS: wholeNumber(1, 400, 90, 'must be a whole number of days from 1 to 400'),
    // Roles that must sign in with a second factor until an admin chooses others (ADR 068):
    // comma-separated roles or `none`; unset means admin and finance with a vendor, none in
    // sandbox mode, whose demo accounts' passwords are printed on the terminal anyway.
    SECOND_FACTOR_REQUIRED_ROLES: optional(
      z
        .string()
        .trim()
        .transform((value) => (value === 'none' ? [] : value.split(',').map((role) => role.trim())))
        .pipe(z.array(roleSchema, { error: 'must be roles among viewer, sales, finance, admin, or none' })),
    ),
    // Single sign-on with OpenID Connect (ADR 095): off unless OIDC_ISSUER is set.
    OIDC_ISSUER: optional(httpUrl),
    OIDC_CLIENT_ID: optional(z.string().trim().min(1, { error: 'must not be blank' })),
    OIDC_CLIENT_SECRET: optional(z.string().min(16, { error: 'must be at least 16 characters long' })),
    OIDC_ALLOWED_DOMAINS: optional(
      z
        .string()
        .transform((value) =>
          value
            .split(',')
            .map((domain) => domain.trim().toLowerCase())
            .filter((domain) => domain !== ''),
        )
        .pipe(
          z
            .array(z.string().regex(/^[a-z0-9.-]+\.[a-z]{2,}$/), {
              error: 'must be a comma-separated list of e-mail domains such as example.com',
            })
            .min(1, { error: 'must name at least one e-mail domain' }),
        ),
    ),
    // `group:role,group:role`; unset means an admin creates the accounts and assigns their roles.
    OIDC_ROLE_GROUPS: optional(
      z.string().transform((value, context) => {
        const map = new Map<string, Role>();
        for (const pair of value
          .split(',')
          .map((part) => part.trim())
          .filter(Boolean)) {
          const colon = pair.lastIndexOf(':');
          const role = roleSchema.safeParse(pair.slice(colon + 1).trim());
          if (colon <= 0 || !role.success) {
            context.addIssue({
              code: 'custom',
              message:
                'must be a comma-separated list of group:role, roles among viewer, sales, finance, admin',
            });
            return z.NEVER;
          }
          map.set(pair.slice(0, colon).trim(), role.data);
        }
        return map;
      }),
    ),
    OIDC_GROUPS_CLAIM: z.preprocess(unsetIfEmpty, z.string().trim().min(1).default('groups')),
    OIDC_SCOPES: z.preprocess(
      unsetIfEmpty,
      z
        .string()
        .trim()
        .refine((value) => value.split(/\s+/).includes('openid'), { error: 'must include openid' })
        .default('openid email profile'),
    ),
    OIDC_SSO_ONLY: z.preprocess(
      unsetIfEmpty,
      z
        .enum(['true', 'false'], { error: 'must be true or false' })
        .default('false')
        .transform((value) => value === 'true'),
    ),
    OIDC_DISPLAY_NAME: z.preprocess(unsetIfEmpty, z.string().trim().min(1).max(60).default('SSO')),
    OIDC_SESSION_CHECK_MINUTES: wholeNumber(1, 60, 5, 'must be a whole number of minutes from 1 to 60'),
    // The sync (docs/decisions/018-sync.md): how far back the backfill goes, the bounds of the
    // adaptive reconcile interval, the overlap of its windows, and how deliveries share a refresh.
    BACKFILL_HORIZON_MONTHS: wholeNumber(1, 600, 24, 'must be a whole number of months from 1 to 600'),
    RECONCILE_MIN_SECONDS: wholeNumber(10, 86_400, 120, 'must be a whole number of seconds from 10 to 86400'),
    RECONCILE_MAX_SECONDS: wholeNumber(
      10,
      86_400,
      3_600,
      'must be a whole number of seconds from 10 to 86400',
    ),
    RECONCILE_OVERLAP_HOURS: wholeNumber(0, 72, 12, 'must be a whole number of hours from 0 to 72'),
    WEBHOOK_REFRESH_COALESCE_SECONDS: wholeNumber(
      0,
      3_600,
      10,
      'must be a whole number of seconds from 0 to 3600',
    ),
    // How often the sync leader looks at its own tables' statistics to vacuum or analyze them
    // (docs/decisions/052-painel-vacuums-its-own-tables.md).
    TABLE_MAINTENANCE_CHECK_MINUTES: wholeNumber(
      1,
      1_440,
      5,
      'must be a whole number of minutes from 1 to 1440',
    ),
  })
  .superRefine((env, context) => {
    const both = (a: keyof typeof env, b: keyof typeof env, why: string) => {
      if (env[a] !== undefined && env[b] === undefined) {
        context.addIssue({ code: 'custom', path: [b], message: `is missing while ${a} is set; ${why}` });
      }
    };
    both('UPSTREAM_BASE_URL', 'UPSTREAM_TOKEN', 'set both for the vendor, or neither for the sandbox');
    both('UPSTREAM_TOKEN', 'UPSTREAM_BASE_URL', 'set both for the vendor, or neither for the sandbox');
    both('BOOTSTRAP_ADMIN_EMAIL', 'BOOTSTRAP_ADMIN_PASSWORD', 'the first admin needs both');
    both('BOOTSTRAP_ADMIN_PASSWORD', 'BOOTSTRAP_ADMIN_EMAIL', 'the first admin needs both');
    if (env.OIDC_ISSUER !== undefined) {
      const why = 'single sign-on needs it';
      both('OIDC_ISSUER', 'OIDC_CLIENT_ID', why);
      both('OIDC_ISSUER', 'OIDC_CLIENT_SECRET', why);
      both('OIDC_ISSUER', 'OIDC_ALLOWED_DOMAINS', 'single sign-on admits only the domains it names');
      const issuer = new URL(env.OIDC_ISSUER);
      if (issuer.protocol === 'http:' && !['localhost', '127.0.0.1', '[::1]'].includes(issuer.hostname)) {
        context.addIssue({
          code: 'custom',
          path: ['OIDC_ISSUER'],
          message: 'must be an https:// URL (plain http only on this machine, for tests)',
        });
      }
    }
    if (env.SESSION_IDLE_MINUTES > env.SESSION_ABSOLUTE_HOURS * 60) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_IDLE_MINUTES'],
        message: 'must not exceed SESSION_ABSOLUTE_HOURS, or it would never apply',
      });
    }
    if (env.DEVICE_SESSION_IDLE_DAYS > env.DEVICE_SESSION_ABSOLUTE_DAYS) {
      context.addIssue({
        code: 'custom',
        path: ['DEVICE_SESSION_IDLE_DAYS'],
        message: 'must not exceed DEVICE_SESSION_ABSOLUTE_DAYS, or it would never apply',
      });
    }
    if (env.RECONCILE_MIN_SECONDS > env.RECONCILE_MAX_SECONDS) {
      context.addIssue({
        code: 'custom',
        path: ['RECONCILE_MIN_SECONDS'],
        message: 'must not exceed RECONCILE_MAX_SECONDS',
      });
    }
    // A vendor may still apply a call from a dead process until that call's time-out has passed.
    if (env.IDEMPOTENCY_PENDING_TIMEOUT_SECONDS * 1000 <= env.UPSTREAM_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['IDEMPOTENCY_PENDING_TIMEOUT_SECONDS'],
        message:
          'must be longer than UPSTREAM_TIMEOUT_MS, or a retry could check the vendor while the first call is still being applied',
      });
    }
    // An in-flight call is counted at its time-out until it ends (ADR 007), so a time-out larger
    // than the background share of the time budget would keep background work out for good.
    const backgroundMs = Math.floor(env.GOVERNOR_MAX_SECONDS_PER_HOUR * 1000 * env.GOVERNOR_BACKGROUND_SHARE);
    if (Math.floor(env.GOVERNOR_MAX_CALLS_PER_HOUR * env.GOVERNOR_BACKGROUND_SHARE) < 1) {
      context.addIssue({
        code: 'custom',
        path: ['GOVERNOR_BACKGROUND_SHARE'],
        message: 'leaves no room for a single background call with GOVERNOR_MAX_CALLS_PER_HOUR as set',
      });
    }
    if (env.BULK_PEOPLE_RESERVE_CALLS >= env.GOVERNOR_MAX_CALLS_PER_HOUR) {
      context.addIssue({
        code: 'custom',
        path: ['BULK_PEOPLE_RESERVE_CALLS'],
        message: 'must be below GOVERNOR_MAX_CALLS_PER_HOUR, or a bulk change could never send a call',
      });
    }
    const reserveSeconds = env.GOVERNOR_IDLE_RESERVE_SECONDS;
    if (reserveSeconds !== undefined && reserveSeconds * 1000 < env.UPSTREAM_TIMEOUT_MS) {
      context.addIssue({
        code: 'custom',
        path: ['GOVERNOR_IDLE_RESERVE_SECONDS'],
        message: `must be at least UPSTREAM_TIMEOUT_MS (${env.UPSTREAM_TIMEOUT_MS / 1000} s): a person's write is let through only when its time-out fits`,
      });
    }
    if (reserveSeconds !== undefined && reserveSeconds > env.GOVERNOR_MAX_SECONDS_PER_HOUR) {
      context.addIssue({
        code: 'custom',
        path: ['GOVERNOR_IDLE_RESERVE_SECONDS'],
        message: 'must not exceed GOVERNOR_MAX_SECONDS_PER_HOUR',
      });
    }
    if (env.UPSTREAM_TIMEOUT_MS > backgroundMs) {
      context.addIssue({
        code: 'custom',
        path: ['UPSTREAM_TIMEOUT_MS'],
        message: `must not exceed the background share of the time budget, ${backgroundMs} ms with GOVERNOR_MAX_SECONDS_PER_HOUR and GOVERNOR_BACKGROUND_SHARE as set`,
      });
    }
  })
  .transform((env) => ({
    ...env,
    HOST: env.HOST ?? (env.UPSTREAM_BASE_URL ? '0.0.0.0' : '127.0.0.1'),
    /** Whether PUBLIC_URL was set, or is our guess (enrolment links then follow the request's address). */
    publicUrlSet: env.PUBLIC_URL !== undefined,
    PUBLIC_URL: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    /** No vendor configured means Painel runs against its embedded sandbox. */
    mode: env.UPSTREAM_BASE_URL ? ('vendor' as const) : ('sandbox' as const),
    /** Single sign-on, when OIDC_ISSUER is set (the refinement above made the rest present). */
    sso:
      env.OIDC_ISSUER && env.OIDC_CLIENT_ID && env.OIDC_CLIENT_SECRET && env.OIDC_ALLOWED_DOMAINS
        ? {
            issuer: env.OIDC_ISSUER,
            clientId: env.OIDC_CLIENT_ID,
            clientSecret: env.OIDC_CLIENT_SECRET,
            allowedDomains: env.OIDC_ALLOWED_DOMAINS,
            roleGroups: env.OIDC_ROLE_GROUPS ?? null,
            groupsClaim: env.OIDC_GROUPS_CLAIM,
            scopes: env.OIDC_SCOPES,
            ssoOnly: env.OIDC_SSO_ONLY,
            displayName: env.OIDC_DISPLAY_NAME,
            checkEveryMs: env.OIDC_SESSION_CHECK_MINUTES * 60_000,
          }
        : null,
    SECOND_FACTOR_REQUIRED_ROLES:
      env.SECOND_FACTOR_REQUIRED_ROLES ??
      (env.UPSTREAM_BASE_URL ? (['admin', 'finance'] as Role[]) : ([] as Role[])),
  }));
export type Config = z.infer<typeof configSchema>;

export class ConfigError extends Error {
  override name = 'ConfigError';
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = configSchema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const variable = issue?.path.join('.') || 'The environment';
  const message = issue?.message ?? 'is unreadable';
  // Our own messages read as a predicate ("must be ...", "is missing ..."); zod's generic ones do not.
  const predicate = /^(must|is|leaves) /.test(message) ? message : `is invalid (${message})`;
  // Never the value itself: it may be a secret (UPSTREAM_TOKEN, WEBHOOK_SECRET, a password).
  throw new ConfigError(`Painel cannot start: ${variable} ${predicate}.`);
}
