import { z } from 'zod';
import { roleSchema } from './roles';
import { sessionResponse } from './session';

/** Six digits from the authenticator app; spaces a person types between them are ignored. */
export const totpCode = z
  .string()
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, { error: 'must be the 6 digits the app shows' }));

/** A recovery code as printed (`ABCD-EFGH-JKLM`); case, spaces and hyphens do not matter. */
export const recoveryCode = z
  .string()
  .max(64)
  .transform((value) => value.replace(/[\s-]+/g, '').toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{12}$/, { error: 'must be a recovery code of 12 letters and digits' }));

/**
 * POST /api/session answers one of these: a whole session, or the step still missing. Until that
 * step is done, the cookie it set opens only that step's routes.
 */
export const signInResponse = z.discriminatedUnion('kind', [
  ...sessionResponse.options,
  /**
   * The password was right; a code from the app (or a recovery code) or a passkey comes next,
   * whichever the person has.
   */
  z.object({ kind: z.literal('second-factor'), totp: z.boolean(), passkey: z.boolean() }),
  /** The person's role requires a second factor they have not set up: enrolment comes next. */
  z.object({ kind: z.literal('enrolment') }),
]);
export type SignInResponse = z.infer<typeof signInResponse>;

/** POST /api/session/second-factor. */
export const secondFactorRequest = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCode }),
  z.object({ method: z.literal('recovery'), code: recoveryCode }),
]);
export type SecondFactorRequest = z.input<typeof secondFactorRequest>;

/** GET /api/account/security: the caller's own second factors. */
export const accountSecurity = z.object({
  totp: z.boolean(),
  recoveryCodesLeft: z.number().int(),
  /** How many passkeys they have (each one is a second factor too). */
  passkeys: z.number().int(),
  /** A role of theirs requires a second factor, so the last one may not be removed. */
  required: z.boolean(),
});
export type AccountSecurity = z.infer<typeof accountSecurity>;

/** POST /api/account/totp: a new secret to scan; it counts once a code confirms it. */
export const totpEnrolment = z.object({
  /** Base32, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG document. */
  qrSvg: z.string(),
});
export type TotpEnrolment = z.infer<typeof totpEnrolment>;

/** POST /api/account/totp/confirm. */
export const totpConfirmRequest = z.object({ code: totpCode });

/** The recovery codes, shown this once: Painel keeps only their hashes. */
export const recoveryCodesResponse = z.object({ codes: z.array(z.string()) });
export type RecoveryCodesResponse = z.infer<typeof recoveryCodesResponse>;

/** Removing the app or replacing the recovery codes asks for the password again. */
export const passwordConfirmation = z.object({ password: z.string().min(1).max(1024) });

/** GET/PUT /api/admin/settings/second-factor. */
export const secondFactorSettings = z.object({
  requiredRoles: z
    .array(roleSchema)
    .refine((roles) => new Set(roles).size === roles.length, { error: 'must name each role once' }),
});
export type SecondFactorSettings = z.infer<typeof secondFactorSettings>;
