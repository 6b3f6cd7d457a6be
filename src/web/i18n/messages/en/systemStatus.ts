import type { TranslationOf } from '../../dictionary';
import type { systemStatusPtBR } from '../pt-BR/systemStatus';

/**
 * How fresh the data is, the old requests still on their way, and the banner while nothing can be
 * sent to the vendor's platform. Everyone reads these: plain words, no plumbing (the admin's System
 * page says the rest).
 */
export const systemStatusEn: TranslationOf<typeof systemStatusPtBR> = {
  'systemStatus.freshness.checking': 'Checking freshness…',
  'systemStatus.freshness.unknown': 'Freshness unknown at the moment',
  'systemStatus.freshness.updated': 'Data updated {when}',
  'systemStatus.freshness.never': "Fetching the data from the vendor's platform…",
  'systemStatus.oldRequests.order': 'Still bringing in older orders',
  'systemStatus.oldRequests.budget': 'Still bringing in older budgets',
  'systemStatus.oldRequests.all': 'Still bringing in older orders and budgets',
  'systemStatus.oldRequests.progress': '{what}: {done} of {expected}',
  'systemStatus.oldRequests.progressWithEstimate': '{what}: {done} of {expected} (expected by {time})',
  'systemStatus.oldRequests.started': '{what}…',
  'systemStatus.oldRequests.covered.all': 'orders and budgets',
  'systemStatus.oldRequests.covered.order': 'orders',
  'systemStatus.oldRequests.covered.budget': 'budgets',
  'systemStatus.oldRequests.coverage':
    'These figures cover {done} of {expected} {what}; older ones are still coming in.',
  'systemStatus.oldRequests.coverageWithEstimate':
    'These figures cover {done} of {expected} {what}; older ones are still coming in (expected by {time}).',
  'systemStatus.oldRequests.hint':
    'The most recent requests are already here; older ones appear in the lists and figures as they arrive.',
  'systemStatus.circuit.title': "Changes can't be sent to the vendor's platform right now",
  'systemStatus.circuit.forEveryone':
    'You can still see and look up everything in Painel. An administrator has been told and will sort it out with the vendor.',
  'systemStatus.circuit.adminTitle': "The vendor suspended Painel's access",
  'systemStatus.circuit.happenedAt': 'At {time}, the vendor refused a call for exceeding its usage limit.',
  'systemStatus.circuit.happened': 'The vendor refused a call for exceeding its usage limit.',
  'systemStatus.circuit.cause': 'Answer: {cause}.',
  'systemStatus.circuit.whoActs':
    "Contact the vendor's support to reactivate the account, then confirm the reactivation in System.",
  'systemStatus.circuit.meanwhile':
    'Until then, reads keep working with the data already brought in; changes and updates from the vendor are on hold.',
};
