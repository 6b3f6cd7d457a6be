import type { TranslationOf } from '../../dictionary';
import type { boardPtBR } from '../pt-BR/board';

/** The status boards (one column per configured status), the wall screen and its enrolment. */
export const boardEn: TranslationOf<typeof boardPtBR> = {
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
  'board.filters.searchPlaceholder': 'Code, name, company, CNPJ…',
  'board.filters.responsible': 'Responsible contains',
  'board.filters.clear': 'Clear filters',

  'board.jump.label': 'Go to column',
  'board.jump.column': 'Go to {name}: {items}',
  'board.switcher.label': 'Column shown',
  'board.switcher.option': '{name} · {items}',
  'board.columns.label': 'Board columns',
  'board.column.unconfigured': 'Other statuses',
  'board.column.count.order': { '=0': 'no orders', one: '{count} order', other: '{count} orders' },
  'board.column.count.budget': { '=0': 'no budgets', one: '{count} budget', other: '{count} budgets' },
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
  'board.card.movedBefore': 'In this status since before {date}',
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
