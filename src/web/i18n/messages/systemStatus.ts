import type { Dictionary, TranslationOf } from '../dictionary';

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

export const systemStatusEn: TranslationOf<typeof systemStatusPtBR> = {
  'systemStatus.freshness.checking': 'Checking freshness…',
  'systemStatus.freshness.unknown': 'Freshness unknown at the moment',
  'systemStatus.freshness.updated': 'Updated {when}',
  'systemStatus.freshness.never': 'Not synchronised with the vendor yet',
  'systemStatus.freshness.orders': { '=0': 'no orders', one: '{count} order', other: '{count} orders' },
  'systemStatus.freshness.budgets': { '=0': 'no budgets', one: '{count} budget', other: '{count} budgets' },
  'systemStatus.backfill.running': 'Loading history:',
  'systemStatus.backfill.paused': 'History paused:',
  'systemStatus.backfill.pending': 'Loading the history has not started yet.',
  'systemStatus.backfill.progress': '{records} of {expected}',
  'systemStatus.backfill.records': { one: '{count} record', other: '{count} records' },
  'systemStatus.backfill.progressLabel': 'History loading progress',
  'systemStatus.backfill.waitingUntil': "Waiting for the vendor's quota until {time}.",
  'systemStatus.backfill.finishes': 'Finishes {when}.',
  'systemStatus.circuit.title': "The vendor suspended Painel's access",
  'systemStatus.circuit.happenedAt': 'At {time}, the vendor refused a call for exceeding its usage limit.',
  'systemStatus.circuit.happened': 'The vendor refused a call for exceeding its usage limit.',
  'systemStatus.circuit.cause': 'Answer: {cause}.',
  'systemStatus.circuit.whoActs':
    "An administrator must contact the vendor's support to reactivate the account, then confirm the reactivation in System.",
  'systemStatus.circuit.meanwhile':
    'Until then, reads keep working from the local copy; changes and updates from the vendor are on hold.',
};
