import type { Dictionary } from '../../dictionary';

/** The status boards (one column per configured status), the wall screen and its enrolment. */
export const boardPtBR = {
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
  'board.filters.searchPlaceholder': 'Código, nome, empresa, CNPJ…',
  'board.filters.responsible': 'Responsável contém',
  'board.filters.clear': 'Limpar filtros',

  'board.jump.label': 'Ir para a coluna',
  'board.jump.column': 'Ir para {name}: {items}',
  'board.switcher.label': 'Coluna exibida',
  'board.switcher.option': '{name} · {items}',
  'board.columns.label': 'Colunas do quadro',
  'board.column.unconfigured': 'Outros status',
  'board.column.count.order': { '=0': 'nenhum pedido', one: '{count} pedido', other: '{count} pedidos' },
  'board.column.count.budget': {
    '=0': 'nenhum orçamento',
    one: '{count} orçamento',
    other: '{count} orçamentos',
  },
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
  'board.card.movedBefore': 'Neste status desde antes de {date}',
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
