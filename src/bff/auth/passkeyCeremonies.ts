import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
} from '@simplewebauthn/server';
import type { z } from 'zod';
import type {
  authenticationCredential,
  PasskeyCeremony,
  registrationCredential,
} from '../../contract/api/passkeys';
import type { PasskeyStore, StoredPasskey } from './passkeyStore';
import type { RelyingParty } from './relyingParty';

/**
 * Why a ceremony's finish was refused: its challenge is unknown, used or expired (a replay lands
 * here); the passkey is not one Painel knows (or not the caller's); or the answer does not verify
 * (another site's origin or RP ID, a bad signature, no user verification, a counter gone back).
 */
export type PasskeyRefusal = 'passkey-challenge' | 'unknown-passkey' | 'invalid-passkey';

/** A refusal names the passkey's owner when the passkey is known, so the audit says whose it was. */
type Outcome<T> = { ok: true; value: T } | { ok: false; refusal: PasskeyRefusal; ownerId?: string };

export type AssertionCeremony = 'sign-in' | 'second-step';

export interface PasskeyCeremonies {
  startRegistration(user: { id: string; email: string; name: string }): Promise<PasskeyCeremony>;
  finishRegistration(
    userId: string,
    ceremony: string,
    credential: z.output<typeof registrationCredential>,
    name: string,
  ): Promise<Outcome<StoredPasskey>>;
  /**
   * A sign-in asks for any passkey of this site (the browser lists them) with the person verified
   * on the device, since the passkey alone signs in; the second step asks for one of the person's
   * own, the password being the other factor.
   */
  startAssertion(ceremony: AssertionCeremony, userId: string | null): Promise<PasskeyCeremony>;
  finishAssertion(
    ceremony: AssertionCeremony,
    userId: string | null,
    handle: string,
    credential: z.output<typeof authenticationCredential>,
  ): Promise<Outcome<StoredPasskey>>;
}

export function createPasskeyCeremonies(passkeys: PasskeyStore, rp: RelyingParty): PasskeyCeremonies {
  return {
    async startRegistration(user) {
      const existing = await passkeys.list(user.id);
      const options = await generateRegistrationOptions({
        rpName: rp.name,
        rpID: rp.id,
        userName: user.email,
        userDisplayName: user.name,
        userID: new TextEncoder().encode(user.id),
        attestationType: 'none',
        excludeCredentials: existing.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
        authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
      });
      const ceremony = await passkeys.issueChallenge('registration', user.id, options.challenge);
      // A copy: the contract's options are a plain record, the library's an interface.
      return { ceremony, options: { ...options } };
    },

    async finishRegistration(userId, ceremony, credential, name) {
      const challenge = await passkeys.consumeChallenge(ceremony, 'registration', userId);
      if (challenge === null) return { ok: false, refusal: 'passkey-challenge' };
      let verified;
      try {
        verified = await verifyRegistrationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          requireUserVerification: true,
        });
      } catch {
        return { ok: false, refusal: 'invalid-passkey' };
      }
      if (!verified.verified) return { ok: false, refusal: 'invalid-passkey' };
      const { credential: made } = verified.registrationInfo;
      if (await passkeys.findByCredentialId(made.id)) return { ok: false, refusal: 'invalid-passkey' };
      const stored = await passkeys.add({
        userId,
        credentialId: made.id,
        publicKey: new Uint8Array(made.publicKey),
        counter: made.counter,
        transports: made.transports ?? [],
        name,
      });
      return { ok: true, value: stored };
    },

    async startAssertion(ceremony, userId) {
      const own = userId === null ? [] : await passkeys.list(userId);
      const options = await generateAuthenticationOptions({
        rpID: rp.id,
        userVerification: ceremony === 'sign-in' ? 'required' : 'preferred',
        allowCredentials: own.map((passkey) => ({
          id: passkey.credentialId,
          transports: passkey.transports,
        })),
      });
      const handle = await passkeys.issueChallenge(ceremony, userId, options.challenge);
      return { ceremony: handle, options: { ...options } };
    },

    async finishAssertion(ceremony, userId, handle, credential) {
      // The challenge goes first, whatever follows: an answer is never checked twice.
      const challenge = await passkeys.consumeChallenge(handle, ceremony, userId);
      const stored = await passkeys.findByCredentialId(credential.id);
      if (!stored || (userId !== null && stored.userId !== userId)) {
        return { ok: false, refusal: challenge === null ? 'passkey-challenge' : 'unknown-passkey' };
      }
      const ownerId = stored.userId;
      if (challenge === null) return { ok: false, refusal: 'passkey-challenge', ownerId };
      let verified;
      try {
        verified = await verifyAuthenticationResponse({
          response: credential,
          expectedChallenge: challenge,
          expectedOrigin: rp.origin,
          expectedRPID: rp.id,
          credential: {
            id: stored.credentialId,
            publicKey: stored.publicKey,
            counter: stored.counter,
            transports: stored.transports,
          },
          requireUserVerification: ceremony === 'sign-in',
        });
      } catch {
        return { ok: false, refusal: 'invalid-passkey', ownerId };
      }
      if (!verified.verified) return { ok: false, refusal: 'invalid-passkey', ownerId };
      await passkeys.recordUse(stored.id, verified.authenticationInfo.newCounter);
      return { ok: true, value: stored };
    },
  };
}
