import type { TranslationOf } from '../../dictionary';
import type { activityPtBR } from '../pt-BR/activity';

/** The Activity page: recent changes across every request. */
export const activityEn: TranslationOf<typeof activityPtBR> = {
  'activity.title': 'Activity',
  'activity.intro': 'What changed lately in the orders and budgets, newest first.',
  'activity.caption': 'Recent changes, newest first',
  'activity.loading': 'Loading the activity…',
  'activity.error': 'The activity could not be loaded',
  'activity.empty.title': 'No changes recorded',
  'activity.empty.body': 'Changes appear here as Painel observes them at the vendor.',
  'activity.empty.filtered': 'No change matches these filters.',
  'activity.older': 'Load older changes',
  'activity.filter.type': 'Type',
  'activity.filter.allTypes': 'Orders and budgets',
  'activity.filter.source': 'Source',
  'activity.filter.allSources': 'All sources',
  'activity.filter.mine': 'Only changes made by me',
  'activity.column.when': 'When',
  'activity.column.request': 'Order or budget',
  'activity.column.company': 'Company',
  'activity.column.changes': 'Changes',
  'activity.column.source': 'Source',
  'activity.firstSeen': 'Seen for the first time',
  'activity.firstSeenNew': 'New: created on {when}',
  'activity.firstSeenExisting': 'Now followed; created on {day}',
};
