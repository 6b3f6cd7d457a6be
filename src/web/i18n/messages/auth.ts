import type { Dictionary, TranslationOf } from '../dictionary';

/** Sign-in, the signed-in person and their roles. */
export const authPtBR = {
  'auth.login.title': 'Entrar',
  'auth.login.email': 'E-mail',
  'auth.login.password': 'Senha',
  'auth.login.submit': 'Entrar',
  'auth.login.failed': 'Não foi possível entrar',
  'auth.login.wrongCredentials': 'E-mail ou senha incorretos. Confira e tente de novo.',
  'auth.login.throttled': 'Muitas tentativas seguidas.',
  'auth.signOut': 'Sair',
  'auth.signOutAs': 'Sair ({name})',
  'auth.signOutFailed': 'Não foi possível sair agora. Tente de novo.',
  'auth.device': 'Dispositivo de painel',
  'auth.noRole': 'Sem papel atribuído',
  'auth.role.viewer': 'Leitura',
  'auth.role.sales': 'Vendas',
  'auth.role.finance': 'Financeiro',
  'auth.role.admin': 'Administração',
} satisfies Dictionary;

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
