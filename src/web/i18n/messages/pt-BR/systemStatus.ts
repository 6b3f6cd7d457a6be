import type { Dictionary } from '../../dictionary';

/**
 * How fresh the data is, the old requests still on their way, and the banner while nothing can be
 * sent to the vendor's platform. Everyone reads these: plain words, no plumbing (the admin's System
 * page says the rest).
 */
export const systemStatusPtBR = {
  'systemStatus.freshness.checking': 'Verificando a atualização…',
  'systemStatus.freshness.unknown': 'Atualização desconhecida no momento',
  'systemStatus.freshness.updated': 'Dados atualizados {when}',
  'systemStatus.freshness.never': 'Buscando os dados na plataforma do fornecedor…',
  'systemStatus.oldRequests.order': 'Ainda trazendo pedidos antigos',
  'systemStatus.oldRequests.budget': 'Ainda trazendo orçamentos antigos',
  'systemStatus.oldRequests.all': 'Ainda trazendo pedidos e orçamentos antigos',
  'systemStatus.oldRequests.progress': '{what}: {done} de {expected}',
  'systemStatus.oldRequests.progressWithEstimate': '{what}: {done} de {expected} (previsão: {time})',
  'systemStatus.oldRequests.started': '{what}…',
  'systemStatus.oldRequests.covered.all': 'pedidos e orçamentos',
  'systemStatus.oldRequests.covered.order': 'pedidos',
  'systemStatus.oldRequests.covered.budget': 'orçamentos',
  'systemStatus.oldRequests.coverage':
    'Estes números cobrem {done} de {expected} {what}; ainda trazendo os mais antigos.',
  'systemStatus.oldRequests.coverageWithEstimate':
    'Estes números cobrem {done} de {expected} {what}; ainda trazendo os mais antigos (previsão: {time}).',
  'systemStatus.oldRequests.hint':
    'Os pedidos mais recentes já estão aqui; os mais antigos aparecem nas listas e nos números à medida que chegam.',
  'systemStatus.circuit.title': 'Não é possível enviar alterações à plataforma do fornecedor agora',
  'systemStatus.circuit.forEveryone':
    'Você continua vendo e consultando tudo no Painel. Um administrador foi avisado e vai resolver com o fornecedor.',
  'systemStatus.circuit.adminTitle': 'O fornecedor suspendeu o acesso do Painel',
  'systemStatus.circuit.happenedAt': 'Em {time}, o fornecedor recusou uma chamada por limite de uso.',
  'systemStatus.circuit.happened': 'O fornecedor recusou uma chamada por limite de uso.',
  'systemStatus.circuit.cause': 'Resposta: {cause}.',
  'systemStatus.circuit.whoActs':
    'Contate o suporte do fornecedor para reativar a conta e, depois, confirme a reativação em Sistema.',
  'systemStatus.circuit.meanwhile':
    'Até lá, as consultas continuam com os dados já trazidos; alterações e atualizações vindas do fornecedor ficam suspensas.',
} satisfies Dictionary;
