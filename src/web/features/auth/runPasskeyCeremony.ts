import {
  browserSupportsWebAuthn,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  startAuthentication,
  startRegistration,
  WebAuthnError,
} from '@simplewebauthn/browser';
import type { PasskeyCeremony } from '../../../contract/api/passkeys';
import { ApiError } from '../../lib/fetchJson';

/** Why a passkey did not work, as a person can act on it. */
export type PasskeyFailure = 'unsupported' | 'cancelled' | 'already-added' | 'not-recognised' | 'other';

export class PasskeyCeremonyError extends Error {
  constructor(readonly failure: PasskeyFailure) {
    super(failure);
  }
}

// The contract names only the challenge of the options; the BFF made the rest with
// @simplewebauthn/server, whose JSON this library reads.
const creationOptions = (ceremony: PasskeyCeremony) =>
  ceremony.options as unknown as PublicKeyCredentialCreationOptionsJSON;
const requestOptions = (ceremony: PasskeyCeremony) =>
  ceremony.options as unknown as PublicKeyCredentialRequestOptionsJSON;

/** The browser's answer as the contract sends it: its extension results a plain record. */
function asSent<T extends { clientExtensionResults: object }>(
  answer: T,
): Omit<T, 'clientExtensionResults'> & { clientExtensionResults: Record<string, unknown> } {
  const clientExtensionResults: Record<string, unknown> = { ...answer.clientExtensionResults };
  return { ...answer, clientExtensionResults };
}

function failureOf(error: unknown): PasskeyFailure {
  if (error instanceof WebAuthnError && error.code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED')
    return 'already-added';
  // Browsers answer NotAllowedError both when the person cancels and when the prompt times out.
  if (error instanceof Error && (error.name === 'NotAllowedError' || error.name === 'AbortError'))
    return 'cancelled';
  return 'other';
}

/** Before asking Painel for a challenge: a browser without passkeys is told so at once. */
export function requirePasskeySupport(): void {
  if (!browserSupportsWebAuthn()) throw new PasskeyCeremonyError('unsupported');
}

/** Has the browser make a passkey for these options. */
export async function createPasskey(ceremony: PasskeyCeremony) {
  requirePasskeySupport();
  try {
    return asSent(await startRegistration({ optionsJSON: creationOptions(ceremony) }));
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}

/** Has the browser sign the challenge with one of the person's passkeys. */
export async function signWithPasskey(ceremony: PasskeyCeremony) {
  requirePasskeySupport();
  try {
    return asSent(await startAuthentication({ optionsJSON: requestOptions(ceremony) }));
  } catch (error) {
    throw new PasskeyCeremonyError(failureOf(error));
  }
}

/** A refusal of the BFF's, told apart from the browser's. */
export function passkeyFailureOf(error: unknown): PasskeyFailure | 'throttled' | 'expired' | null {
  if (error instanceof PasskeyCeremonyError) return error.failure;
  if (error instanceof ApiError && error.status === 429) return 'throttled';
  if (error instanceof ApiError && error.code === 'unauthenticated') return 'expired';
  if (error instanceof ApiError && error.code === 'passkey_refused') return 'not-recognised';
  return null;
}
