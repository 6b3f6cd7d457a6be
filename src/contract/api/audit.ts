import { z } from 'zod';
import { roleSchema } from './roles';

const instant = z.iso.datetime({ offset: true });

export const auditActorKind = z.enum(['user', 'device', 'anonymous', 'system', 'operator']);
export const auditOutcome = z.enum(['ok', 'refused', 'failed']);

/**
 * What an entry records, as a person would say it: one event per action the log knows (a user's
 * update split by what changed), `other` for an action it does not know (shown as received).
 */
export const auditEvent = z.enum([
  'signIn',
  'signInRefused',
  'signOut',
  'sessionEnded',
  'userCreated',
  'userRenamed',
  'userRolesChanged',
  'userDisabled',
  'userEnabled',
  'userChanged',
  'passwordSet',
  'userSessionsEnded',
  'deviceIssued',
  'deviceCodeReissued',
  'deviceRevoked',
  'deviceEnrolled',
  'deviceEnrolRefused',
  'requestPaymentUpdated',
  'responsibleChanged',
  'bulkResponsibleStarted',
  'bulkCancelled',
  'paymentRecordUpdated',
  'paymentRecordDeleted',
  'vendorCallsResumed',
  'customFieldNamed',
  'customFieldNameRemoved',
  'signInPasswordAccepted',
  'signInWithRecoveryCode',
  'totpEnabled',
  'totpRemoved',
  'recoveryCodesReplaced',
  'secondFactorRolesChanged',
  'signInWithPasskey',
  'passkeyAdded',
  'passkeyAddRefused',
  'passkeyRenamed',
  'passkeyRemoved',
  'signInWithSso',
  'ssoLinked',
  'ssoAccountCreated',
  'ssoRolesChanged',
  'sessionEndedByIdp',
  'other',
]);
export type AuditEvent = z.infer<typeof auditEvent>;

/** Why a sign-in was refused. */
export const signInRefusal = z.enum([
  'wrongPassword',
  'accountDisabled',
  'unknownAccount',
  'throttled',
  'wrongCode',
  'reusedCode',
  'wrongRecoveryCode',
  'passkeyExpired',
  'passkeyUnknown',
  'passkeyInvalid',
  'ssoExpired',
  'ssoWrongState',
  'ssoWrongNonce',
  'ssoProviderRefused',
  'ssoProviderUnavailable',
  'ssoEmailUnverified',
  'ssoDomainNotAllowed',
  'ssoNoMappedGroup',
  'ssoNoAccount',
  'ssoLinkedElsewhere',
  'ssoOnly',
]);
export type SignInRefusal = z.infer<typeof signInRefusal>;

/** The parts of an entry's sentence, read from its action and details by the BFF; the SPA words them. */
export const auditDescription = z.object({
  event: auditEvent,
  /** Whom or what the action was about: a person's or wallboard's name, a request or payment code. */
  subject: z.string().nullable(),
  requestType: z.enum(['order', 'budget']).nullable(),
  reason: signInRefusal.nullable(),
  /** The roles a user was given (on creation or a change of roles). */
  roles: z.array(roleSchema).nullable(),
  /** How many sessions the action ended. */
  count: z.number().int().nullable(),
  /** The new value where the sentence says it (the new responsible's e-mail, a passkey's new name). */
  to: z.string().nullable(),
  /** What a half-done sign-in asked next: the code, or setting up a second factor. */
  next: z.enum(['secondFactor', 'enrolment']).nullable(),
});
export type AuditDescription = z.infer<typeof auditDescription>;

/** One line of the audit log. `details` holds what changed, attachments and the vendor's answer. */
export const auditEntry = z.object({
  id: z.number().int(),
  at: instant,
  action: z.string(),
  actor: z.object({
    kind: auditActorKind,
    id: z.uuid().nullable(),
    label: z.string().nullable(),
    /** A person's or wallboard's name as it is now (the label is the e-mail at the time). */
    name: z.string().nullable(),
  }),
  requestId: z.string().nullable(),
  requestCode: z.string().nullable(),
  target: z.string().nullable(),
  outcome: auditOutcome,
  address: z.string().nullable(),
  details: z.record(z.string(), z.unknown()),
  description: auditDescription,
});
export type AuditEntry = z.infer<typeof auditEntry>;

/** GET /api/admin/audit: newest first, filtered, paged by an opaque cursor. */
export const auditQuery = z.object({
  /** The actor's id, or their e-mail / device name (exact, case-insensitive). */
  actor: z.string().trim().min(1).max(254).optional(),
  /** An action (`session.login`) or a family of them (`session.`, ending with a dot). */
  action: z.string().trim().min(1).max(80).optional(),
  /** The vendor's budget or order code. */
  requestCode: z.string().trim().min(1).max(80).optional(),
  /** Painel's own request id (the x-request-id of the call). */
  requestId: z.string().trim().min(1).max(64).optional(),
  from: instant.optional(),
  to: instant.optional(),
  before: z
    .string()
    .regex(/^\d{1,18}$/)
    .optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
});
export type AuditQuery = z.output<typeof auditQuery>;

export const auditPage = z.object({
  entries: z.array(auditEntry),
  /** Pass as `before` for the next, older page; null at the end. */
  nextCursor: z.string().nullable(),
});
export type AuditPage = z.infer<typeof auditPage>;
