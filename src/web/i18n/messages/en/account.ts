import type { TranslationOf } from '../../dictionary';
import type { accountPtBR } from '../pt-BR/account';

/** The signed-in person's own page: how they sign in (ADR 068). */
export const accountEn: TranslationOf<typeof accountPtBR> = {
  'account.title': 'My account',
  'account.intro': 'How you sign in to Painel and what protects your account.',
  'account.security.title': 'Two-step verification',
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
};
