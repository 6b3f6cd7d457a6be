import type { Dictionary } from '../../dictionary';

/** The Activity page: recent changes across every request. */
export const activityPtBR = {
  'activity.title': 'Atividade',
  'activity.intro': 'O que mudou recentemente nos pedidos e orçamentos, do mais novo para o mais antigo.',
  'activity.caption': 'Alterações recentes, da mais nova para a mais antiga',
  'activity.loading': 'Carregando a atividade…',
  'activity.error': 'Não foi possível carregar a atividade',
  'activity.empty.title': 'Nenhuma alteração registrada',
  'activity.empty.body': 'As alterações aparecem aqui à medida que o Painel as observa no fornecedor.',
  'activity.empty.filtered': 'Nenhuma alteração corresponde a estes filtros.',
  'activity.older': 'Carregar alterações mais antigas',
  'activity.filter.type': 'Tipo',
  'activity.filter.allTypes': 'Pedidos e orçamentos',
  'activity.filter.source': 'Origem',
  'activity.filter.allSources': 'Todas as origens',
  'activity.filter.mine': 'Somente alterações feitas por mim',
  'activity.column.when': 'Quando',
  'activity.column.request': 'Pedido ou orçamento',
  'activity.column.company': 'Empresa',
  'activity.column.changes': 'Alterações',
  'activity.column.source': 'Origem',
  'activity.firstSeen': 'Visto pela primeira vez',
  'activity.firstSeenNew': 'Novo: criado em {when}',
  'activity.firstSeenExisting': 'Passou a ser acompanhado; criado em {day}',
} satisfies Dictionary;
