import type { Dictionary } from '../../dictionary';

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
