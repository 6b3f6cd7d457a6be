import {
  type AuditDescription,
  type AuditEvent,
  type SignInRefusal,
  signInRefusal,
} from '../../contract/api/audit';
import { type Role, roleSchema } from '../../contract/api/roles';
import type { StoredAuditEntry } from './auditLog';

/** Today's names of the people and wallboards an entry may mention, by id. */
export interface AuditNames {
  user(id: string): string | null;
  device(id: string): string | null;
}

const REFUSALS: Record<string, SignInRefusal> = {
  'wrong-password': 'wrongPassword',
  'account-disabled': 'accountDisabled',
  'unknown-account': 'unknownAccount',
  throttled: 'throttled',
  'wrong-code': 'wrongCode',
  'reused-code': 'reusedCode',
  'wrong-recovery-code': 'wrongRecoveryCode',
  'passkey-challenge': 'passkeyExpired',
  'unknown-passkey': 'passkeyUnknown',
  'invalid-passkey': 'passkeyInvalid',
  'attempt-unknown': 'ssoExpired',
  'wrong-state': 'ssoWrongState',
  'wrong-nonce': 'ssoWrongNonce',
  'idp-refused': 'ssoProviderRefused',
  'idp-unavailable': 'ssoProviderUnavailable',
  'email-unverified': 'ssoEmailUnverified',
  'domain-not-allowed': 'ssoDomainNotAllowed',
  'no-mapped-group': 'ssoNoMappedGroup',
  'no-account': 'ssoNoAccount',
  'linked-elsewhere': 'ssoLinkedElsewhere',
  'sso-only': 'ssoOnly',
};

function record(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : null;
}

function roles(value: unknown): Role[] | null {
  if (!Array.isArray(value)) return null;
  const known = value.flatMap((role) => {
    const parsed = roleSchema.safeParse(role);
    return parsed.success ? [parsed.data] : [];
  });
  return known.length > 0 ? known : null;
}

