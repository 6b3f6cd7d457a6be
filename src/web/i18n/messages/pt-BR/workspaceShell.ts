import type { Dictionary } from '../../dictionary';

/**
 * The shell: its frame, and the navigation with every page's label (the first render shows them
 * all, so they live here rather than in their pages' areas).
 */
export const workspaceShellPtBR = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.navigation': 'Navegação principal',
  'shell.openNavigation': 'Abrir a navegação',
  'shell.closeNavigation': 'Fechar a navegação',
  'shell.language': 'Idioma',
  'shell.theme.useDark': 'Usar tema escuro',
  'shell.theme.useLight': 'Usar tema claro',

  'value.absent': 'não informado',
  'link.opensInNewTab': '(abre em uma nova aba)',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço {path} não corresponde a nenhuma página do Painel.',

  'nav.orders': 'Pedidos',
  'nav.budgets': 'Orçamentos',
  'nav.activity': 'Atividade',
  'adminAudit.nav': 'Auditoria',
  'adminDevices.nav': 'Painéis de parede',
  'adminSystem.nav': 'Sistema',
  'adminUsers.nav': 'Usuários',
  'board.nav.order': 'Quadro de pedidos',
  'board.nav.budget': 'Quadro de orçamentos',
  'board.nav.wallboard': 'Painel de parede',
  'shell.dataFreshness': 'Atualização dos dados',
  'shell.sessionCheckFailed': 'Não foi possível verificar a sua sessão',
  'notFound.backToOrders': 'Voltar aos pedidos',
} satisfies Dictionary;
