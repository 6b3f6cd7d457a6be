import type { Dictionary } from '../../dictionary';

/**
 * The shell: its frame, and the navigation with every page's label (the first render shows them
 * all, so they live here rather than in their pages' areas).
 */
export const workspaceShellPtBR = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.navigation': 'Navegação principal',
  'field.password.show': 'Mostrar o texto digitado',
  'field.password.hide': 'Ocultar o texto digitado',
  'shell.publicUrl.title': 'Este endereço não é o PUBLIC_URL configurado',
  'shell.publicUrl.body':
    'Você está em {current}, mas PUBLIC_URL é {configured}. Os links de cadastro de painéis de parede levam a {configured}. Acesse o Painel por esse endereço ou corrija PUBLIC_URL.',
  'shell.openNavigation': 'Abrir a navegação',
  'shell.closeNavigation': 'Fechar a navegação',
  'shell.language': 'Idioma',
  'shell.theme.useDark': 'Usar tema escuro',
  'shell.theme.useLight': 'Usar tema claro',

  'value.absent': 'não informado',
  'value.stalled': 'Parado',
  'value.stalledShort': '{count} d',
  'value.stalledFor': { one: 'Parado há {count} dia', other: 'Parado há {count} dias' },
  'value.stalledForMore': { one: 'Parado há mais de {count} dia', other: 'Parado há mais de {count} dias' },
  'value.stalledShortMore': '+{count} d',
  'value.sinceBefore': 'antes de {date}',
  'value.sinceBeforeHint':
    'O Painel encontrou o pedido já neste status; pela última atualização do fornecedor, o status começou no máximo nesta data.',
  'link.opensInNewTab': '(abre em uma nova aba)',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço {path} não corresponde a nenhuma página do Painel.',

  'nav.orders': 'Pedidos',
  'nav.budgets': 'Orçamentos',
  'nav.home': 'Início',
  'nav.activity': 'Atividade',
  'nav.insights': 'Indicadores',
  'nav.group.work': 'Trabalho',
  'nav.group.admin': 'Administração',
  'adminAudit.nav': 'Auditoria',
  'adminCustomFields.nav': 'Campos personalizados',
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
