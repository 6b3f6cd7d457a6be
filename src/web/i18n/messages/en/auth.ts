import type { TranslationOf } from '../../dictionary';
import type { authPtBR } from '../pt-BR/auth';

/** Sign-in, the signed-in person and their roles. */
export const authEn: TranslationOf<typeof authPtBR> = {
  'auth.login.title': 'Sign in',
  'auth.login.email': 'E-mail',
  'auth.login.password': 'Password',
  'auth.login.submit': 'Sign in',
  'auth.login.failed': 'Could not sign in',
  'auth.login.wrongCredentials': 'Wrong e-mail or password. Check them and try again.',
  'auth.login.throttled': 'Too many attempts in a row.',
  'auth.signOut': 'Sign out',
  'auth.signOutAs': 'Sign out ({name})',
  'auth.signOutFailed': 'Could not sign out just now. Try again.',
  'auth.device': 'Wallboard device',
  'auth.noRole': 'No role assigned',
  'auth.role.viewer': 'Viewer',
  'auth.role.sales': 'Sales',
  'auth.role.finance': 'Finance',
  'auth.role.admin': 'Administrator',
};
