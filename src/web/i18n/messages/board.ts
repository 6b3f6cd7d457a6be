import type { Dictionary, TranslationOf } from '../dictionary';

/** The status boards (one column per configured status), the wall screen and its enrolment. */
export const boardPtBR = {
  'board.nav.order': 'Quadro de pedidos',
  'board.nav.budget': 'Quadro de orçamentos',
  'board.nav.wallboard': 'Painel de parede',

  'board.title.order': 'Quadro de pedidos',
  'board.title.budget': 'Quadro de orçamentos',
  'board.status.loading': 'Carregando o quadro…',
  'board.status.totalOrder': {
    '=0': 'Nenhum pedido no quadro',
    one: '{count} pedido no quadro',
    other: '{count} pedidos no quadro',
  },
  'board.status.totalBudget': {
    '=0': 'Nenhum orçamento no quadro',
    one: '{count} orçamento no quadro',
    other: '{count} orçamentos no quadro',
  },
  'board.error.order': 'Não foi possível carregar o quadro de pedidos',
  'board.error.budget': 'Não foi possível carregar o quadro de orçamentos',
  'board.empty.noStatuses': 'Nenhum status configurado',
  'board.empty.noStatusesBody':
    'O fornecedor ainda não informou os status deste tipo de solicitação. O quadro aparece assim que eles estiverem disponíveis.',

  'board.filters.label': 'Filtros do quadro',
  'board.filters.search': 'Buscar no quadro',
  'board.filters.searchPlaceholder': 'Código, nome, empresa, CNPJ ou responsável',
  'board.filters.responsible': 'Responsável contém',
  'board.filters.clear': 'Limpar filtros',

  'board.columns.label': 'Colunas do quadro',
  'board.column.unconfigured': 'Outros status',
  'board.column.count': { '=0': 'nenhum', one: '{count} item', other: '{count} itens' },
  'board.column.sumFinalValue': 'Soma do valor final',
  'board.column.sumPower': 'Soma da potência',
  'board.column.collapse': 'Recolher a coluna {name}',
  'board.column.expand': 'Expandir a coluna {name}',
  'board.column.cards': 'Cartões de {name}',
  'board.column.empty': 'Nada neste status.',
  'board.column.more': { one: 'e mais {count} não mostrado', other: 'e mais {count} não mostrados' },
  'board.column.seeAll': 'Ver todos na lista',

  'board.card.company': 'Empresa',
  'board.card.responsible': 'Responsável',
  'board.card.finalValue': 'Valor final',
  'board.card.power': 'Potência',
  'board.card.payment': 'Pagamento',
  'board.card.movedAt': 'Neste status {when}',
  'board.card.movedAtUnknown': 'Desde quando está neste status: não informado',
  'board.card.removed': 'removido',
  'board.card.changed': 'mudou agora',

  'wallboard.title': 'Painel de parede',
  'wallboard.clock': 'Agora',
  'wallboard.freshness': 'Atualização dos dados',
  'wallboard.fullscreen.enter': 'Tela cheia',
  'wallboard.fullscreen.exit': 'Sair da tela cheia',
  'wallboard.cycle': 'Alterna a cada {seconds} s',
  'wallboard.boards': 'Quadros exibidos',
  'wallboard.reconnecting': 'Sem conexão com o Painel; tentando de novo…',
  'wallboard.loading': 'Carregando…',
  'wallboard.sessionCheckFailed': 'Não foi possível verificar a sessão desta tela; tentando de novo…',

  'wallboard.enrol.title': 'Cadastrar esta tela',
  'wallboard.enrol.working': 'Cadastrando esta tela…',
  'wallboard.enrol.noCode':
    'Este endereço não traz um código de cadastro. Abra o link completo que um administrador gerou para esta tela.',
  'wallboard.enrol.invalidCode':
    'Este código de cadastro não existe, já foi usado ou expirou. Peça a um administrador um novo link para esta tela.',
  'wallboard.enrol.failed': 'Não foi possível cadastrar esta tela.',
} satisfies Dictionary;

export const boardEn: TranslationOf<typeof boardPtBR> = {
  'board.nav.order': 'Orders board',
  'board.nav.budget': 'Budgets board',
  'board.nav.wallboard': 'Wall screen',

  'board.title.order': 'Orders board',
  'board.title.budget': 'Budgets board',
  'board.status.loading': 'Loading the board…',
  'board.status.totalOrder': {
    '=0': 'No orders on the board',
    one: '{count} order on the board',
    other: '{count} orders on the board',
  },
  'board.status.totalBudget': {
    '=0': 'No budgets on the board',
    one: '{count} budget on the board',
    other: '{count} budgets on the board',
  },
  'board.error.order': 'The orders board could not be loaded',
  'board.error.budget': 'The budgets board could not be loaded',
  'board.empty.noStatuses': 'No status is configured',
  'board.empty.noStatusesBody':
    'The vendor has not given the statuses of this request type yet. The board appears as soon as they are available.',

  'board.filters.label': 'Board filters',
  'board.filters.search': 'Search the board',
  'board.filters.searchPlaceholder': 'Code, name, company, CNPJ or responsible',
  'board.filters.responsible': 'Responsible contains',
  'board.filters.clear': 'Clear filters',

  'board.columns.label': 'Board columns',
  'board.column.unconfigured': 'Other statuses',
  'board.column.count': { '=0': 'none', one: '{count} item', other: '{count} items' },
  'board.column.sumFinalValue': 'Sum of final value',
  'board.column.sumPower': 'Sum of power',
  'board.column.collapse': 'Collapse the {name} column',
  'board.column.expand': 'Expand the {name} column',
  'board.column.cards': 'Cards of {name}',
  'board.column.empty': 'Nothing in this status.',
  'board.column.more': { one: 'and {count} more not shown', other: 'and {count} more not shown' },
  'board.column.seeAll': 'See all in the list',

  'board.card.company': 'Company',
  'board.card.responsible': 'Responsible',
  'board.card.finalValue': 'Final value',
  'board.card.power': 'Power',
  'board.card.payment': 'Payment',
  'board.card.movedAt': 'Moved to this status {when}',
  'board.card.movedAtUnknown': 'Since when it is in this status: not provided',
  'board.card.removed': 'removed',
  'board.card.changed': 'just changed',

  'wallboard.title': 'Wall screen',
  'wallboard.clock': 'Now',
  'wallboard.freshness': 'Data freshness',
  'wallboard.fullscreen.enter': 'Full screen',
  'wallboard.fullscreen.exit': 'Leave full screen',
  'wallboard.cycle': 'Switches every {seconds} s',
  'wallboard.boards': 'Boards shown',
  'wallboard.reconnecting': 'No connection to Painel; trying again…',
  'wallboard.loading': 'Loading…',
  'wallboard.sessionCheckFailed': "This screen's session could not be checked; trying again…",

  'wallboard.enrol.title': 'Enrol this screen',
  'wallboard.enrol.working': 'Enrolling this screen…',
  'wallboard.enrol.noCode':
    'This address carries no enrolment code. Open the whole link an administrator made for this screen.',
  'wallboard.enrol.invalidCode':
    'This enrolment code does not exist, was already used or has expired. Ask an administrator for a new link for this screen.',
  'wallboard.enrol.failed': 'This screen could not be enrolled.',
};
