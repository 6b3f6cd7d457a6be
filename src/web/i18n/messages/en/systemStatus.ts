import type { TranslationOf } from '../../dictionary';
import type { systemStatusPtBR } from '../pt-BR/systemStatus';

/** How fresh the local copy is, the history backfill, and the vendor circuit banner. */
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
