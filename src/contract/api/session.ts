import { z } from 'zod';
import { roleSchema } from './roles';

/**
 * Every state-changing call must carry this header with this value (and a same-origin `Origin`).
 * A cross-site form or image cannot set a custom header, and a cross-site script that tries is
 * stopped by CORS preflight, which Painel never answers.
 */
export const CSRF_HEADER = 'x-csrf';
export const CSRF_HEADER_VALUE = '1';

/**
 * The stable `code`s of the problems the security layer and its routes answer, so the SPA can
 * switch on them (send to sign-in on `unauthenticated`, say "wait" on `too_many_attempts`).
 */
export const SECURITY_PROBLEM_CODES = {
  /** No session, or it ended (time-out, sign-out, disabled account, changed roles): sign in again. */
  unauthenticated: 'unauthenticated',
  /** Signed in, but no role of the caller's is one the route admits (or a device tried to write). */
  forbidden: 'forbidden',
  /** A state-changing call without `X-CSRF: 1` or from a foreign origin. */
  antiForgery: 'anti_forgery',
  /** Sign-in refused; deliberately the same for an unknown e-mail, a wrong password, a disabled account. */
  invalidCredentials: 'invalid_credentials',
  /** Too many sign-in attempts for this account or from this address; `retryAt` says when. */
  tooManyAttempts: 'too_many_attempts',
  invalidEnrolmentCode: 'invalid_enrolment_code',
  webhookUnauthorized: 'webhook_unauthorized',
  emailTaken: 'email_taken',
  /** The change would leave no enabled admin. */
  lastAdmin: 'last_admin',
  userNotFound: 'user_not_found',
  sessionNotFound: 'session_not_found',
  deviceNotFound: 'device_not_found',
  unsupportedMediaType: 'unsupported_media_type',
  /** The second step's code is wrong, used already, or its recovery code was spent. */
  invalidSecondFactor: 'invalid_second_factor',
  /** A role of the person's requires a second factor: the last one may not be removed. */
  secondFactorRequired: 'second_factor_required',
  /** The account already has an authenticator app; remove it before setting up another. */
  totpAlreadyEnabled: 'totp_already_enabled',
  /**
   * A passkey was refused: its ceremony is unknown, used or expired, the passkey is not known
   * here, or its answer does not verify for this site.
   */
  passkeyRefused: 'passkey_refused',
  passkeyNotFound: 'passkey_not_found',
  /** The e-mail's domain signs in only with the company's accounts (single sign-on, ADR 095). */
  ssoRequired: 'sso_required',
  /** Single sign-on is not configured here. */
  ssoNotConfigured: 'sso_not_configured',
} as const;

/**
 * GET /api/session/sso: whether the sign-in page offers the company's accounts, under which name
 * ("Google Workspace"). `name` is null when single sign-on is not configured.
 */
export const ssoOffer = z.object({ name: z.string().nullable() });
export type SsoOffer = z.infer<typeof ssoOffer>;

/** Why `/api/session/sso/callback` sent the person back to the sign-in page (`/login?sso=<key>`). */
export const SSO_PAGE_KEYS = [
  'expired',
  'cancelled',
  'unavailable',
  'unverified',
  'domain',
  'no-role',
  'no-account',
  'linked',
  'disabled',
] as const;
export type SsoPageKey = (typeof SSO_PAGE_KEYS)[number];

const instant = z.iso.datetime({ offset: true });

/** A person as the SPA sees themself. */
export const sessionUser = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  roles: z.array(roleSchema),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** POST /api/session. The e-mail's format is not checked: a wrong one simply does not sign in. */
export const loginRequest = z.object({
  email: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(1024),
});
export type LoginRequest = z.infer<typeof loginRequest>;

const sessionTimes = {
  /** The absolute time-out: the session ends then, however active. */
  expiresAt: instant,
  /** The session ends after this long without a request. */
  idleTimeoutSeconds: z.number().int(),
};

/** GET /api/session (and the answer to signing in or enrolling): who is calling. */
export const sessionResponse = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('user'), user: sessionUser, ...sessionTimes }),
  z.object({
    kind: z.literal('device'),
    device: z.object({ id: z.uuid(), name: z.string() }),
    ...sessionTimes,
  }),
]);
export type SessionResponse = z.infer<typeof sessionResponse>;

/** POST /api/session/device: a wallboard trades its one-time enrolment code for a device session. */
export const deviceEnrolRequest = z.object({
  code: z.string().min(16).max(128),
});
export type DeviceEnrolRequest = z.infer<typeof deviceEnrolRequest>;

/**
 * The browser and system a session's user agent names, as the BFF read them (ADR 064): proper
 * names ("Chrome", "Windows") that read the same in every language, the version its major number.
 * Each is null where the user agent does not say; the whole is null without a user agent.
 */
export const sessionClient = z.object({
  browser: z.string().nullable(),
  version: z.string().nullable(),
  os: z.string().nullable(),
});
export type SessionClient = z.infer<typeof sessionClient>;

/** One live session, as an admin lists them (never the session's secret). */
export const adminSession = z.object({
  id: z.uuid(),
  kind: z.enum(['user', 'device']),
  user: z.object({ id: z.uuid(), email: z.string() }).nullable(),
  device: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  createdAt: instant,
  lastSeenAt: instant,
  expiresAt: instant,
  address: z.string().nullable(),
  /** The raw header, for the admin who needs it; people read `client`. */
  userAgent: z.string().nullable(),
  client: sessionClient.nullable(),
  /** The session this very request came with. */
  current: z.boolean(),
});
export type AdminSession = z.infer<typeof adminSession>;

/** GET /api/admin/sessions. */
export const adminSessionsResponse = z.object({ sessions: z.array(adminSession) });
export type AdminSessionsResponse = z.infer<typeof adminSessionsResponse>;

/** DELETE /api/admin/users/:id/sessions. */
export const endedSessionsResponse = z.object({ ended: z.number().int() });
export type EndedSessionsResponse = z.infer<typeof endedSessionsResponse>;
