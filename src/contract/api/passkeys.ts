import { z } from 'zod';

const instant = z.iso.datetime({ offset: true });
const base64url = z
  .string()
  .max(8192)
  .regex(/^[A-Za-z0-9_-]*$/, { error: 'must be base64url' });

/** A name the person gives a passkey ("Notebook do trabalho"); spaces around it do not count. */
export const passkeyName = z.string().trim().min(1).max(60);

/**
 * What the browser's WebAuthn call needs, as @simplewebauthn/server made it. Only the challenge is
 * named here: the browser library reads the rest, and the BFF never reads it back.
 */
const ceremonyOptions = z.looseObject({ challenge: base64url });

/** Every passkey ceremony starts with one of these; its finish names `ceremony` again. */
export const passkeyCeremony = z.object({
  /** The challenge's handle: it can be used once, within five minutes. */
  ceremony: z.uuid(),
  options: ceremonyOptions,
});
export type PasskeyCeremony = z.infer<typeof passkeyCeremony>;

/** The browser's answer to creating a passkey (its JSON form). */
export const registrationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    attestationObject: base64url,
    authenticatorData: base64url.optional(),
    transports: z.array(z.string().max(32)).max(16).optional(),
    publicKeyAlgorithm: z.number().int().optional(),
    publicKey: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/** The browser's answer to signing a challenge with a passkey (its JSON form). */
export const authenticationCredential = z.object({
  id: base64url,
  rawId: base64url,
  type: z.literal('public-key'),
  response: z.object({
    clientDataJSON: base64url,
    authenticatorData: base64url,
    signature: base64url,
    userHandle: base64url.optional(),
  }),
  authenticatorAttachment: z.enum(['platform', 'cross-platform']).optional(),
  clientExtensionResults: z.looseObject({}),
});

/**
 * POST /api/account/passkeys/options. A whole session asks for the password again: a passkey
 * signs in on its own, so a borrowed session must not be able to add one. The enrolment step of
 * a sign-in has just checked it.
 */
export const passkeyRegistrationStart = z.object({ password: z.string().min(1).max(1024).optional() });

/** POST /api/account/passkeys. */
export const passkeyRegistrationFinish = z.object({
  ceremony: z.uuid(),
  name: passkeyName,
  credential: registrationCredential,
});

/** POST /api/session/passkey and POST /api/session/second-factor/passkey. */
export const passkeyAssertion = z.object({
  ceremony: z.uuid(),
  credential: authenticationCredential,
});

/** One of the caller's passkeys, as their account page lists it (never the key itself). */
export const passkeySummary = z.object({
  id: z.uuid(),
  name: z.string(),
  createdAt: instant,
  lastUsedAt: instant.nullable(),
});
export type PasskeySummary = z.infer<typeof passkeySummary>;

/** GET /api/account/passkeys. */
export const passkeyList = z.object({ passkeys: z.array(passkeySummary) });

export const passkeyIdParams = z.object({ id: z.uuid() });

/** PATCH /api/account/passkeys/:id. */
export const passkeyRename = z.object({ name: passkeyName });

/** POST /api/account/passkeys/:id/remove: the password again, as for removing the app. */
export const passkeyRemoval = z.object({ password: z.string().min(1).max(1024) });

/**
 * The answer to a removal: how many sessions the passkey had signed in, now ended (ADR 096), and
 * whether the caller's own was one of them, so the page can say why it is back at the sign-in.
 */
export const passkeyRemoved = z.object({
  sessionsEnded: z.number().int().min(0),
  signedOut: z.boolean(),
});
export type PasskeyRemoved = z.infer<typeof passkeyRemoved>;