function count(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

/** `user:<id>` → the id, for the target's kind asked; null for any other target. */
function targetId(target: string | null, kind: 'user' | 'device' | 'payment'): string | null {
  return target?.startsWith(`${kind}:`) ? target.slice(kind.length + 1) || null : null;
}

/** A user's update, told by what changed: the web's `changes` ({ from, to }) or the command line's `change`. */
function userUpdate(details: Record<string, unknown>): { event: AuditEvent; roles: Role[] | null } {
  const changes = record(details.changes);
  const change = record(details.change);
  const to = (key: string): unknown => (key in changes ? record(changes[key]).to : change[key]);
  const changed = ['name', 'roles', 'disabled'].filter((key) => to(key) !== undefined);
  if (changed.length !== 1) return { event: 'userChanged', roles: null };
  const [only] = changed;
  if (only === 'disabled')
    return { event: to('disabled') === true ? 'userDisabled' : 'userEnabled', roles: null };
  if (only === 'roles') return { event: 'userRolesChanged', roles: roles(to('roles')) };
  return { event: 'userRenamed', roles: null };
}

/**
 * What an audit entry records, in parts a sentence is made of ("Criou o usuário Ana Souza"): the
 * action read with its outcome and details, the people and wallboards named as they are called
 * today (an account's name, else its e-mail at the time). Entries written before a detail existed
 * still read: a part the entry does not hold is null, an action this does not know is `other`.
 */
export function describeAuditEntry(entry: StoredAuditEntry, names: AuditNames): AuditDescription {
  const details = record(entry.details);
  const userId = targetId(entry.target, 'user');
  const deviceId = targetId(entry.target, 'device');
  const userName = () => (userId ? names.user(userId) : null) ?? text(details.name) ?? text(details.email);
  const deviceName = () => (deviceId ? names.device(deviceId) : null) ?? text(details.name);
  const requestType = /^request:(order|budget):/.exec(entry.target ?? '')?.[1] as
    'order' | 'budget' | undefined;
  const base: AuditDescription = {
    event: 'other',
    subject: null,
    requestType: requestType ?? null,
    reason: null,
    roles: null,
    count: null,
    to: null,
    next: null,
  };
  const changed = record(details.changed);

  switch (entry.action) {
    case 'session.login':
      if (details.secondFactor === 'recovery-code') return { ...base, event: 'signInWithRecoveryCode' };
      if (details.method === 'sso') return { ...base, event: 'signInWithSso' };
      return details.method === 'passkey' || details.secondFactor === 'passkey'
        ? { ...base, event: 'signInWithPasskey' }
        : { ...base, event: 'signIn' };
    case 'session.password_accepted':
      return {
        ...base,
        event: 'signInPasswordAccepted',
        next: details.next === 'enrolment' ? 'enrolment' : 'secondFactor',
      };
    case 'account.totp_enable':
      return { ...base, event: 'totpEnabled', subject: userName() };
    case 'account.totp_remove':
      return { ...base, event: 'totpRemoved', subject: userName() };
    case 'account.recovery_codes_replace':
      return { ...base, event: 'recoveryCodesReplaced', subject: userName() };
    case 'account.passkey_add':
      return entry.outcome === 'ok'
        ? { ...base, event: 'passkeyAdded', subject: text(details.name) }
        : { ...base, event: 'passkeyAddRefused' };
    case 'account.passkey_rename':
      return { ...base, event: 'passkeyRenamed', subject: text(details.from), to: text(details.name) };
    case 'account.passkey_remove':
      return {
        ...base,
        event: 'passkeyRemoved',
        subject: text(details.name),
        count: count(details.sessionsEnded),
      };
    case 'settings.second_factor': {
      const required = Array.isArray(details.roles) ? roles(details.roles) : null;
      return { ...base, event: 'secondFactorRolesChanged', roles: required };
    }
    case 'session.login_failed': {
      const reason = signInRefusal.safeParse(REFUSALS[String(details.reason)]);
      return { ...base, event: 'signInRefused', reason: reason.success ? reason.data : null };
    }
    case 'session.logout':
      return { ...base, event: 'signOut' };
    case 'session.end': {
      const owner = text(details.userId);
      const device = text(details.deviceId);
      const subject = (owner ? names.user(owner) : null) ?? (device ? names.device(device) : null);
      return { ...base, event: 'sessionEnded', subject };
    }
    case 'user.create':
      return { ...base, event: 'userCreated', subject: userName(), roles: roles(details.roles) };
    case 'user.update':
      return { ...base, ...userUpdate(details), subject: userName() };
    case 'user.password_set':
      return { ...base, event: 'passwordSet', subject: userName() };
    case 'user.sessions_end':
      return {
        ...base,
        event: 'userSessionsEnded',
        subject: userName(),
        count: count(details.sessionsEnded),
      };
    case 'device.issue':
      return { ...base, event: 'deviceIssued', subject: deviceName() };
    case 'device.reissue':
      return { ...base, event: 'deviceCodeReissued', subject: deviceName() };
    case 'device.revoke':
      return { ...base, event: 'deviceRevoked', subject: deviceName() };
    case 'device.enrol':
      return entry.outcome === 'ok'
        ? { ...base, event: 'deviceEnrolled', subject: deviceName() ?? entry.actor.label }
        : { ...base, event: 'deviceEnrolRefused' };
    case 'request.payment.update':
      return { ...base, event: 'requestPaymentUpdated', subject: entry.requestCode, requestType: 'order' };
    case 'request.responsible.change':
      return { ...base, event: 'responsibleChanged', subject: entry.requestCode, to: text(changed.email) };
    case 'bulk.responsible.start':
      return {
        ...base,
        event: 'bulkResponsibleStarted',
        subject: text(details.name) ?? text(details.email),
        count: count(details.count),
      };
    case 'bulk.cancel':
      return { ...base, event: 'bulkCancelled', subject: text(details.name), count: count(details.count) };
    case 'payment.update':
      return { ...base, event: 'paymentRecordUpdated', subject: targetId(entry.target, 'payment') };
    case 'payment.delete':
      return { ...base, event: 'paymentRecordDeleted', subject: targetId(entry.target, 'payment') };
    case 'governor.reset':
      return { ...base, event: 'vendorCallsResumed' };
    case 'custom_field.update':
      return {
        ...base,
        event: 'customFieldNamed',
        subject: text(details.key),
        to: text(record(details.to).name),
      };
    case 'sso.linked':
      return { ...base, event: 'ssoLinked', subject: userName() };
    case 'sso.account_created':
      return { ...base, event: 'ssoAccountCreated', subject: userName(), roles: roles(details.roles) };
    case 'sso.roles_changed':
      return { ...base, event: 'ssoRolesChanged', subject: userName(), roles: roles(details.to) };
    case 'session.ended_by_idp':
      return { ...base, event: 'sessionEndedByIdp' };
    case 'custom_field.clear':
      // The name it had: the sentence speaks of names; the key stays in the details.
      return {
        ...base,
        event: 'customFieldNameRemoved',
        subject: text(record(details.from).name) ?? text(details.key),
      };
    default:
      return base;
  }
}

/** An actor's name as it is now: a person's account name (else null: the label says who), a wallboard's. */
export function actorName(entry: StoredAuditEntry, names: AuditNames): string | null {
  const { kind, id } = entry.actor;
  if (!id) return null;
  if (kind === 'user' || kind === 'anonymous') return names.user(id);
  if (kind === 'device') return names.device(id);
  return null;
}
