import type { Dictionary } from '../../dictionary';

/** How fresh the local copy is, the history backfill, and the vendor circuit banner. */
export const systemStatusPtBR = {
  'systemStatus.freshness.checking': 'Verificando a atualização…',
  'systemStatus.freshness.unknown': 'Atualização desconhecida no momento',
  'systemStatus.freshness.updated': 'Atualizado {when}',
  'systemStatus.freshness.never': 'Ainda não sincronizado com o fornecedor',
  'systemStatus.freshness.orders': { '=0': 'nenhum pedido', one: '{count} pedido', other: '{count} pedidos' },
  'systemStatus.freshness.budgets': {
    '=0': 'nenhum orçamento',
    one: '{count} orçamento',
    other: '{count} orçamentos',
  },
  'systemStatus.backfill.running': 'Carregando o histórico:',
  'systemStatus.backfill.paused': 'Histórico em pausa:',
  'systemStatus.backfill.pending': 'O carregamento do histórico ainda não começou.',
  'systemStatus.backfill.progress': '{records} de {expected}',
  'systemStatus.backfill.records': { one: '{count} registro', other: '{count} registros' },
  'systemStatus.backfill.progressLabel': 'Progresso do carregamento do histórico',
  'systemStatus.backfill.waitingUntil': 'Aguardando a cota do fornecedor até {time}.',
  'systemStatus.backfill.finishes': 'Termina {when}.',
  'systemStatus.circuit.title': 'O fornecedor suspendeu o acesso do Painel',
  'systemStatus.circuit.happenedAt': 'Em {time}, o fornecedor recusou uma chamada por limite de uso.',
  'systemStatus.circuit.happened': 'O fornecedor recusou uma chamada por limite de uso.',
  'systemStatus.circuit.cause': 'Resposta: {cause}.',
  'systemStatus.circuit.whoActs':
    'Um administrador precisa contatar o suporte do fornecedor para reativar a conta e, depois, confirmar a reativação em Sistema.',
  'systemStatus.circuit.meanwhile':
    'Até lá, as consultas continuam a partir da cópia local; alterações e atualizações vindas do fornecedor ficam suspensas.',
} satisfies Dictionary;
