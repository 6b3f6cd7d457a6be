import type { TranslationOf } from '../../dictionary';
import type { accountPtBR } from '../pt-BR/account';

/** The signed-in person's own page: how they sign in (ADR 068). */
export const accountEn: TranslationOf<typeof accountPtBR> = {
  'account.title': 'My account',
  'account.intro': 'How you sign in to Painel and what protects your account.',
  'account.security.title': 'Two-step verification',
  'account.security.passkeyOnly':
    'On with a passkey: after the password, Painel asks for your passkey. You can turn on an authenticator app as well.',
  'account.security.off': 'Off: today only the password protects your account.',
  'account.security.on': 'On: at sign-in, Painel also asks for a code from the authenticator app.',
  'account.security.required': 'Your role requires two-step verification, so the app cannot be removed.',
  'account.security.replaceCodes': 'New recovery codes',
  'account.security.remove': 'Remove the app',
  'account.security.password': 'Your password',
  'account.security.passwordHint': 'To confirm it is you.',
  'account.security.wrongPassword': 'Wrong password.',
  'account.security.removeTitle': 'Remove the authenticator app?',
  'account.security.removeBody':
    'After that, only the password protects your account, and the recovery codes stop working.',
  'account.security.replaceTitle': 'Make new recovery codes?',
  'account.security.replaceBody': 'The recovery codes you have today stop working.',
  'account.security.removed': 'Authenticator app removed.',
  'account.security.enabled': 'Two-step verification turned on.',
  'account.security.loadError': 'Could not load two-step verification',
  'account.cancel': 'Cancel',
  'account.security.codesLeft': {
    '=0': 'No unused recovery code left: make new ones.',
    one: '{count} unused recovery code.',
    other: '{count} unused recovery codes.',
  },
  'account.security.badgeOn': 'On',
  'account.security.badgeOff': 'Off',
  'account.passkeys.title': 'Passkeys',
  'account.passkeys.intro':
    'Sign in to Painel with the fingerprint, face or PIN of your phone or computer, without typing the password. Each device keeps its own passkey.',
  'account.passkeys.none': 'No passkeys yet.',
  'account.passkeys.count': {
    one: '{count} passkey',
    other: '{count} passkeys',
  },
  'account.passkeys.added': 'Passkey “{name}” added.',
  'account.passkeys.created': 'Added on',
  'account.passkeys.lastUsed': 'Last used:',
  'account.passkeys.neverUsed': 'never',
  'account.passkeys.rename': 'Rename',
  'account.passkeys.renameTitle': 'Rename the passkey',
  'account.passkeys.remove': 'Remove',
  'account.passkeys.removeTitle': 'Remove the passkey?',
  'account.passkeys.removeBody':
    'The passkey “{name}” will no longer open Painel, and the sessions signed in with it end (this one too, if it was signed in with it). The device may still show it: delete it in its settings too.',
  'account.passkeys.removed': 'Passkey removed.',
  'account.passkeys.removedWithSessions': {
    one: 'Passkey removed; the session signed in with it elsewhere has ended.',
    other: 'Passkey removed; the {count} sessions signed in with it elsewhere have ended.',
  },
  'account.passkeys.removedSignedOut':
    'Passkey removed. This session was signed in with it and has ended: sign in again.',
  'account.passkeys.required':
    'Your role requires two-step verification and this passkey is your only one: add another or turn on the app before removing it.',
  'account.passkeys.loadError': 'Could not load your passkeys',
};
