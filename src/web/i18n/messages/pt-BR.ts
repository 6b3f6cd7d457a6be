import type { Dictionary, TranslationOf } from '../dictionary';

/**
 * The source dictionary: every key the SPA uses is born here, and `Messages` (its shape) is what
 * every other language must match exactly.
 */
export const ptBR = {
  'app.name': 'Painel',

  'shell.skipToContent': 'Pular para o conteúdo',
  'shell.navigation': 'Navegação principal',
  'shell.openNavigation': 'Abrir a navegação',
  'shell.closeNavigation': 'Fechar a navegação',
  'shell.language': 'Idioma',
  'shell.theme.useDark': 'Usar tema escuro',
  'shell.theme.useLight': 'Usar tema claro',

  'nav.overview': 'Visão geral',

  'value.absent': 'não informado',
  'link.opensInNewTab': '(abre em uma nova aba)',

  'notFound.title': 'Página não encontrada',
  'notFound.body': 'O endereço {path} não corresponde a nenhuma página do Painel.',
  'notFound.home': 'Voltar à visão geral',

  'overview.title': 'Bem-vindo ao Painel',
  'overview.intro':
    'Pedidos, orçamentos, pagamentos e quadros de status dos seus clientes, servidos a partir de uma cópia local que mantém a conta do fornecedor dentro dos limites.',
  'overview.server': 'Servidor',
  'overview.checking': 'Verificando o servidor',
  'overview.status.up': 'no ar',
  'overview.status.upSandbox': 'no ar (sandbox)',
  'overview.status.down': 'indisponível',
  'overview.error.title': 'O servidor não respondeu',
  'overview.error.unexpected': 'A resposta do servidor não veio no formato esperado.',
  'overview.error.unreachable': 'Não foi possível falar com o servidor.',
  'overview.error.retry': 'Tente recarregar a página em alguns segundos.',
} satisfies Dictionary;

export type MessageKey = keyof typeof ptBR;

/** The shape every language's dictionary has: the same keys, plural where pt-BR is plural. */
export type Messages = TranslationOf<typeof ptBR>;
