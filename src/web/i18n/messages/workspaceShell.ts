import type { Dictionary, TranslationOf } from '../dictionary';

/** The signed-in shell's navigation and frame (the shell's first keys live in pt-BR.ts). */
export const workspaceShellPtBR = {
  'nav.orders': 'Pedidos',
  'nav.budgets': 'Orçamentos',
  'nav.activity': 'Atividade',
  'nav.group.work': 'Trabalho',
  'nav.group.admin': 'Administração',
  'shell.dataFreshness': 'Atualização dos dados',
  'shell.sessionCheckFailed': 'Não foi possível verificar a sua sessão',
  'notFound.backToOrders': 'Voltar aos pedidos',
} satisfies Dictionary;

export const workspaceShellEn: TranslationOf<typeof workspaceShellPtBR> = {
  'nav.orders': 'Orders',
  'nav.budgets': 'Budgets',
  'nav.activity': 'Activity',
  'nav.group.work': 'Work',
  'nav.group.admin': 'Administration',
  'shell.dataFreshness': 'Data freshness',
  'shell.sessionCheckFailed': 'Your session could not be checked',
  'notFound.backToOrders': 'Back to the orders',
};
