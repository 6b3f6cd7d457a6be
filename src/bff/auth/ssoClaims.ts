import type { Role } from '../../contract/api/roles';
import { SECURITY_PROBLEM_CODES, type SsoPageKey } from '../../contract/api/session';
import { HttpProblem } from '../http/problem';
import type { SsoSettings } from './ssoProvider';

/** Why a sign-in at the identity provider was refused; the audit names it, the sign-in page words it. */
export type SsoRefusal =
  | 'attempt-unknown'
  | 'wrong-state'
  | 'wrong-nonce'
  | 'idp-refused'
  | 'idp-unavailable'
  | 'email-unverified'
  | 'domain-not-allowed'
  | 'no-mapped-group'
  | 'no-account'
  | 'linked-elsewhere'
  | 'account-disabled';

/** What the sign-in page says for each refusal (`/login?sso=<key>`): no protocol detail leaves. */
export const SSO_PAGE_KEY: Record<SsoRefusal, SsoPageKey> = {
  'attempt-unknown': 'expired',
  'wrong-state': 'expired',
  'wrong-nonce': 'expired',
  'idp-refused': 'cancelled',
  'idp-unavailable': 'unavailable',
  'email-unverified': 'unverified',
  'domain-not-allowed': 'domain',
  'no-mapped-group': 'no-role',
  'no-account': 'no-account',
  'linked-elsewhere': 'linked',
  'account-disabled': 'disabled',
};

export interface IdpPerson {
  subject: string;
  email: string;
  name: string;
  /** Painel's roles from the person's groups; null when no map is configured (an admin assigns roles). */
  roles: Role[] | null;
}

/**
 * Reads who the provider says signed in. The e-mail counts only when the provider says it verified
 * it, and only in an allowed domain; with a group map, at least one group must map to a role.
 */
export function readIdpPerson(
  settings: SsoSettings,
  claims: Record<string, unknown>,
): { ok: true; person: IdpPerson } | { ok: false; refusal: SsoRefusal } {
  const subject = typeof claims.sub === 'string' ? claims.sub : '';
  const email = typeof claims.email === 'string' ? claims.email.trim().toLowerCase() : '';
  if (subject === '' || email === '' || claims.email_verified !== true) {
    return { ok: false, refusal: 'email-unverified' };
  }
  const domain = email.slice(email.lastIndexOf('@') + 1);
  if (!settings.allowedDomains.includes(domain)) return { ok: false, refusal: 'domain-not-allowed' };
  const name = typeof claims.name === 'string' && claims.name.trim() !== '' ? claims.name.trim() : email;
  if (!settings.roleGroups) return { ok: true, person: { subject, email, name, roles: null } };
  const groups = claims[settings.groupsClaim];
  const roles = new Set<Role>();
  for (const group of Array.isArray(groups) ? groups : []) {
    const role = typeof group === 'string' ? settings.roleGroups.get(group) : undefined;
    if (role) roles.add(role);
  }
  if (roles.size === 0) return { ok: false, refusal: 'no-mapped-group' };
  return { ok: true, person: { subject, email, name, roles: [...roles].sort() } };
}

/** Tells a refused exchange apart by the check that failed, for the audit. */
export function refusalOfExchangeError(error: unknown): SsoRefusal {
  // openid-client words its own message and keeps oauth4webapi's, which names the check, as cause.
  const cause = error instanceof Error ? error.cause : undefined;
  const message = [error, cause].map((each) => (each instanceof Error ? each.message : '')).join(' ');
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'OAUTH_INVALID_RESPONSE' && message.includes('"state"')) return 'wrong-state';
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && message.includes('"nonce"')) return 'wrong-nonce';
  if (error instanceof TypeError) return 'idp-unavailable';
  return 'idp-refused';
}

/**
 * With OIDC_SSO_ONLY, an e-mail of an allowed domain signs in only at the identity provider, so
 * that disabling someone there ends their way in here (a password or passkey would bypass it).
 * The bootstrap admin keeps the password: an outage of the provider must not lock admins out.
 */
export function signsInOnlyWithSso(
  config: { sso: SsoSettings | null; BOOTSTRAP_ADMIN_EMAIL?: string | undefined },
  email: string,
): boolean {
  if (!config.sso?.ssoOnly) return false;
  const normalised = email.trim().toLowerCase();
  if (config.BOOTSTRAP_ADMIN_EMAIL && normalised === config.BOOTSTRAP_ADMIN_EMAIL.trim().toLowerCase()) {
    return false;
  }
  return config.sso.allowedDomains.includes(normalised.slice(normalised.lastIndexOf('@') + 1));
}

/** The answer to a password (or passkey) for an e-mail that signs in only with the company's accounts. */
export function ssoRequired(config: { sso: SsoSettings | null }): HttpProblem {
  const name = config.sso?.displayName ?? 'SSO';
  return new HttpProblem({
    status: 401,
    code: SECURITY_PROBLEM_CODES.ssoRequired,
    detail: `This e-mail signs in with the company's accounts: use the button "Sign in with ${name}".`,
  });
}
